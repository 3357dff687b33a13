import { pages, paths } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';

const mainMenu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Menu principal' });

test.describe('header menu wider than 1024 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('submenus open on hover, links navigate, a click outside closes', async ({ page }) => {
    await page.goto(paths.home);
    const museumToggle = mainMenu(page).getByRole('button', { name: 'Le musée' });
    await expect(page.getByRole('button', { name: /ouvrir le menu/i })).toBeHidden();
    await expect(mainMenu(page).getByRole('link', { name: 'La boutique' })).toBeHidden();

    await museumToggle.hover();
    await expect(museumToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'La boutique' })).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(museumToggle).toHaveAttribute('aria-expanded', 'false');

    await museumToggle.click();
    await expect(museumToggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(museumToggle).toHaveAttribute('aria-expanded', 'false');

    await mainMenu(page).getByRole('button', { name: 'L’association' }).hover();
    await mainMenu(page).getByRole('link', { name: 'Espace adhérent' }).click();
    await expect(page).toHaveURL(/\/pages\/Login$/);
    await expect(page.getByRole('heading', { level: 1, name: pages.memberArea.title })).toBeVisible();
  });

  test('keyboard: Enter opens a submenu, Escape closes it and returns focus', async ({ page }) => {
    await page.goto(paths.home);
    const contacts = mainMenu(page).getByRole('button', { name: 'Contacts' });
    await contacts.focus();
    await page.keyboard.press('Enter');
    await expect(contacts).toHaveAttribute('aria-expanded', 'true');
    const phone = mainMenu(page).getByRole('link', { name: /Appeler l’accueil/ });
    await expect(phone).toHaveAttribute('href', /^tel:\+33\d{9}$/);
    await page.keyboard.press('Escape');
    await expect(contacts).toHaveAttribute('aria-expanded', 'false');
    await expect(contacts).toBeFocused();
  });

  test('the skip link is the first stop and jumps to the content', async ({ page }) => {
    await page.goto(paths.shop);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contenu$/);
  });
});

test.describe('header menu at 1024 px or below', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the hamburger toggles the menu, submenus open on click, a click outside closes', async ({ page }) => {
    await page.goto(paths.home);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page).getByRole('button', { name: 'Le musée' })).toBeHidden();

    await burger.click();
    const close = page.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const association = mainMenu(page).getByRole('button', { name: 'L’association' });
    await association.hover();
    await expect(association).toHaveAttribute('aria-expanded', 'false');
    await association.click();
    await expect(association).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'Devenir adhérent' })).toBeVisible();

    await page.mouse.click(400, 850);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await mainMenu(page).getByRole('button', { name: 'Actualités' }).click();
    await mainMenu(page).getByRole('link', { name: 'Actualités du musée' }).click();
    await expect(page.getByRole('heading', { level: 1, name: pages.museumNews.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Escape closes the open menu', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test('on a phone the header keeps one height, whether the page has an English version or not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const heights: Record<string, number> = {};
  for (const path of [paths.home, paths.practicalInfo, paths.shop, paths.membership]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    heights[path] = Math.round((await page.getByRole('banner').boundingBox())!.height);
  }
  expect(new Set(Object.values(heights)).size, JSON.stringify(heights)).toBe(1);
  // The button shows « Menu » alone (narrow enough for the row), and is still named for what it does.
  const button = page.getByRole('button', { name: 'Ouvrir le menu' });
  expect((await button.boundingBox())!.width).toBeLessThan(140);
  await button.click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
});

test('the footer links the lower-case addresses and the legal pages', async ({ page }) => {
  await page.goto(paths.home);
  // The page's content arrives after the frame and moves the footer down: wait for it first.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Le musée en bref' })).toHaveAttribute(
    'href',
    '/pages/lemuseeenbref',
  );
  await expect(footer.locator('a[href="/pages/Informationslegales"]')).toHaveCount(1);
  await footer.locator('a[href="/pages/cgv"]').click();
  await expect(page.getByRole('heading', { level: 1, name: pages.termsOfSale.title })).toBeVisible();
});
