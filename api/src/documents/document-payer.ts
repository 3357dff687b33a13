// What a kind of payment that gives documents (a membership, a donation) tells the documents about its
// payer. Each domain writes its own beside its payment flow (memberships/membership-payment.ts,
// treasury/donation-payment.ts); api/src/payment-flows.ts puts them together and the settlement hands
// them here, so the documents never read a domain's tables themselves.
import type { PaymentDocumentRef } from '@mtdm/shared/contracts';
import type { Addressee } from '@mtdm/shared/validation';
import type { Db } from '../database/database';
import type { MailMessage } from '../mail/mail-store';
import type { PaymentKind } from '../payments/payment-store';
import type { DonorKind } from './document-texts';

/**
 * Who a document is for and what it states, as it was when it was issued: the payer's names and postal
 * address, whether they give as a person or a company; for an attestation, the membership's facts.
 * Drawn from the payment's tables once, when issued (or when a correction is issued), never again.
 */
export interface DocumentSubject extends Readonly<Addressee> {
  readonly donorKind: DonorKind;
  readonly membershipType?: string;
  readonly feeCents?: number;
  readonly donationCents?: number;
  readonly memberNumber?: number | null;
  /** The days the membership covers ('2027-12-01'); absent on documents issued before they were kept. */
  readonly periodStart?: string | null;
  readonly periodEnd?: string | null;
  /** The tax receipt issued with the same membership, when there is one. */
  readonly receiptNumber?: string | null;
}

export interface DocumentPayer {
  /** Who the documents are for and what they state, from the payment's tables as they are now. */
  readonly subject: (db: Db, paymentId: string) => DocumentSubject;
  /** What the payment gives right to, the tax receipt first (so that an attestation can name it). */
  readonly documents: (
    db: Db,
    paymentId: string,
  ) => readonly { readonly kind: PaymentDocumentRef['kind']; readonly amountCents: number }[];
  /** The address the payer's documents are mailed to. */
  readonly email: (db: Db, paymentId: string) => string;
  /** The mail that brings the documents that waited for the association's details. */
  readonly waitedMail: (db: Db, paymentId: string, waited: WaitedDocuments, signature: string) => MailMessage;
}

/** The documents just issued for a payment that waited, as their mail gives them. */
export interface WaitedDocuments {
  /** The payment's reference, as its first mails gave it. */
  readonly reference: string;
  /** The tax receipt's number, when one was issued. */
  readonly receiptNumber: string | null;
  readonly refs: readonly PaymentDocumentRef[];
}

/** The payers by kind of payment: a kind that gives no document (a shop order) has none. */
export type DocumentPayers = Readonly<Partial<Record<PaymentKind, DocumentPayer>>>;
