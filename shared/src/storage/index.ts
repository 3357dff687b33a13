export { STORAGE_KEYS } from './keys';
export { browserSessionStorage, browserLocalStorage, safeGet, safeSet, safeRemove } from './browser-storage';
export type { StorageLike } from './browser-storage';
export { loadCart, saveCart, clearCart } from './cart-storage';
export {
  isPlausibleId,
  savePaymentIds,
  readPaymentIds,
  clearPaymentIds,
  resolveConfirmationIds,
} from './payment-ids';
export type { StoredPaymentIds } from './payment-ids';
export { generateCustomerId } from './customer-id';
export type { CustomerIdOptions } from './customer-id';
