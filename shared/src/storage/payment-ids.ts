import { browserLocalStorage, safeGet, safeRemove, safeSet, type StorageLike } from './browser-storage';
import { STORAGE_KEYS } from './keys';

export interface StoredPaymentIds {
  readonly paymentId: string | null;
  readonly customerId: string | null;
}

/** Ids are short tokens; anything else found in storage is foreign and ignored. */
const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

function isPlausibleId(value: string | null | undefined): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

const clean = (value: string | null | undefined) => (isPlausibleId(value) ? value : null);

/** Kept between the payment start and the confirmation page (localStorage). */
export function savePaymentIds(
  ids: { paymentId: string; customerId: string },
  storage: StorageLike | undefined = browserLocalStorage(),
): void {
  safeSet(storage, STORAGE_KEYS.paymentId, ids.paymentId);
  safeSet(storage, STORAGE_KEYS.customerId, ids.customerId);
}

export function readPaymentIds(storage: StorageLike | undefined = browserLocalStorage()): StoredPaymentIds {
  return {
    paymentId: clean(safeGet(storage, STORAGE_KEYS.paymentId)),
    customerId: clean(safeGet(storage, STORAGE_KEYS.customerId)),
  };
}

/** Removed after a successful confirmation. */
export function clearPaymentIds(storage: StorageLike | undefined = browserLocalStorage()): void {
  safeRemove(storage, STORAGE_KEYS.paymentId);
  safeRemove(storage, STORAGE_KEYS.customerId);
}

/**
 * Ids for a confirmation page: from its address when the provider brought the visitor back (`id`,
 * the customer; `payment`, the payment's reference, which the server checks against the customer),
 * otherwise from localStorage: a reload after the stored ids were cleared finds the payment again.
 */
export function resolveConfirmationIds(
  search: string,
  storage: StorageLike | undefined = browserLocalStorage(),
): StoredPaymentIds {
  const stored = readPaymentIds(storage);
  const query = new URLSearchParams(search);
  return {
    paymentId: clean(query.get('payment')) ?? stored.paymentId,
    customerId: clean(query.get('id')) ?? stored.customerId,
  };
}
