// The issued_documents table: tax receipts and membership attestations, as they were issued. Every
// SQL statement on it (the treasurer's summary joins the payer's tables).
import type { PaymentDocumentKind } from '@mtdm/shared/contracts';
import type { Db } from './database';
import { nowIso } from './database';
import { PAYMENT_SELECTIONS, type PaymentKind, type PaymentSelection } from './payment-store';

/** Which document of which payment (what a mail attachment or a download link names). */
export interface PaymentDocumentRef {
  readonly kind: PaymentDocumentKind;
  readonly paymentId: string;
}

/** A document row: the issuer is kept as the JSON it was, so a document asked for again is the same. */
export interface IssuedDocumentRow {
  readonly kind: PaymentDocumentKind;
  readonly paymentId: string;
  readonly receiptYear: number | null;
  readonly receiptSequence: number | null;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly issuerJson: string;
  readonly issuedAt: string;
  /** When its payment was refunded or charged back: the document no longer stands (its number stays). */
  readonly voidedAt: string | null;
}

interface Row {
  payment_id: string;
  kind: PaymentDocumentKind;
  receipt_year: number | null;
  receipt_sequence: number | null;
  amount_cents: number;
  paid_at: string;
  issuer: string;
  issued_at: string;
  voided_at: string | null;
}

const rowOf = (row: Row): IssuedDocumentRow => ({
  kind: row.kind,
  paymentId: row.payment_id,
  receiptYear: row.receipt_year,
  receiptSequence: row.receipt_sequence,
  amountCents: row.amount_cents,
  paidAt: row.paid_at,
  issuerJson: row.issuer,
  issuedAt: row.issued_at,
  voidedAt: row.voided_at,
});

const COLUMNS =
  'payment_id, kind, receipt_year, receipt_sequence, amount_cents, paid_at, issuer, issued_at, voided_at';

/** Voids the documents of a refunded payment: kept, numbers included, but no longer valid. */
export function voidDocuments(db: Db, paymentId: string, at: string): number {
  return db
    .prepare('UPDATE issued_documents SET voided_at = ? WHERE payment_id = ? AND voided_at IS NULL')
    .run(at, paymentId).changes;
}

/**
 * A tax receipt with the next rank of its year, read and taken in the caller's transaction: no
 * other confirmation can take it meanwhile (SQLite lets one writer in at a time), so ranks follow
 * without a gap. Returns the rank.
 */
export function insertReceipt(
  db: Db,
  receipt: { paymentId: string; year: number; amountCents: number; paidAt: string; issuerJson: string },
): number {
  const { next } = db
    .prepare(
      'SELECT COALESCE(MAX(receipt_sequence), 0) + 1 AS next FROM issued_documents WHERE receipt_year = ?',
    )
    .get(receipt.year) as { next: number };
  db.prepare(
    `INSERT INTO issued_documents (payment_id, kind, receipt_year, receipt_sequence, amount_cents, paid_at, issuer, issued_at)
     VALUES (?, 'tax-receipt', ?, ?, ?, ?, ?, ?)`,
  ).run(
    receipt.paymentId,
    receipt.year,
    next,
    receipt.amountCents,
    receipt.paidAt,
    receipt.issuerJson,
    nowIso(),
  );
  return next;
}

export function insertAttestation(
  db: Db,
  attestation: { paymentId: string; amountCents: number; paidAt: string; issuerJson: string },
): void {
  db.prepare(
    `INSERT INTO issued_documents (payment_id, kind, amount_cents, paid_at, issuer, issued_at)
     VALUES (?, 'membership-attestation', ?, ?, ?, ?)`,
  ).run(attestation.paymentId, attestation.amountCents, attestation.paidAt, attestation.issuerJson, nowIso());
}

/** The documents of a payment, attestation first (none for a shop order or an unpaid payment). */
export const documentRowsOf = (db: Db, paymentId: string): IssuedDocumentRow[] =>
  (
    db
      .prepare(`SELECT ${COLUMNS} FROM issued_documents WHERE payment_id = ? ORDER BY kind`)
      .all(paymentId) as Row[]
  ).map(rowOf);

export function findDocumentRow(db: Db, ref: PaymentDocumentRef): IssuedDocumentRow | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM issued_documents WHERE payment_id = ? AND kind = ?`)
    .get(ref.paymentId, ref.kind) as Row | undefined;
  return row ? rowOf(row) : undefined;
}

/** A receipt of the treasurer's summary, with its donor (from the donation or the membership). */
export interface ReceiptRow {
  readonly receiptYear: number;
  readonly receiptSequence: number;
  readonly paidAt: string;
  readonly amountCents: number;
  readonly paymentId: string;
  readonly paymentKind: PaymentKind;
  readonly lastName: string;
  readonly firstName: string;
  readonly voidedAt: string | null;
}

/** The receipts of a calendar year, in number order. */
export function receiptRowsOfYear(db: Db, year: number): ReceiptRow[] {
  const rows = db
    .prepare(
      `SELECT d.receipt_year, d.receipt_sequence, d.paid_at, d.amount_cents, d.payment_id, p.kind, d.voided_at,
              COALESCE(g.last_name, m.last_name) AS last_name, COALESCE(g.first_name, m.first_name) AS first_name
       FROM issued_documents d
       JOIN payments p ON p.id = d.payment_id
       LEFT JOIN donations g ON g.payment_id = d.payment_id
       LEFT JOIN memberships m ON m.payment_id = d.payment_id
       WHERE d.kind = 'tax-receipt' AND d.receipt_year = ?
       ORDER BY d.receipt_sequence`,
    )
    .all(year) as {
    receipt_year: number;
    receipt_sequence: number;
    paid_at: string;
    amount_cents: number;
    payment_id: string;
    kind: PaymentKind;
    last_name: string;
    first_name: string;
    voided_at: string | null;
  }[];
  return rows.map((row) => ({
    receiptYear: row.receipt_year,
    receiptSequence: row.receipt_sequence,
    paidAt: row.paid_at,
    amountCents: row.amount_cents,
    paymentId: row.payment_id,
    paymentKind: row.kind,
    lastName: row.last_name,
    firstName: row.first_name,
    voidedAt: row.voided_at,
  }));
}

/** Deletes the documents of the payments created before `before` (call before deleting the payments). */
export function deleteDocumentsBefore(
  db: Db,
  before: string,
  selection: PaymentSelection = 'createdBefore',
): void {
  db.prepare(`DELETE FROM issued_documents WHERE payment_id IN (${PAYMENT_SELECTIONS[selection]})`).run(
    before,
  );
}
