import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPaymentDocumentKind } from '@mtdm/shared/contracts';
import type { PaymentDocumentRef } from '@mtdm/shared/contracts';

/** Where documents are downloaded: `${DOCUMENTS_PATH}/<token>`. */
export const DOCUMENTS_PATH = '/api/documents';

/** How long a download link works (the document also travels attached to the confirmation mail). */
export const DOCUMENT_LINK_DAYS = 30;

const signature = (secret: string, payload: string, customerId: string) =>
  createHmac('sha256', secret).update(`${payload}|${customerId}`).digest('base64url');

/**
 * A link only the payer holds: the document, the payment, its version (a correction), an expiry, and an HMAC of these and the
 * payment's customer id (which only the payer's browser and our database know), keyed by this
 * deployment's secret. Nothing in it can be guessed or changed without the secret.
 */
export function documentToken(
  secret: string,
  ref: PaymentDocumentRef,
  customerId: string,
  expiresAt: Date,
): string {
  // The first version is named by no number: links made before versions existed stay the same.
  const version = ref.version && ref.version > 1 ? `.v${ref.version}` : '';
  const payload = `${ref.kind}.${ref.paymentId}.${Math.floor(expiresAt.getTime() / 1000)}${version}`;
  return `${payload}.${signature(secret, payload, customerId)}`;
}

export type TokenCheck =
  | { readonly ok: true; readonly ref: PaymentDocumentRef }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/**
 * Checks a token against the customer id recorded for its payment (`customerIdOf`: undefined when
 * the payment is unknown). Expired is told apart only for a token that is otherwise genuine.
 */
export function checkDocumentToken(
  secret: string,
  token: string,
  customerIdOf: (paymentId: string) => string | undefined,
  now: Date,
): TokenCheck {
  const match =
    /^([a-z-]+)\.(pay_[0-9a-f]{32})\.(\d{1,12})(\.v[2-9]\d{0,3}|\.v[1-9]\d{1,3})?\.([A-Za-z0-9_-]{43})$/.exec(
      token,
    );
  if (!match) return { ok: false, reason: 'invalid' };
  const [, kind, paymentId, expires, version = '', given] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  if (!isPaymentDocumentKind(kind)) return { ok: false, reason: 'invalid' };
  const customerId = customerIdOf(paymentId);
  if (customerId === undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, `${kind}.${paymentId}.${expires}${version}`, customerId));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, ref: { kind, paymentId, ...(version ? { version: Number(version.slice(2)) } : {}) } };
}

/** The download address of a document for its payer, valid DOCUMENT_LINK_DAYS from `now`. */
export function documentUrl(
  baseUrl: string,
  secret: string,
  ref: PaymentDocumentRef,
  customerId: string,
  now: Date,
): string {
  const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_DAYS * 24 * 3600 * 1000);
  return `${baseUrl}${DOCUMENTS_PATH}/${documentToken(secret, ref, customerId, expiresAt)}`;
}
