import { bookableDay } from '../support/tour-dates';
import fs from 'node:fs';
import path from 'node:path';
import { counterpartOf, languageOf, pages, paths, type PageKey } from '@mtdm/shared/routing';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/page-checks';

const englishPages = (Object.keys(pages) as PageKey[]).filter((key) => languageOf(key) === 'en');
const practical = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'practical.json'), 'utf8'),
) as { opens: string; closes: string };

/** The page's hreflang alternates, as paths: { fr, en, x-default }. */
const alternatesOf = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
      ),
    );

test.describe('the visit in English', () => {
  test('has its six pages', () => {
    expect(englishPages.map((key) => pages[key].path)).toEqual([
      '/en/',
      '/en/museum',
      '/en/collections',
      '/en/visit',
      '/en/guided-tours',
      '/en/archive-centre',
    ]);
  });

  for (const key of englishPages) {
    test(`${pages[key].path}: English, its own title, hreflang pairs both ways, axe`, async ({ page }) => {
      const response = await page.goto(pages[key].path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: pages[key].title })).toBeVisible();
      await expect(page).toHaveTitle(`${pages[key].title} | Musée des Troupes de Marine`);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
      const french = counterpartOf(key)!;
      const english = await alternatesOf(page);
      expect(english).toEqual({
        fr: french === 'home' ? '/pages/Accueil' : paths[french],
        en: pages[key].path,
        'x-default': french === 'home' ? '/pages/Accueil' : paths[french],
      });
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(paths[french]);
      expect(await alternatesOf(page)).toEqual(english);
    });
  }

  test('shows the same opening hours as the French page, both read from the published facts', async ({
    page,
  }) => {
    const hour = (time: string) => Number(time.slice(0, 2));
    await page.goto(paths.practicalInfo);
    await expect(page.getByRole('main')).toContainText(
      new RegExp(`${hour(practical.opens)}\\sh\\s–\\s${hour(practical.closes)}\\sh`),
    );
    await page.goto(paths.practicalInfoEn);
    const twelve = (value: number) => `${value % 12 || 12}\\s${value < 12 ? 'am' : 'pm'}`;
    await expect(page.getByRole('region', { name: 'Opening hours' })).toContainText(
      new RegExp(`${twelve(hour(practical.opens))}\\s–\\s${twelve(hour(practical.closes))}`),
    );
  });

  test('the language switch keeps the visitor on the same page, both ways', async ({ page }) => {
    await page.goto(paths.collections);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/collections$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The collections' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/pages\/sescollections$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ses collections' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // A French page without an English version offers no switch.
    await page.goto(paths.shop);
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveCount(0);
  });

  test('speaks English around the page, and says which links lead to French pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.museumInBriefEn);
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveCount(2);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Visit in English' })).toBeVisible();
    const shop = footer.getByRole('link', { name: 'Museum shop (in French)' });
    await expect(shop).toHaveAttribute('hreflang', 'fr');
    await shop.click();
    await expect(page.getByRole('heading', { level: 1, name: 'La boutique' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
  });

  test('a mistyped address under /en/ answers 404 in English, and leads back to the visit', async ({
    page,
  }) => {
    const response = await page.goto('/en/musem');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Musée des Troupes de Marine');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'The museum' }).click();
    await expect(page).toHaveURL(/\/en\/museum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The museum in brief' })).toBeVisible();
  });

  test('the guided-tour request in English posts to the same call and is answered in English', async ({
    page,
  }) => {
    await page.goto(paths.guidedTourEn);
    await page.getByLabel('First name').fill('Emma');
    await page.getByLabel('Last name').fill('Clarke');
    await page.getByLabel('Email address').fill('emma.clarke@example.org');
    await page.getByLabel('Country calling code').selectOption('+44');
    await page.getByLabel('Telephone').fill('7700900123');
    await page.getByLabel('Preferred date').fill(bookableDay());
    await page.getByLabel('Preferred time').fill('10:30');
    await page.getByLabel('Number of people').fill('12');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/en\/guided-tour\/request\/[\w-]{22}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guided tour request sent' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('status')).toContainText('Thank you, your request has been received.');
  });
});
