import styled from 'styled-components';
import { pages, type PageKey } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { CartButton } from '../features/cart/cart-button';
import { CartPanel } from '../features/cart/cart-panel';
import { CatalogueView } from '../features/catalogue/catalogue-view';
import { CheckoutModal } from '../features/checkout/checkout-modal';

export const page: PageKey = 'shop';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
  }
`;

/** /pages/laboutique: the page composes the catalogue, the cart and the checkout. */
export default function ShopPage() {
  return (
    <PageSection>
      <Heading>
        <h1>{pages.shop.title}</h1>
        <CartButton />
      </Heading>
      <CatalogueView />
      <CartPanel />
      <CheckoutModal />
    </PageSection>
  );
}
