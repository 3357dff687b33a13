import { isProductCategory, type PriceSort, type ProductCategory } from '@mtdm/shared/catalogue';

/** Query parameters of the shop address: ?tri=croissant&categorie=mugs&categorie=livres&page=2 */
const QUERY_KEYS = { sort: 'tri', category: 'categorie', page: 'page' } as const;

const SORT_IN_URL: Record<Exclude<PriceSort, 'none'>, string> = { asc: 'croissant', desc: 'decroissant' };

export interface CatalogueQuery {
  readonly sort: PriceSort;
  readonly categories: readonly ProductCategory[];
  /** The page of the catalogue shown, from 1 (the first page is not written in the address). */
  readonly page: number;
}

/** Reads the filter, sort and page from the address; unknown values are ignored. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const sortText = params.get(QUERY_KEYS.sort);
  const sort: PriceSort =
    sortText === SORT_IN_URL.asc ? 'asc' : sortText === SORT_IN_URL.desc ? 'desc' : 'none';
  const categories = [...new Set(params.getAll(QUERY_KEYS.category))].filter(isProductCategory);
  const pageText = params.get(QUERY_KEYS.page) ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  return { sort, categories, page };
}

/** Writes the filter, sort and page into the address, keeping any other parameter. */
export function writeCatalogueQuery(params: URLSearchParams, query: CatalogueQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(QUERY_KEYS.sort);
  next.delete(QUERY_KEYS.category);
  next.delete(QUERY_KEYS.page);
  if (query.sort !== 'none') next.set(QUERY_KEYS.sort, SORT_IN_URL[query.sort]);
  for (const category of query.categories) next.append(QUERY_KEYS.category, category);
  if (query.page > 1) next.set(QUERY_KEYS.page, String(query.page));
  return next;
}
