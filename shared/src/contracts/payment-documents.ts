/** The documents a confirmed membership or donation gives its payer (no zod here: pages read it). */
export const PAYMENT_DOCUMENT_KINDS = ['tax-receipt', 'membership-attestation'] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** A document's download link, for the payer only (signed and expiring, made by the api). */
export interface PaymentDocumentLink {
  readonly kind: PaymentDocumentKind;
  readonly url: string;
}
