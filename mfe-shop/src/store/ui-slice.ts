import type { StateCreator } from 'zustand';
import type { ShopState, UiSlice } from './shop-state';

export const createUiSlice: StateCreator<ShopState, [], [], UiSlice> = (set) => ({
  cartOpen: false,
  checkoutOpen: false,
  openCart: () => set({ cartOpen: true, checkoutOpen: false }),
  closeCart: () => set({ cartOpen: false }),
  startCheckout: () => set({ cartOpen: false, checkoutOpen: true }),
  closeCheckout: () => set({ checkoutOpen: false }),
});
