import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@mtdm/shared/router';
import type { PriceSort, ProductCategory } from '@mtdm/shared/catalogue';
import { parseCatalogueQuery, writeCatalogueQuery } from './catalogue-query';

/** The filter and sort of the catalogue, kept in the address so a view can be shared and reloaded. */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  // The pre-rendered page holds the whole catalogue: the address's filter and sort apply once the page
  // is hydrated, so that hydration first renders what the HTML shows.
  const [addressApplied, setAddressApplied] = useState(false);
  useEffect(() => startTransition(() => setAddressApplied(true)), []);
  const query = useMemo(
    () => parseCatalogueQuery(addressApplied ? params : new URLSearchParams()),
    [addressApplied, params],
  );

  const update = useCallback(
    (change: { sort?: PriceSort; categories?: readonly ProductCategory[] }) =>
      setParams((current) => writeCatalogueQuery(current, { ...parseCatalogueQuery(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );

  return {
    ...query,
    setSort: (sort: PriceSort) => update({ sort }),
    setCategories: (categories: readonly ProductCategory[]) => update({ categories }),
  };
}
