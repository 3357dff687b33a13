/**
 * The catalogue shows its products a page at a time. Each product's quantity field is a form control
 * the browser reads when the page loads (autofill), so a page of twelve, not the whole catalogue, keeps
 * the shop's first load as quick as the other pages'.
 */
export const PRODUCTS_PER_PAGE = 12;

/** How many pages the given number of products fills (at least one, even when none match). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
}

/** The page asked for, brought within the pages there are. */
export function pageWithin(page: number, total: number): number {
  return Math.min(Math.max(1, page), pageCount(total));
}

/** The products of one page (pages count from 1). */
export function productsOfPage<T>(products: readonly T[], page: number): readonly T[] {
  const start = (pageWithin(page, products.length) - 1) * PRODUCTS_PER_PAGE;
  return products.slice(start, start + PRODUCTS_PER_PAGE);
}

/** The page that holds the product at this position in the list. */
export function pageOfPosition(index: number): number {
  return Math.floor(index / PRODUCTS_PER_PAGE) + 1;
}
