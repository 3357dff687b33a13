export { shopStore, useShopStore } from './shop-store';
export { MAX_LINE_QUANTITY } from './cart-lines';
