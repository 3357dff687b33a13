/** The documents a confirmed membership or donation gives its payer (no zod here: pages read it). */
export const PAYMENT_DOCUMENT_KINDS = ['tax-receipt', 'membership-attestation'] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** Whether a value (a link's kind, a token's first part) names one of those documents. */
export const isPaymentDocumentKind = (value: unknown): value is PaymentDocumentKind =>
  PAYMENT_DOCUMENT_KINDS.some((kind) => kind === value);

/** A document's download link, for the payer only (signed and expiring, made by the api). */
export interface PaymentDocumentLink {
  readonly kind: PaymentDocumentKind;
  readonly url: string;
}
