import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@mtdm/shared/router';
import type { PriceSort, ProductCategory } from '@mtdm/shared/catalogue';
import { parseCatalogueQuery, writeCatalogueQuery } from './catalogue-query';

/** The filter, sort and page of the catalogue, kept in the address so a view can be shared and reloaded. */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  // The pre-rendered page holds the catalogue's first page: the address's filter, sort and page apply
  // once the page is hydrated, so that hydration first renders what the HTML shows.
  const [addressApplied, setAddressApplied] = useState(false);
  useEffect(() => startTransition(() => setAddressApplied(true)), []);
  const query = useMemo(
    () => parseCatalogueQuery(addressApplied ? params : new URLSearchParams()),
    [addressApplied, params],
  );

  // A new filter or sort starts again from the first page, and replaces the view in the history.
  const update = useCallback(
    (change: { sort?: PriceSort; categories?: readonly ProductCategory[] }) =>
      setParams(
        (current) => writeCatalogueQuery(current, { ...parseCatalogueQuery(current), ...change, page: 1 }),
        {
          replace: true,
          preventScrollReset: true,
        },
      ),
    [setParams],
  );

  /** The address of one page of the current view, for the links between pages. */
  const searchOfPage = useCallback(
    (page: number) => {
      const search = writeCatalogueQuery(params, { ...query, page }).toString();
      return search ? `?${search}` : '';
    },
    [params, query],
  );

  /** Shows another page; "replace" when the page follows from the address (a product's anchor). */
  const setPage = useCallback(
    (page: number, { replace = false } = {}) =>
      setParams((current) => writeCatalogueQuery(current, { ...parseCatalogueQuery(current), page }), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );

  return {
    ...query,
    /** True once the address's filter, sort and page are applied (after hydration). */
    addressApplied,
    searchOfPage,
    setPage,
    setSort: (sort: PriceSort) => update({ sort }),
    setCategories: (categories: readonly ProductCategory[]) => update({ categories }),
  };
}
