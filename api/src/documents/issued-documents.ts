// The documents a confirmed payment gives its payer: tax receipts (donations, and the donation part
// of a membership) and membership attestations. Issued once, in the transaction that records the
// payment as paid, with who they are for as it was then; read back unchanged every time they are asked
// for again. A correction is a new version that names the one it replaces.
import type { PaymentDocumentRef } from '@mtdm/shared/contracts';
import { parisYear } from '@mtdm/shared/news';
import type { Db } from '../database/database';
import {
  documentRowsOf,
  documentVersionsOf,
  findDocumentRow,
  insertDocument,
  receiptRowsOfYear,
  type IssuedDocumentRow,
} from './document-store';
import { findPayment, type PaymentKind } from '../payments/payment-store';
import type { DocumentPayer, DocumentPayers, DocumentSubject } from './document-payer';
import type { DocumentIssuer } from './issuer';

export interface IssuedDocument extends PaymentDocumentRef {
  readonly id: number;
  readonly version: number;
  /** "2026-00001" for a tax receipt; null for an attestation. */
  readonly receiptNumber: string | null;
  readonly amountCents: number;
  readonly paidAt: string;
  /** The association and signatory as they were when the document was issued. */
  readonly issuer: DocumentIssuer;
  readonly subject: DocumentSubject;
  readonly issuedAt: string;
  /** A correction: the version it replaces (its number for a receipt, its date of issue) and why. */
  readonly replaces: {
    readonly receiptNumber: string | null;
    readonly issuedAt: string;
    readonly reason: string;
  } | null;
}

/** A receipt's number: its calendar year and its rank in that year, "2026-00001". */
export const receiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(5, '0')}`;

const numberOf = (row: IssuedDocumentRow) =>
  row.receiptYear !== null && row.receiptSequence !== null
    ? receiptNumber(row.receiptYear, row.receiptSequence)
    : null;

function documentOf(db: Db, row: IssuedDocumentRow): IssuedDocument {
  const previous =
    row.version > 1
      ? findDocumentRow(db, { kind: row.kind, paymentId: row.paymentId, version: row.version - 1 })
      : undefined;
  return {
    id: row.id,
    kind: row.kind,
    paymentId: row.paymentId,
    version: row.version,
    receiptNumber: numberOf(row),
    amountCents: row.amountCents,
    paidAt: row.paidAt,
    issuer: JSON.parse(row.issuerJson) as DocumentIssuer,
    subject: JSON.parse(row.subjectJson) as DocumentSubject,
    issuedAt: row.issuedAt,
    replaces: previous
      ? { receiptNumber: numberOf(previous), issuedAt: previous.issuedAt, reason: row.correctionReason ?? '' }
      : null,
  };
}

const issuerJsonOf = (issuer: DocumentIssuer) => {
  const { name, address, object, rnaNumber, place, signatoryName, signatoryRole, specimen } = issuer;
  return JSON.stringify({ name, address, object, rnaNumber, place, signatoryName, signatoryRole, specimen });
};

/**
 * Issues what a payment just recorded as paid gives right to, in its payer's order (the receipt first,
 * so that the attestation names it). Call it inside the transaction that records the payment
 * (settlePayment): a payment is paid once, so its documents are issued once; refused, cancelled or
 * expired payments never reach it.
 */
export function issueDocuments(
  db: Db,
  paymentId: string,
  paidAt: string,
  issuer: DocumentIssuer,
  payer: DocumentPayer,
  issuedAt: string,
): void {
  for (const { kind, amountCents } of payer.documents(db, paymentId))
    insertDocument(
      db,
      {
        paymentId,
        kind,
        amountCents,
        paidAt,
        issuerJson: issuerJsonOf(issuer),
        subjectJson: JSON.stringify(payer.subject(db, paymentId)),
        issuedAt,
      },
      parisYear(paidAt),
    );
}

export type CorrectionOutcome =
  | { readonly ok: true; readonly document: IssuedDocument }
  | { readonly ok: false; readonly reason: 'unknown' | 'voided' };

/**
 * A correction of a payment's current document: a new version drawn from the payment's tables as they
 * are now (a corrected address, a number given since), by the association as it is now, which says
 * which document it replaces and why. A receipt gets the next number of its gift's year. The earlier
 * versions stay as they were. Call inside a transaction.
 */
export function issueCorrection(
  db: Db,
  ref: PaymentDocumentRef,
  issuer: DocumentIssuer,
  correction: { readonly reason: string; readonly by: string },
  payers: DocumentPayers,
  issuedAt: string,
): CorrectionOutcome {
  const current = documentVersionsOf(db, ref).pop();
  const payment = findPayment(db, ref.paymentId);
  const payer = payment && payers[payment.kind];
  if (!current || !payer) return { ok: false, reason: 'unknown' };
  if (current.voidedAt) return { ok: false, reason: 'voided' };
  const row = insertDocument(
    db,
    {
      paymentId: ref.paymentId,
      kind: ref.kind,
      amountCents: current.amountCents,
      paidAt: current.paidAt,
      issuerJson: issuerJsonOf(issuer),
      subjectJson: JSON.stringify(payer.subject(db, ref.paymentId)),
      issuedAt,
      correction,
    },
    parisYear(current.paidAt),
  );
  return { ok: true, document: documentOf(db, row) };
}

/** The current documents of a payment (their latest versions), attestation first. */
export const documentsOf = (db: Db, paymentId: string): IssuedDocument[] =>
  documentRowsOf(db, paymentId).map((row) => documentOf(db, row));

/** The number of the tax receipt among a payment's current rows (only a receipt takes one). */
const receiptNumberIn = (rows: readonly IssuedDocumentRow[]) => {
  const receipt = rows.find((row) => row.kind === 'tax-receipt');
  return receipt ? numberOf(receipt) : null;
};

/** The number of a payment's current tax receipt, or null when it has none. */
export const receiptNumberOf = (db: Db, paymentId: string): string | null =>
  receiptNumberIn(documentRowsOf(db, paymentId));

/** A payment's current documents as its mails name them: their references and the receipt's number. */
export function mailedDocumentsOf(db: Db, paymentId: string) {
  const rows = documentRowsOf(db, paymentId);
  return {
    refs: rows.map(({ kind, version }): PaymentDocumentRef => ({ kind, paymentId, version })),
    receiptNumber: receiptNumberIn(rows),
  };
}

/** The version a reference names (the first when it names none). */
export function findDocument(db: Db, ref: PaymentDocumentRef): IssuedDocument | undefined {
  const row = findDocumentRow(db, ref);
  return row ? documentOf(db, row) : undefined;
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
  /** The receipt it corrects, the receipt that corrects it ("2026-00003"), or null. */
  readonly replaces: string | null;
  readonly replacedBy: string | null;
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
    replaces: row.replaces && receiptNumber(...row.replaces),
    replacedBy: row.replacedBy && receiptNumber(...row.replacedBy),
  }));
