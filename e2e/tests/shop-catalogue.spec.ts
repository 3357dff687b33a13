import { paths } from '@mtdm/shared/routing';
import { publishedContent } from '../support/content';
import { expect, test } from '../support/fixtures';
import { openShopAt, PRODUCTS_PER_PAGE, productNamed } from '../support/shop-catalogue';

const { products } = publishedContent;

const POLO = 'Polo homme brodé ancre d’or';

test.describe('shop catalogue and cart', () => {
  test('browse, filter and sort through the address, add with a size, reload and find the cart', async ({
    page,
  }) => {
    await page.goto(paths.shop);
    await expect(page.getByRole('heading', { level: 1, name: 'La boutique' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Produits' });
    await expect(grid.getByRole('article')).toHaveCount(PRODUCTS_PER_PAGE);
    await expect(page.getByRole('link', { name: /contacter l’association/ })).toHaveAttribute(
      'href',
      paths.contactAssociation,
    );

    // The images keep their space and load.
    const firstImage = grid.getByRole('img').first();
    await expect(firstImage).toHaveAttribute('width', '400');
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The category filter is shown once: on a wide screen the list beside the products (the phone's
    // select is hidden). Two categories from the list, then sort: all in the address.
    await expect(page.getByRole('combobox', { name: 'Catégorie' })).toBeHidden();
    await page
      .getByRole('group', { name: 'Catégories' })
      .getByRole('checkbox', { name: 'Polos - T-shirt' })
      .click();
    await expect(page).toHaveURL(/categorie=polos/);
    const polos = products.filter((product) => product.category === 'polos - T-shirt');
    await expect(grid.getByRole('article')).toHaveCount(polos.length);
    // The state lives in the address: click, then wait for the re-render (check() asserts at once).
    await page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox', { name: 'Mugs' }).click();
    await expect(
      page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox', { name: 'Mugs' }),
    ).toBeChecked();
    await page.getByRole('combobox', { name: 'Trier par prix' }).selectOption({ label: 'Prix décroissant' });
    await expect(page).toHaveURL(/tri=decroissant/);
    const shown = products
      .filter((product) => ['polos - T-shirt', 'mugs'].includes(product.category))
      .sort((a, b) => b.price - a.price);
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(shown.map((product) => product.name));

    // The shared address restores the same view.
    await page.reload();
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(shown.map((product) => product.name));
    await expect(
      page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox', { name: 'Mugs' }),
    ).toBeChecked();

    // Add a polo in size XL, twice one of them: the merge rule.
    const polo = page.getByRole('article', { name: POLO });
    await polo.getByRole('combobox', { name: 'Taille' }).selectOption('XL');
    await polo.getByRole('button', { name: /Ajouter au panier/ }).click();
    await polo.getByRole('combobox', { name: 'Taille' }).selectOption('XL');
    await polo.getByRole('button', { name: /Ajouter au panier/ }).click();
    await expect(page.getByRole('button', { name: 'Panier : 2 articles' })).toBeVisible();

    // "Toutes" clears the filter.
    await page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox', { name: 'Toutes' }).click();
    await expect(
      page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox', { name: 'Toutes' }),
    ).toBeChecked();
    await expect(grid.getByRole('article')).toHaveCount(PRODUCTS_PER_PAGE);
    await expect(page).not.toHaveURL(/categorie=/);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Panier : 2 articles' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('cart') ?? '[]'));
    expect(stored).toMatchObject([{ name: POLO, selectedSize: 'XL', quantity: 2 }]);

    await page.getByRole('button', { name: 'Panier : 2 articles' }).click();
    const panel = page.getByRole('dialog', { name: 'Votre panier' });
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByText('Taille : XL')).toBeVisible();
  });

  test('the cart panel works with the keyboard: plus, minus with a floor of 1, remove, Escape', async ({
    page,
  }) => {
    const mug = await openShopAt(page, productNamed('Mug « Ancre d’or »'));
    await mug.getByRole('button', { name: /Ajouter au panier/ }).click();
    const cartButton = page.getByRole('button', { name: 'Panier : 1 article' });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Votre panier' });
    await expect(panel).toBeVisible();
    const label = 'Mug « Ancre d’or »';
    await panel.getByRole('button', { name: `Augmenter la quantité de ${label}` }).press('Enter');
    await expect(panel.getByRole('status', { name: `Quantité de ${label}` })).toHaveText('2');
    await panel.getByRole('button', { name: `Diminuer la quantité de ${label}` }).press('Enter');
    await expect(panel.getByRole('status', { name: `Quantité de ${label}` })).toHaveText('1');
    await expect(panel.getByRole('button', { name: `Diminuer la quantité de ${label}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(panel.getByRole('button', { name: `Diminuer la quantité de ${label}` })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cartButton).toBeFocused();

    await cartButton.click();
    await panel.getByRole('button', { name: `Retirer ${label} du panier` }).click();
    await expect(panel.getByText('Le panier est vide.')).toBeVisible();
    // A click on the backdrop closes the panel.
    await page.mouse.click(10, 400);
    await expect(panel).toBeHidden();
  });

  test('a page at a time: the links between pages, the focus on the count, Back, and a product’s anchor', async ({
    page,
  }) => {
    const pages = Math.ceil(products.length / PRODUCTS_PER_PAGE);
    const names = (from: number) =>
      products.slice(from, from + PRODUCTS_PER_PAGE).map((product) => product.name);
    await page.goto(paths.shop);
    const grid = page.getByRole('list', { name: 'Produits' });
    const pagination = page.getByRole('navigation', { name: 'Pages du catalogue' });
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(names(0));
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // With the keyboard: the next page, then the count that names it has the focus, at the top of the list.
    await pagination.getByRole('link', { name: 'Page suivante' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(names(PRODUCTS_PER_PAGE));
    const count = page.getByText(`${products.length} produits, page 2 sur ${pages}`);
    await expect(count).toBeFocused();
    await expect(count).toBeInViewport();
    await expect(grid.getByRole('article').first()).toBeInViewport();

    // The browser's Back goes to the page before.
    await page.goBack();
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(names(0));

    // A search result names the last product: its page opens and its card is brought into view.
    const last = products[products.length - 1]!;
    const card = await openShopAt(page, last);
    await expect(card).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`\\?page=${pages}$`));
    await expect(pagination.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('corrupt data in sessionStorage gives an empty cart, not a crash', async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('cart', '{"pas": "un panier"'));
    await page.goto(paths.shop);
    await page.getByRole('button', { name: 'Panier : 0 article' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Votre panier' }).getByText('Le panier est vide.'),
    ).toBeVisible();
  });
});

test.describe('the first products in sight', () => {
  test('at 1280 px the first product is on the first screen, the filters beside the grid', async ({
    page,
  }) => {
    await page.goto(paths.shop);
    await expect(page.getByRole('list', { name: 'Produits' }).getByRole('article').first()).toBeInViewport();
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the categories are folded behind "Filtrer", the first product starts on the first screen', async ({
      page,
    }) => {
      await page.goto(paths.shop);
      const first = page.getByRole('list', { name: 'Produits' }).getByRole('article').first();
      await expect(first).toBeInViewport();
      const category = page.getByRole('checkbox', { name: 'Autocollants cartes postales' });
      await expect(category).toBeHidden();
      await page.getByRole('button', { name: 'Filtrer par catégories (toutes)' }).click();
      // The choice goes through the address (?categorie=…): the box shows it once the page has re-rendered.
      await category.click();
      await expect(category).toBeChecked();
      await expect(page.getByRole('button', { name: 'Filtrer par catégories (1 choisie)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  });
});
