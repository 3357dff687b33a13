import {
  confirmPayment,
  type ConfirmationKind,
  type ConfirmedPayment,
  type PaymentIds,
} from '../../contracts';

const pending = new Map<string, Promise<ConfirmedPayment>>();

/**
 * Calls confirmShopPayment, confirmMembership or confirmDonation once per kind and pair of ids, even if the page mounts twice (React StrictMode in
 * development): a second mount reuses the first request instead of confirming again with cleared ids.
 */
export function confirmPaymentOnce(kind: ConfirmationKind, ids: PaymentIds): Promise<ConfirmedPayment> {
  const key = `${kind}|${ids.paymentId ?? ''}|${ids.customerId ?? ''}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const request = confirmPayment(kind, ids).finally(() => {
    setTimeout(() => pending.delete(key), 0);
  });
  pending.set(key, request);
  return request;
}
