import AxeBuilder from '@axe-core/playwright';
import { pageOfPosition } from '@mtdm/shared/catalogue';
import { itemPathOf, paths } from '@mtdm/shared/routing';
import { publishedContent } from '../support/content';
import { expect, test } from '../support/fixtures';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const HELMET = publishedContent.products.find((product) => product.id === 'casque-colonial-replique')!;

const violations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );

test.describe('a page per product and per object', () => {
  test('from the shop to a product: its page, its picture enlarged by keyboard, the cart kept', async ({
    page,
  }) => {
    await page.goto(`${paths.shop}?categorie=coiffures`);
    await page.getByRole('link', { name: HELMET.name }).click();
    await expect(page).toHaveURL(itemPathOf('shop', HELMET.id));
    await expect(page.getByRole('heading', { level: 1, name: HELMET.name })).toBeVisible();
    await expect(page).toHaveTitle(`${HELMET.name} | Musée des Troupes de Marine`);

    await page.getByRole('button', { name: /Ajouter au panier/ }).click();
    await expect(page.getByText(`« ${HELMET.name} » ajouté au panier`, { exact: false })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Panier\s: 1 article/ })).toBeVisible();

    // The keyboard alone: open the enlarged picture, make it twice as wide, close it, focus returns.
    const enlarge = page.getByRole('button', { name: 'Agrandir l’image' });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Image agrandie : ${HELMET.name}` });
    await expect(dialog).toBeVisible();
    const picture = dialog.getByRole('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const before = await picture.evaluate((img) => img.getBoundingClientRect().width);
    await dialog.getByRole('button', { name: 'Agrandir encore' }).press('Enter');
    await expect
      .poll(() => picture.evaluate((img) => img.getBoundingClientRect().width))
      .toBeGreaterThan(before * 1.9);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();

    // Back to the shop, at the product's card: the page that holds it is shown (its number replaces the
    // anchor in the address once followed), the card in view.
    await page.getByRole('link', { name: /Toute la boutique/ }).click();
    await expect(
      page.getByRole('list', { name: 'Produits' }).getByRole('article', { name: HELMET.name }),
    ).toBeInViewport();
    const helmetPage = pageOfPosition(publishedContent.products.indexOf(HELMET));
    await expect(page).toHaveURL(
      helmetPage === 1
        ? new RegExp(`${paths.shop}#produit-${HELMET.id}$`)
        : new RegExp(`${paths.shop}\\?page=${helmetPage}$`),
    );
  });

  test('from the collections to an object, then to the next, and the search finds it', async ({ page }) => {
    await page.goto(paths.collections);
    await page.getByRole('link', { name: 'Casque colonial', exact: true }).click();
    await expect(page).toHaveURL(itemPathOf('collections', 'casque-colonial'));
    await expect(page.getByRole('heading', { level: 1, name: 'Casque colonial' })).toBeVisible();
    await page.getByRole('link', { name: /Objet suivant\s: Carnet de route du Tonkin/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Carnet de route du Tonkin' })).toBeVisible();
    await expect(page).toHaveTitle('Carnet de route du Tonkin | Musée des Troupes de Marine');

    await page.goto('/pages/Recherche?q=casque+adrian');
    const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await expect(first).toHaveAttribute('href', itemPathOf('collections', 'casque-adrian'));
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('both pages pass axe, and the enlarged picture can be scrolled', async ({ page }) => {
      for (const path of [itemPathOf('shop', HELMET.id), itemPathOf('collections', 'casque-colonial')]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page), path).toEqual([]);
        const scrolls = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(scrolls, `${path} : pas de défilement horizontal`).toBe(true);
      }
      await page.getByRole('button', { name: 'Agrandir l’image' }).click();
      const dialog = page.getByRole('dialog', { name: /^Image agrandie/ });
      await dialog.getByRole('button', { name: 'Agrandir encore' }).click();
      const viewer = dialog.getByRole('region', { name: /^Image agrandie, à faire défiler/ });
      await expect
        .poll(() => viewer.evaluate((element) => element.scrollWidth > element.clientWidth))
        .toBe(true);
      expect(await violations(page)).toEqual([]);
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a product page is served whole, described for search engines, and listed in the sitemap', async ({
    page,
    request,
  }) => {
    const response = await page.goto(itemPathOf('shop', HELMET.id));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: HELMET.name })).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ '@type': 'Product', name: HELMET.name, offers: { priceCurrency: 'EUR' } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${itemPathOf('shop', HELMET.id)}$`),
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const product of publishedContent.products)
      expect(sitemap).toContain(`${itemPathOf('shop', product.id)}</loc>`);
    expect(sitemap).toContain(`${itemPathOf('collections', 'shako-1830')}</loc>`);
    expect((await request.get(itemPathOf('shop', 'nexistepas'))).status()).toBe(404);
  });
});
