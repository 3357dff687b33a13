import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@mtdm/shared/router';
import type { PriceSort, ProductCategory } from '@mtdm/shared/catalogue';
import { parseCatalogueQuery, writeCatalogueQuery } from './catalogue-query';

/** The filter and sort of the catalogue, kept in the address so a view can be shared and reloaded. */
export function useCatalogueQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseCatalogueQuery(params), [params]);

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
