import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  filterByCategories,
  pageCount,
  pageWithin,
  productsOfPage,
  sortByPrice,
} from '@mtdm/shared/catalogue';
import { StructuredData, useContent, useElementId, VisuallyHidden } from '@mtdm/shared/ui';
import { catalogueStructuredData } from './catalogue-structured-data';
import { CategoryDisclosure } from './category-disclosure';
import { CategoryChecklist, CategorySelect, FilterBar, SortSelect } from './catalogue-filters';
import { CataloguePagination } from './catalogue-pagination';
import { ProductGrid } from './product-grid';
import { ShopNotice } from './shop-notice';
import { useAnchoredProduct } from './use-anchored-product';
import { useAddToCart } from '../../common/use-add-to-cart';
import { useCatalogueQuery } from './use-catalogue-query';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Wide screens: the filters in a column beside the products, so the first products are in sight. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.aboveMenu} {
    grid-template-columns: 17rem minmax(0, 1fr);
    align-items: start;
  }
`;

/** The filters' address within the page, for the phone's « Filtres » link. */
export const CATALOGUE_FILTERS_ID = 'filtres';

const Filters = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  /* Below the phone's sticky bar when reached by its link. */
  scroll-margin-top: 5rem;
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  /* Reached by a link between pages: below the phone's sticky bar. */
  scroll-margin-top: 5rem;
`;

/** The catalogue: notice, sort and category filters (kept in the address), a page of the product grid. */
export function CatalogueView() {
  const products = useContent('products');
  const filtersTitleId = useElementId('filtres');
  const { sort, categories, page, addressApplied, searchOfPage, setPage, setSort, setCategories } =
    useCatalogueQuery();
  const { add, lastAdded } = useAddToCart();
  const structuredData = useMemo(() => catalogueStructuredData(products), [products]);
  const matching = sortByPrice(filterByCategories(products, categories), sort);
  const pages = pageCount(matching.length);
  const current = pageWithin(page, matching.length);
  const shown = productsOfPage(matching, current);
  useAnchoredProduct({ products: matching, page: current, ready: addressApplied, showPage: setPage });

  // After a link to another page, the count that names the page takes the focus, at the top of the list.
  const count = useRef<HTMLParagraphElement>(null);
  const [pageFollowed, setPageFollowed] = useState(false);
  useEffect(() => {
    if (!pageFollowed) return;
    count.current?.focus();
    count.current?.scrollIntoView?.({ block: 'start' });
    setPageFollowed(false);
  }, [pageFollowed, current]);

  return (
    <Stack>
      <StructuredData data={structuredData} />
      <ShopNotice />
      <Layout>
        <Filters id={CATALOGUE_FILTERS_ID} aria-labelledby={filtersTitleId}>
          <VisuallyHidden as="h2" id={filtersTitleId}>
            Trier et filtrer les produits
          </VisuallyHidden>
          <FilterBar>
            <SortSelect value={sort} onChange={setSort} />
            <CategorySelect selected={categories} onChange={setCategories} />
          </FilterBar>
          <CategoryDisclosure chosen={categories.length}>
            <CategoryChecklist selected={categories} onChange={setCategories} />
          </CategoryDisclosure>
        </Filters>
        <Results>
          <Count ref={count} tabIndex={-1} aria-live="polite">
            {matching.length} produit{matching.length > 1 ? 's' : ''}
            {pages > 1 && `, page ${current} sur ${pages}`}
          </Count>
          <ProductGrid products={shown} onAdd={add} lastAdded={lastAdded} />
          <CataloguePagination
            page={current}
            pages={pages}
            searchOfPage={searchOfPage}
            onFollow={() => setPageFollowed(true)}
          />
        </Results>
      </Layout>
    </Stack>
  );
}
