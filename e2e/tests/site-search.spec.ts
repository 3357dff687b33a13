import { parseFrenchDate, toCalendarDate, compareCalendarDates } from '@mtdm/shared/news';
import { paths, SEARCH_PATH } from '@mtdm/shared/routing';
import { SEARCH_INDEX_URLS } from '@mtdm/shared/search';
import { publishedContent } from '../support/content';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/page-checks';

/** The site search's requests: its index and its chunks (named search-…). */
const searchRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/search-index.json' || /\/search-[a-z-]+\.[0-9a-f]+\.js$/.test(pathname))
      urls.push(pathname);
  });
  return urls;
};

test('every result of the index leads to its page, and to the element it names on it', async ({
  page,
  request,
}) => {
  test.slow();
  const index = (await (await request.get(SEARCH_INDEX_URLS.fr)).json()) as {
    storedFields: Record<string, { url: string; title: string }>;
  };
  const byPage = new Map<string, { anchor: string; title: string }[]>();
  for (const { url, title } of Object.values(index.storedFields)) {
    const [path, anchor = ''] = url.split('#') as [string, string?];
    byPage.set(path, [...(byPage.get(path) ?? []), ...(anchor ? [{ anchor, title }] : [])]);
  }
  const missing: string[] = [];
  let followed = 0;
  for (const [path, anchors] of byPage) {
    // A result without an anchor (a product's or an object's own page) has only to be there.
    if (anchors.length === 0) {
      expect((await request.get(path, { headers: { accept: 'text/html' } })).status(), path).toBe(200);
      continue;
    }
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Hydrated, its scripts all loaded: the page follows the anchor as it changes.
    await page.waitForLoadState('networkidle');
    for (const { anchor, title } of anchors) {
      // As a result's link does: the address's anchor changes, the page reveals what it names.
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, anchor);
      const element = page.locator(`[id="${anchor}"]`);
      try {
        await expect(element).toBeVisible({ timeout: 5_000 });
        await expect(element).toBeInViewport();
        followed += 1;
      } catch {
        missing.push(`${path}#${anchor} (${title})`);
      }
    }
  }
  expect(missing).toEqual([]);
  console.info(`${followed} résultats suivis jusqu’à leur élément, sur ${byPage.size} pages`);
});

test('what visitors type finds the right page first: the next conference, hours, price, parking, access', async ({
  page,
}) => {
  const firstResult = async (words: string) => {
    await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(words)}`);
    return page.getByRole('main').getByRole('listitem').getByRole('link').first();
  };
  // The next conference to come (this test's clock: the machine's), not the best-matching old one.
  await expect(await firstResult('conférence')).toHaveText(nextConferenceTitle());
  for (const words of ['horaires', 'tarif', 'prix d’entrée', 'entrée', 'parking', 'accès handicapé'])
    await expect(await firstResult(words), words).toHaveAttribute('href', paths.practicalInfo);
});

/** The title of the first published conference from today on. */
function nextConferenceTitle(): string {
  const today = toCalendarDate(new Date());
  return publishedContent.news
    .filter((item) => item.conference === true)
    .map((item) => ({ item, date: parseFrenchDate(item.date)! }))
    .filter(({ date }) => compareCalendarDates(date, today) >= 0)
    .sort((a, b) => compareCalendarDates(a.date, b.date))[0]!.item.title;
}

test.describe('the site search', () => {
  test('adds nothing to a page’s first load: its index and code come when the visitor opens it', async ({
    page,
  }) => {
    const requested = searchRequests(page);
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'Rechercher' }).click();
    await expect(page.getByRole('combobox', { name: 'Rechercher sur le site' })).toBeFocused();
    await expect.poll(() => requested).toContain('/search-index.json');
  });

  test('“bazeilles” in the header lists the conference, a collection object and the product, by kind', async ({
    page,
  }) => {
    await page.goto(paths.museumInBrief);
    await page.getByRole('banner').getByRole('link', { name: 'Rechercher' }).click();
    await page.getByRole('combobox').fill('bazeilles');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('group', { name: 'Conférences' })).toContainText(
      'Bazeilles, la dernière cartouche',
    );
    await expect(suggestions.getByRole('group', { name: 'Objets des collections' })).toContainText(
      'La maison de la dernière cartouche',
    );
    await expect(suggestions.getByRole('group', { name: 'Boutique' })).toContainText(
      'Marsouins de Bazeilles',
    );
    await expect(page.getByRole('banner').getByRole('status')).toContainText('résultats');
  });

  test('is worked with the keyboard alone: open, type, choose with the arrows, Escape closes', async ({
    page,
  }) => {
    await page.goto(paths.practicalInfo);
    const toggle = page.getByRole('banner').getByRole('link', { name: 'Rechercher' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('combobox', { name: 'Rechercher sur le site' });
    await expect(field).toBeFocused();

    await page.keyboard.type('fréjus');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rechercher' })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.type('colections');
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toContainText('Ses collections');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pages\/sescollections$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ses collections' })).toBeVisible();
  });

  test('Enter on the field opens the results page, which passes axe at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.home);
    await page.getByRole('banner').getByRole('link', { name: 'Rechercher' }).click();
    await page.getByRole('combobox').fill('marsouins');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pages\/Recherche\?q=marsouins$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rechercher sur le site' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conférences' }).getByRole('link')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Boutique' })).toContainText('Marsouin');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the results page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('answers from the pre-rendered form, the results written by the server', async ({ page }) => {
    await page.goto('/pages/Recherche');
    const field = page.getByRole('searchbox', { name: 'Mots à chercher' });
    await expect(field).toHaveValue('');
    await field.fill('Bazeilles');
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/pages\/Recherche\?q=Bazeilles$/);
    await expect(page.getByRole('searchbox', { name: 'Mots à chercher' })).toHaveValue('Bazeilles');
    await expect(page.getByRole('region', { name: 'Conférences' })).toContainText(
      'Bazeilles, la dernière cartouche',
    );
    await expect(page.getByRole('region', { name: 'Objets des collections' })).toContainText(
      'La maison de la dernière cartouche',
    );
    await expect(page.getByRole('region', { name: 'Boutique' })).toContainText('Marsouins de Bazeilles');
  });
});

test.describe('the not-found page', () => {
  test('keeps its 404 and offers the address’s words and the closest pages', async ({ page }) => {
    const response = await page.goto('/pages/colections');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Chercher la page sur le site' })).toHaveValue(
      'colections',
    );
    const closest = page.getByRole('main').getByRole('list').first().getByRole('link');
    await expect(closest).toHaveCount(3);
    await expect(closest.first()).toHaveText('Ses collections');
    await closest.first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ses collections' })).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/sescollections$/);
  });

  test('finds the closest pages too when the browser reaches it by a link of the site', async ({ page }) => {
    await page.goto(paths.home);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/pages/informationspratique');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Informations pratiques' })).toBeVisible();
  });
});

test.describe('results that land', () => {
  test('a 2019 conference opens its folded year on the conferences page and is in view; the counts agree', async ({
    page,
  }) => {
    await page.goto(paths.museumInBrief);
    await page.getByRole('banner').getByRole('link', { name: 'Rechercher' }).click();
    await page.getByRole('combobox').fill('fachoda');
    const status = page.getByRole('banner').getByRole('status');
    await expect(status).toContainText('résultat');
    const said = /(\d+) résultats?/.exec((await status.textContent()) ?? '')?.[1];
    await page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: /mission Congo-Nil et l’affaire de Fachoda/ })
      .click();
    await expect(page).toHaveURL(/\/pages\/sesconferences#actualite-03-mission-congo-nil-fachoda$/);
    await expect(page.getByRole('button', { name: /2019/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('heading', { name: /mission Congo-Nil et l’affaire de Fachoda/ }).last(),
    ).toBeInViewport();

    // The results page says the same count as the field did.
    await page.goto('/pages/Recherche?q=fachoda');
    await expect(page.getByRole('main')).toContainText(`${said} résultat`);
  });
});

test.describe('the search of the visit in English', () => {
  test('from the English header, with the keyboard: English pages only, in English, then the page', async ({
    page,
  }) => {
    await page.goto(paths.practicalInfoEn);
    const search = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await search.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/search$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the visit in English');
    const field = page.getByRole('searchbox', { name: 'Words to search for' });
    await field.fill('guided tours');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=guided\+tours$/);
    const results = page.locator('#resultats-recherche');
    await expect(results).toContainText(/\d+ results? for “guided tours”/);
    await expect(results.getByRole('heading', { name: 'Pages' })).toBeVisible();
    const links = await results
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links[0]).toBe(paths.guidedTourEn);
    expect(links.every((href) => href?.startsWith('/en/'))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await results.getByRole('link', { name: 'Book a guided tour' }).click();
    await expect(page).toHaveURL(paths.guidedTourEn);
  });

  test('works without JavaScript, the results written by the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/search?q=opening+hours');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('searchbox', { name: 'Words to search for' })).toHaveValue('opening hours');
    await expect(
      page.locator('#resultats-recherche').getByRole('link', { name: 'Plan your visit' }),
    ).toBeVisible();
    await context.close();
  });
});
