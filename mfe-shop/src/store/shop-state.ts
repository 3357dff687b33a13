import type { CartSlice } from './cart-slice';
import type { UiSlice } from './ui-slice';

export type ShopState = CartSlice & UiSlice;
