import type { StateCreator } from 'zustand';
import type { ShopState } from './shop-state';

/** Which overlay of the shop is open: the cart panel or the payment modal (never both). */
export interface UiSlice {
  readonly cartOpen: boolean;
  readonly checkoutOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  /** The pay button of the cart: closes the cart and opens the payment modal. */
  startCheckout: () => void;
  closeCheckout: () => void;
}

export const createUiSlice: StateCreator<ShopState, [], [], UiSlice> = (set) => ({
  cartOpen: false,
  checkoutOpen: false,
  openCart: () => set({ cartOpen: true, checkoutOpen: false }),
  closeCart: () => set({ cartOpen: false }),
  startCheckout: () => set({ cartOpen: false, checkoutOpen: true }),
  closeCheckout: () => set({ checkoutOpen: false }),
});
