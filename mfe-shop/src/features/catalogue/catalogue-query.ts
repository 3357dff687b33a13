import { isProductCategory, type PriceSort, type ProductCategory } from '@mtdm/shared/catalogue';

/** Query parameters of the shop address: ?tri=croissant&categorie=mugs&categorie=livres */
const QUERY_KEYS = { sort: 'tri', category: 'categorie' } as const;

const SORT_IN_URL: Record<Exclude<PriceSort, 'none'>, string> = { asc: 'croissant', desc: 'decroissant' };

export interface CatalogueQuery {
  readonly sort: PriceSort;
  readonly categories: readonly ProductCategory[];
}

/** Reads the filter and sort from the address; unknown values are ignored. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const sortText = params.get(QUERY_KEYS.sort);
  const sort: PriceSort =
    sortText === SORT_IN_URL.asc ? 'asc' : sortText === SORT_IN_URL.desc ? 'desc' : 'none';
  const categories = [...new Set(params.getAll(QUERY_KEYS.category))].filter(isProductCategory);
  return { sort, categories };
}

/** Writes the filter and sort into the address, keeping any other parameter. */
export function writeCatalogueQuery(params: URLSearchParams, query: CatalogueQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(QUERY_KEYS.sort);
  next.delete(QUERY_KEYS.category);
  if (query.sort !== 'none') next.set(QUERY_KEYS.sort, SORT_IN_URL[query.sort]);
  for (const category of query.categories) next.append(QUERY_KEYS.category, category);
  return next;
}
