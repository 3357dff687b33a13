import type { Locator, Page } from '@playwright/test';
import { paths } from '@mtdm/shared/routing';
import { productAnchor } from '@mtdm/shared/search/page-marks';
import { publishedContent } from './content';

export { PRODUCTS_PER_PAGE } from '@mtdm/shared/catalogue';

/** Spaces of any kind as one ordinary space, as an accessible name is matched. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** A published product, by its name (the name's no-break spaces may be written as plain ones). */
export function productNamed(name: string) {
  const product = publishedContent.products.find((candidate) => spaced(candidate.name) === spaced(name));
  if (!product) throw new Error(`Aucun produit publié ne s’appelle ${name}`);
  return product;
}

/**
 * The shop opened at a product's card, as a search result leads there: the catalogue shows the page that
 * holds it. Returns the card.
 */
export async function openShopAt(page: Page, product: { readonly id: string; readonly name: string }) {
  await page.goto(`${paths.shop}#${productAnchor(product.id)}`);
  return page.getByRole('list', { name: 'Produits' }).getByRole('article', { name: product.name }) as Locator;
}
