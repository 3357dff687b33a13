import { findDocumentRow } from './document-store';
import { findPayment } from '../payments/payment-store';
import type { Services } from '../services';
import { checkDocumentToken, type TokenCheck } from './document-links';
import { renderPaymentDocument, type RenderedDocument } from './render-document';

export type DocumentDownload =
  | { readonly ok: true; readonly kind: string; readonly document: RenderedDocument }
  | { readonly ok: false; readonly reason: Exclude<TokenCheck, { ok: true }>['reason'] | 'cancelled' };

/**
 * A tax receipt or an attestation by its payer's link: the same document every time. A wrong,
 * altered or expired link, or a document that no longer exists, gets no document.
 */
export async function downloadDocument(services: Services, token: string): Promise<DocumentDownload> {
  const check = checkDocumentToken(
    services.documentLinkSecret,
    token,
    (paymentId) => findPayment(services.db, paymentId)?.customerId,
    services.now(),
  );
  if (!check.ok) return { ok: false, reason: check.reason };
  // A document of a payment refunded since: cancelled, said so, never served.
  if (findDocumentRow(services.db, check.ref)?.voidedAt) return { ok: false, reason: 'cancelled' };
  const document = await renderPaymentDocument(services.db, check.ref);
  return document ? { ok: true, kind: check.ref.kind, document } : { ok: false, reason: 'invalid' };
}
