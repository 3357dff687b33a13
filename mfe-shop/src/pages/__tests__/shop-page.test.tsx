import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knownCollection } from '@mtdm/shared/content';
import { PRODUCT_CATEGORIES, PRODUCTS_PER_PAGE } from '@mtdm/shared/catalogue';
import { productAnchor } from '@mtdm/shared/search/page-marks';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { shopStore } from '../../store';
import { LocationProbe } from '../../testing/location-probe';
import { resetShop } from '../../testing/reset-shop';
import ShopView from '../shop-page';

const products = knownCollection('products')!;
/** The catalogue shows this many products a page. */
const PAGE = PRODUCTS_PER_PAGE;
const pageCount = Math.ceil(products.length / PAGE);

function renderShop(route = paths.shop) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ShopView />
      <LocationProbe />
    </>,
    { route },
  );
  return user;
}

const productNames = () =>
  within(screen.getByRole('list', { name: 'Produits' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const prices = () =>
  within(screen.getByRole('list', { name: 'Produits' }))
    .getAllByRole('article')
    .map(
      (card) =>
        products.find((product) => product.name === within(card).getByRole('heading').textContent)?.price,
    );
const search = () =>
  decodeURIComponent(screen.getByTestId('location-search').textContent ?? '').replace(/\+/g, ' ');

beforeEach(resetShop);

describe('shop page: catalogue', () => {
  it('shows the notice with a link to the association form, and the first twelve products with their euro price', () => {
    renderShop();
    expect(screen.getByRole('link', { name: /contacter l’association/ })).toHaveAttribute(
      'href',
      paths.contactAssociation,
    );
    expect(productNames()).toEqual(products.slice(0, PAGE).map((product) => product.name));
    expect(screen.getByText(`${products.length} produits, page 1 sur ${pageCount}`)).toBeInTheDocument();
    const first = products.find((product) => !product.sizes?.length)!;
    const card = screen.getByRole('article', { name: first.name });
    expect(within(card).getByText(/^\d+,\d{2}\s€$/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: first.imageAlt ?? first.name })).toHaveAttribute(
      'width',
      '400',
    );
    expect(within(card).getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(1);
    expect(within(card).queryByRole('combobox', { name: 'Taille' })).not.toBeInTheDocument();
  });

  it('sorts by price ascending and descending, and writes the sort in the address', async () => {
    const user = renderShop();
    const sort = screen.getByRole('combobox', { name: 'Trier par prix' });
    const allPrices = products.map((product) => product.price);
    await user.selectOptions(sort, 'Prix croissant');
    expect(prices()).toEqual([...allPrices].sort((a, b) => a - b).slice(0, PAGE));
    expect(search()).toBe('?tri=croissant');
    await user.selectOptions(sort, 'Prix décroissant');
    expect(prices()).toEqual([...allPrices].sort((a, b) => b - a).slice(0, PAGE));
    await user.selectOptions(sort, 'Sans tri');
    expect(productNames()).toEqual(products.slice(0, PAGE).map((product) => product.name));
    expect(search()).toBe('');
  });

  it('offers the 17 categories in the select and in the checkbox list, which drive the same filter', async () => {
    const user = renderShop();
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    const list = screen.getByRole('group', { name: 'Catégories' });
    expect(within(select).getAllByRole('option')).toHaveLength(PRODUCT_CATEGORIES.length + 1);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(PRODUCT_CATEGORIES.length + 1);

    await user.selectOptions(select, 'Mugs');
    expect(productNames()).toEqual(products.filter((p) => p.category === 'mugs').map((p) => p.name));
    expect(within(list).getByRole('checkbox', { name: 'Mugs' })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: 'Toutes' })).not.toBeChecked();
    expect(search()).toBe('?categorie=mugs');

    await user.click(within(list).getByRole('checkbox', { name: 'Parfum' }));
    expect(productNames()).toHaveLength(
      products.filter((p) => ['mugs', 'parfum'].includes(p.category)).length,
    );
    expect(select).toHaveDisplayValue('Plusieurs catégories (2)');

    await user.click(within(list).getByRole('checkbox', { name: 'Toutes' }));
    expect(productNames()).toHaveLength(PAGE);
    expect(select).toHaveDisplayValue('Toutes les catégories');
    expect(search()).toBe('');
  });

  it('restores the filter and sort from a shared address and ignores unknown values', () => {
    renderShop(`${paths.shop}?categorie=livres&categorie=inconnue&tri=decroissant`);
    const books = products.filter((p) => p.category === 'livres').sort((a, b) => b.price - a.price);
    expect(productNames()).toEqual(books.map((p) => p.name));
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Livres');
    expect(screen.getByRole('combobox', { name: 'Trier par prix' })).toHaveDisplayValue('Prix décroissant');
  });

  it('adds a product with its size and quantity, and the cart button counts the articles', async () => {
    const user = renderShop(`${paths.shop}?categorie=polos - T-shirt`);
    const polo = screen.getByRole('article', { name: 'Polo homme brodé ancre d’or' });
    await user.selectOptions(within(polo).getByRole('combobox', { name: 'Taille' }), 'XL');
    const quantity = within(polo).getByRole('spinbutton', { name: 'Quantité' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(polo).getByRole('button', { name: /Ajouter au panier/ }));
    expect(shopStore.getState().lines).toMatchObject([
      { name: 'Polo homme brodé ancre d’or', selectedSize: 'XL', quantity: 2 },
    ]);
    expect(screen.getByRole('button', { name: 'Panier : 2 articles' })).toBeInTheDocument();
    // Said beside the button that was pressed, and only there.
    expect(within(polo).getByRole('status')).toHaveTextContent(/ajouté au panier \(quantité : 2\)/);
    expect(screen.getAllByText(/ajouté au panier/)).toHaveLength(1);
    expect(quantity).toHaveValue(1);
    expect(JSON.parse(window.sessionStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });
});

describe('shop page: the catalogue a page at a time', () => {
  const pagination = () => screen.getByRole('navigation', { name: 'Pages du catalogue' });

  it('links every page by its number, marks the current one, and the count takes the focus', async () => {
    const user = renderShop();
    expect(within(pagination()).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination()).queryByRole('link', { name: 'Page précédente' })).not.toBeInTheDocument();
    expect(within(pagination()).getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(pageCount);

    await user.click(within(pagination()).getByRole('link', { name: 'Page suivante' }));
    expect(productNames()).toEqual(products.slice(PAGE, 2 * PAGE).map((product) => product.name));
    expect(search()).toBe('?page=2');
    const count = screen.getByText(`${products.length} produits, page 2 sur ${pageCount}`);
    expect(count).toHaveFocus();
    expect(within(pagination()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pagination()).getByRole('link', { name: `Page ${pageCount}` }));
    expect(productNames()).toEqual(products.slice((pageCount - 1) * PAGE).map((product) => product.name));
    expect(within(pagination()).queryByRole('link', { name: 'Page suivante' })).not.toBeInTheDocument();
  });

  it('keeps the filter in the links between pages, and a new sort starts again from page 1', async () => {
    const user = renderShop(`${paths.shop}?tri=croissant&page=2`);
    const ascending = [...products].sort((a, b) => a.price - b.price);
    expect(productNames()).toEqual(ascending.slice(PAGE, 2 * PAGE).map((product) => product.name));
    expect(within(pagination()).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      `${paths.shop}?tri=croissant&page=3`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par prix' }), 'Prix décroissant');
    expect(search()).toBe('?tri=decroissant');
    expect(screen.getByText(`${products.length} produits, page 1 sur ${pageCount}`)).toBeInTheDocument();
  });

  it('shows no links between pages when one page holds the view, and a page past the end shows the last', () => {
    renderShop(`${paths.shop}?categorie=mugs&page=9`);
    expect(productNames()).toEqual(products.filter((p) => p.category === 'mugs').map((p) => p.name));
    expect(screen.queryByRole('navigation', { name: 'Pages du catalogue' })).not.toBeInTheDocument();
  });

  it("opens the page that holds a product named by the address's anchor (a search result)", () => {
    const last = products[products.length - 1]!;
    window.history.replaceState(null, '', `${paths.shop}#${productAnchor(last.id)}`);
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderShop();
    expect(productNames()).toContain(last.name);
    expect(search()).toBe(`?page=${pageCount}`);
    expect(scrolled.mock.contexts).toContain(document.getElementById(productAnchor(last.id)));
    window.history.replaceState(null, '', '/');
  });
});

it('carries schema.org Product data of the whole catalogue', () => {
  const { container } = renderWithProviders(<ShopView />, { route: paths.shop });
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(data['@type']).toBe('ItemList');
  expect(data.itemListElement).toHaveLength(products.length);
  expect(data.itemListElement[0].item).toMatchObject({
    '@type': 'Product',
    offers: { '@type': 'Offer', priceCurrency: 'EUR' },
  });
});

it('folds the category list behind a "Filtrer" button on a phone, which says how many are chosen', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ShopView />, { route: `${paths.shop}?categorie=mugs&categorie=livres` });
  const toggle = screen.getByRole('button', { name: 'Filtrer par catégories (2 choisies)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
    screen.getByRole('group', { name: 'Catégories' }),
  );
});
