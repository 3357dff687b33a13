export { STORAGE_KEYS } from './keys';
export { browserSessionStorage, browserLocalStorage, safeGet, safeSet, safeRemove } from './browser-storage';
export type { StorageLike } from './browser-storage';
export { loadCart, saveCart, clearCart } from './cart-storage';
export { savePaymentIds, readPaymentIds, clearPaymentIds, resolveConfirmationIds } from './payment-ids';
export { generateCustomerId } from './customer-id';
