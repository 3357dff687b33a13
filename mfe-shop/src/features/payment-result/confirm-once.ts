import { confirmShopPayment, type PaymentIds } from '@mtdm/shared/contracts';

const pending = new Map<string, Promise<void>>();

/**
 * Call 5 once per pair of ids, even if the page mounts twice (React StrictMode in development):
 * a second mount reuses the first request instead of confirming again with cleared ids.
 */
export function confirmShopPaymentOnce(ids: PaymentIds): Promise<void> {
  const key = `${ids.paymentId ?? ''}|${ids.customerId ?? ''}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const request = confirmShopPayment(ids).finally(() => {
    setTimeout(() => pending.delete(key), 0);
  });
  pending.set(key, request);
  return request;
}
