export { createShopStore, shopStore, useShopStore } from './shop-store';
export type { ShopStore } from './shop-store';
export type { ShopState } from './shop-state';
export { MAX_LINE_QUANTITY } from './cart-lines';
