import { parseCartText } from '../commerce/cart-line';
import type { CartLine } from '../catalogue/product';
import { browserSessionStorage, safeGet, safeRemove, safeSet, type StorageLike } from './browser-storage';
import { STORAGE_KEYS } from './keys';

/** Reads sessionStorage 'cart'; corrupt JSON or foreign lines are discarded, never thrown. */
export function loadCart(storage: StorageLike | undefined = browserSessionStorage()): CartLine[] {
  return parseCartText(safeGet(storage, STORAGE_KEYS.cart));
}

/** Saves the cart as JSON text under 'cart'. */
export function saveCart(
  lines: readonly CartLine[],
  storage: StorageLike | undefined = browserSessionStorage(),
): void {
  safeSet(storage, STORAGE_KEYS.cart, JSON.stringify(lines));
}

export function clearCart(storage: StorageLike | undefined = browserSessionStorage()): void {
  safeRemove(storage, STORAGE_KEYS.cart);
}
