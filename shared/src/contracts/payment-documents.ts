/** The documents a confirmed membership or donation gives its payer (no zod here: pages read it). */
export const PAYMENT_DOCUMENT_KINDS = ['tax-receipt', 'membership-attestation'] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** Whether a value (a link's kind, a token's first part) names one of those documents. */
export const isPaymentDocumentKind = (value: unknown): value is PaymentDocumentKind =>
  PAYMENT_DOCUMENT_KINDS.some((kind) => kind === value);

/**
 * Which document of which payment (what a mail attachment or a download link names), and which of its
 * versions: the first one (as issued with the payment) when none is said.
 */
export interface PaymentDocumentRef {
  readonly kind: PaymentDocumentKind;
  readonly paymentId: string;
  readonly version?: number;
}

/** A document's download link, for the payer only (signed and expiring, made by the api). */
export interface PaymentDocumentLink {
  readonly kind: PaymentDocumentKind;
  readonly url: string;
}

/** The documents a paid payment gave: joined to its confirmation, the receipt named by number. */
export interface PaidDocuments {
  readonly refs: readonly PaymentDocumentRef[];
  readonly receiptNumber: string | null;
  /** True while they wait for the association's details: they will follow in a mail of their own. */
  readonly waiting: boolean;
}
