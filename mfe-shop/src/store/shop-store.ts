import { createStore, useStore } from 'zustand';
import { loadCart, saveCart, type StorageLike } from '@mtdm/shared/storage';
import { createCartSlice } from './cart-slice';
import type { ShopState } from './shop-state';
import { createUiSlice } from './ui-slice';

/**
 * The shop's one store, built from its slices. The cart lines are read from sessionStorage 'cart'
 * (corrupt or foreign data gives an empty cart) and written back there, as a plain JSON list of
 * lines, on every change. `storage` defaults to the window's sessionStorage (tests pass their own).
 */
export function createShopStore(storage?: StorageLike) {
  const store = createStore<ShopState>()((...args) => ({
    ...createCartSlice(...args),
    ...createUiSlice(...args),
  }));
  // An empty cart keeps the very value the page was rendered with: the components reading it after
  // hydration see no change, so React need not render them again at once (an urgent update while
  // the page is still being hydrated would make it hydrate all the rest in one long task).
  const stored = loadCart(storage);
  if (stored.length > 0) store.setState({ lines: stored });
  store.subscribe((state, previous) => {
    if (state.lines !== previous.lines) saveCart(state.lines, storage);
  });
  return store;
}

/** The store of this remote, created when the first shop page loads. */
export const shopStore = createShopStore();

/** Reads the shop store through a selector. */
export function useShopStore<T>(selector: (state: ShopState) => T): T {
  return useStore(shopStore, selector);
}
