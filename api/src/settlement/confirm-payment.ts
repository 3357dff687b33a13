import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmedOrder, PaymentDocumentKind } from '@mtdm/shared/contracts';
import { findPayment, type PaymentKind } from '../payments/payment-store';
import type { Services } from '../services';
import { documentUrl } from '../documents/document-links';
import { documentsOf } from '../documents/issued-documents';
import { paymentMessages } from '../payments/payment-messages';
import { settleFromProvider } from './payment-outcome';

export type Confirmation =
  | { readonly state: 'not-found' }
  | {
      readonly state: 'paid';
      readonly documents: readonly { readonly kind: PaymentDocumentKind; readonly url: string }[];
      /** A shop order: its reference and what was ordered, for its success page. */
      readonly order?: ConfirmedOrder;
    }
  | { readonly state: 'unpaid'; readonly reason: string };

const unpaidReasons = {
  cancelled: paymentMessages.cancelled,
  pending: paymentMessages.pending,
  'amount-mismatch': paymentMessages.amountMismatch,
  refunded: paymentMessages.refunded,
} as const;

/**
 * A confirmation page's question: where does this payment stand? The answer comes from the
 * provider's status, never from the redirect; idempotent. Once paid, the documents it gave
 * (membership attestation, tax receipt) as links only its payer can open.
 */
export async function confirmPayment(
  services: Services,
  kind: PaymentKind,
  ids: { readonly paymentId: string; readonly customerId: string },
  log: FastifyBaseLogger,
): Promise<Confirmation> {
  const payment = findPayment(services.db, ids.paymentId);
  if (!payment || payment.kind !== kind || payment.customerId !== ids.customerId)
    return { state: 'not-found' };
  const outcome = await settleFromProvider({ ...services, log }, payment, 'confirmation');
  if (outcome !== 'paid') return { state: 'unpaid', reason: unpaidReasons[outcome] };
  log.info({ kind, paymentId: payment.id }, 'paiement confirmé');
  const flow = services.settlement.flows[kind];
  const documents = documentsOf(services.db, payment.id).map((document) => ({
    kind: document.kind,
    url: documentUrl(
      services.config.publicBaseUrl,
      services.documentLinkSecret,
      { kind: document.kind, paymentId: payment.id, version: document.version },
      payment.customerId,
      services.now(),
    ),
  }));
  return {
    state: 'paid',
    documents,
    ...(flow.confirmedOrder ? { order: flow.confirmedOrder(services.db, payment.id) } : {}),
  };
}
