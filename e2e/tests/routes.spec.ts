import { remoteByName } from '@mtdm/shared/federation';
import {
  canonicalPathOf,
  languageOf,
  lowerCasePaths,
  pageAliases,
  pageDescriptions,
  pages,
  SITE_NAME,
  type PageKey,
} from '@mtdm/shared/routing';
import { routeTable } from '../../shell/src/app/route-table';
import { expect, test } from '../support/fixtures';
import { headingFor } from '../support/page-headings';

// The French pages; the visit in English has its own test (visit-in-english.spec.ts). E2E_MODULE=<folder>
// keeps the pages of one module (npm run ci:module: its routes composed with the others' builds).
const onlyModule = process.env.E2E_MODULE;
const pageKeys = (Object.keys(pages) as PageKey[]).filter(
  (key) =>
    languageOf(key) === 'fr' && (!onlyModule || remoteByName(routeTable[key].remote)?.folder === onlyModule),
);

/** The lower-case and legacy addresses of the pages, with the page each must show. */
const variants: Array<[string, PageKey]> = [
  ...new Map<string, PageKey>([
    ['/pages/lemuseeenbref', 'museumInBrief'],
    ...(Object.entries(lowerCasePaths) as Array<[PageKey | 'guidedTourLegacy', string]>)
      .filter(([key]) => key !== 'guidedTourLegacy')
      .map(([key, path]) => [path, key as PageKey] as [string, PageKey]),
    ...pageKeys.map((key) => [pages[key].path.toLowerCase(), key] as [string, PageKey]),
    ...pageAliases.map(({ path, page }) => [path, page] as [string, PageKey]),
  ]),
].filter(
  ([path, key]) =>
    path !== pages[key].path && path !== '/visiteguidee.html' && path !== '/pages/visiteguidee.html',
);

/** Tagged @federation: also run against the site built with the package's runtime (docs/upgrading.md). */
test.describe('every route of the site', { tag: '@federation' }, () => {
  for (const key of pageKeys) {
    test(`${pages[key].path} is rendered by its module inside the frame`, async ({ page }) => {
      const { remote, module } = routeTable[key];
      const exposedChunk = new RegExp(
        `/mfe/${remoteByName(remote)?.segment}/__federation_expose_${module.slice(2)}\\.`,
      );
      const ownerLoaded = page.waitForResponse((response) => exposedChunk.test(response.url()));
      const response = await page.goto(pages[key].path);
      expect(response?.status()).toBe(200);
      expect((await ownerLoaded).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: headingFor(key), exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      const title = key === 'home' ? SITE_NAME : `${pages[key].title} | ${SITE_NAME}`;
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        pageDescriptions[key],
      );
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(canonicalPathOf(key), page.url()).href,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    });
  }
});

test.describe('variants of the addresses', () => {
  for (const [path, key] of variants) {
    test(`${path} shows ${pages[key].title}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: headingFor(key), exact: true })).toBeVisible();
    });
  }

  test('/index.html and /index.php, kept by old bookmarks, lead to the home page’s own address', async ({
    page,
  }) => {
    for (const address of ['/index.html', '/index.php']) {
      await page.goto(address);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.getByRole('heading', { level: 1, name: headingFor('home') })).toBeVisible();
    }
  });

  test('visiteguidee.html leads to the guided-tour page', async ({ page }) => {
    await page.goto('/visiteguidee.html');
    await expect(page).toHaveURL(/\/pages\/VisiteGuidee$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demander une Visite Guidée' })).toBeVisible();
  });
});

test('an unknown address named like a file, or a call typed by hand, gets the page, not JSON', async ({
  page,
}) => {
  for (const [address, words] of [
    ['/pages/ancien-programme.php', 'ancien programme'],
    // A document a later content release no longer publishes, opened from an old link.
    ['/content/media/documents/news/programme-2019.pdf', 'programme 2019'],
    // A call or a module's file typed by hand: its name is no word to search with.
    ['/api/inconnu.php', ''],
    ['/mfe/shop/absent.js', ''],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Chercher la page sur le site' })).toHaveValue(words);
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  }
});

test('an unknown address gets the French not-found page, with a way home', async ({ page }) => {
  const response = await page.goto('/pages/cettepagenexistepas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page).toHaveTitle(`Page introuvable | ${SITE_NAME}`);
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: headingFor('home') })).toBeVisible();
});
