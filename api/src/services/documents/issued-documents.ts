// The documents a confirmed payment gives its payer: tax receipts (donations, and the donation part
// of a membership) and membership attestations. Issued once, in the transaction that records the
// payment as paid; read back unchanged every time they are asked for again.
import type { Db } from '../../stores/database';
import {
  documentRowsOf,
  findDocumentRow,
  insertAttestation,
  insertReceipt,
  receiptRowsOfYear,
  type IssuedDocumentRow,
  type PaymentDocumentRef,
} from '../../stores/document-store';
import { readDonation, readMembership } from '../../stores/payment-details-store';
import type { PaymentKind } from '../../stores/payment-store';
import type { DocumentIssuer } from './issuer';

export type { PaymentDocumentRef };

export interface IssuedDocument extends PaymentDocumentRef {
  /** "2026-00001" for a tax receipt; null for an attestation. */
  readonly receiptNumber: string | null;
  readonly amountCents: number;
  readonly paidAt: string;
  /** The association and signatory as they were when the document was issued. */
  readonly issuer: DocumentIssuer;
  readonly issuedAt: string;
}

/** A receipt's number: its calendar year and its rank in that year, "2026-00001". */
export const receiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(5, '0')}`;

const parisYearFormat = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' });

/** The calendar year of an instant in Paris (a gift of 31 December 23:30 UTC+1 belongs to that year). */
export const parisYear = (iso: string) => Number(parisYearFormat.format(new Date(iso)));

const documentOf = (row: IssuedDocumentRow): IssuedDocument => ({
  kind: row.kind,
  paymentId: row.paymentId,
  receiptNumber:
    row.receiptYear !== null && row.receiptSequence !== null
      ? receiptNumber(row.receiptYear, row.receiptSequence)
      : null,
  amountCents: row.amountCents,
  paidAt: row.paidAt,
  issuer: JSON.parse(row.issuerJson) as DocumentIssuer,
  issuedAt: row.issuedAt,
});

/**
 * Issues what a payment just recorded as paid gives right to. Call it inside the transaction that
 * records the payment (settlePayment): a payment is paid once, so its documents are issued
 * once; refused, cancelled or expired payments never reach it.
 */
export function issueDocuments(
  db: Db,
  payment: { readonly id: string; readonly kind: PaymentKind },
  paidAt: string,
  issuer: DocumentIssuer,
): void {
  const { name, address, object, rnaNumber, place, signatoryName, signatoryRole, specimen } = issuer;
  const issuerJson = JSON.stringify({
    name,
    address,
    object,
    rnaNumber,
    place,
    signatoryName,
    signatoryRole,
    specimen,
  });
  const receipt = (amountCents: number) =>
    insertReceipt(db, { paymentId: payment.id, year: parisYear(paidAt), amountCents, paidAt, issuerJson });
  if (payment.kind === 'donation') {
    receipt(readDonation(db, payment.id).amountCents);
  } else if (payment.kind === 'membership') {
    const membership = readMembership(db, payment.id);
    insertAttestation(db, {
      paymentId: payment.id,
      amountCents: membership.amountCents,
      paidAt,
      issuerJson,
    });
    if (membership.donationCents > 0) receipt(membership.donationCents);
  }
}

/** The documents of a payment, attestation first (none for a shop order or an unpaid payment). */
export const documentsOf = (db: Db, paymentId: string): IssuedDocument[] =>
  documentRowsOf(db, paymentId).map(documentOf);

export function findDocument(db: Db, ref: PaymentDocumentRef): IssuedDocument | undefined {
  const row = findDocumentRow(db, ref);
  return row ? documentOf(row) : undefined;
}

/** One line of the treasurer's summary. */
export interface ReceiptSummaryLine {
  readonly receiptNumber: string;
  readonly paidAt: string;
  readonly donorLastName: string;
  readonly donorFirstName: string;
  readonly amountCents: number;
  readonly paymentId: string;
  readonly paymentKind: PaymentKind;
  /** When its payment was refunded or charged back (the receipt is cancelled), else null. */
  readonly voidedAt: string | null;
}

/** The receipts of a calendar year, in number order, with their donor (from the donation or membership). */
export const receiptsOfYear = (db: Db, year: number): ReceiptSummaryLine[] =>
  receiptRowsOfYear(db, year).map((row) => ({
    receiptNumber: receiptNumber(row.receiptYear, row.receiptSequence),
    paidAt: row.paidAt,
    donorLastName: row.lastName,
    donorFirstName: row.firstName,
    amountCents: row.amountCents,
    paymentId: row.paymentId,
    paymentKind: row.paymentKind,
    voidedAt: row.voidedAt,
  }));
