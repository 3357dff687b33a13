import { shopStore } from '../store';

/** A fresh shop for each test: empty storages, empty cart, no overlay open. */
export function resetShop(): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
  shopStore.setState({ lines: [], cartOpen: false, checkoutOpen: false });
}
