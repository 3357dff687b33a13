import type { ItemListPage } from '@mtdm/shared/routing';
import { CartButton } from '../features/cart/cart-button';
import { CartPanel } from '../features/cart/cart-panel';
import { CheckoutModal } from '../features/checkout/checkout-modal';
import { productItems } from '../features/product-page/product-heads';
import { ProductView } from '../features/product-page/product-view';

/** The page of each product, beneath the shop's address. */
export const itemOf: ItemListPage = 'shop';

/** The products that get a page, as the release renders them. */
export const itemsOf = productItems;

/** A product's page composes its view, the cart and the checkout, as the shop's page does. */
export default function ShopItemPage() {
  return (
    <ProductView cartButton={<CartButton />}>
      <CartPanel />
      <CheckoutModal />
    </ProductView>
  );
}
