import styled from 'styled-components';
import { pages, type PageKey } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { CartButton } from '../features/cart/cart-button';
import { CartPanel } from '../features/cart/cart-panel';
import { CATALOGUE_FILTERS_ID, CatalogueView } from '../features/catalogue/catalogue-view';
import { CheckoutModal } from '../features/checkout/checkout-modal';

export const page: PageKey = 'shop';

/**
 * The page's bar: its title and the cart button. On a phone it stays at the top of the window while the
 * products scroll (the cart and its count always in reach) and offers a link back to the filters.
 */
const ShopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
  }

  ${({ theme }) => theme.media.upToWidgets} {
    position: sticky;
    top: 0;
    z-index: 10;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0 -${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};

    h1 {
      min-width: 0;
      margin-right: auto;
      overflow: hidden;
      font-size: 1.25rem;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
  }
`;

/** On a phone only: one tap back to the sort and category filters, wherever the visitor is in the list. */
const FiltersLink = styled.a`
  display: none;

  ${({ theme }) => theme.media.upToWidgets} {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

/** /pages/laboutique: the page composes the catalogue, the cart and the checkout. */
export default function ShopPage() {
  return (
    <PageSection>
      <ShopBar>
        <h1>{pages.shop.title}</h1>
        <FiltersLink href={`#${CATALOGUE_FILTERS_ID}`}>Filtres</FiltersLink>
        <CartButton />
      </ShopBar>
      <CatalogueView />
      <CartPanel />
      <CheckoutModal />
    </PageSection>
  );
}
