// The issued_documents table: tax receipts and membership attestations, as they were issued. A
// document is a record: its issuer, its subject (who it is for, their address, the membership) and,
// once made, its PDF bytes are kept with it and never change. A correction is a new version of the
// same payment's document (a receipt gets a new number), naming why and who issued it; every version
// stays. Every SQL statement on it (the treasurer's summary joins the payer's tables), and on the list
// of payments whose documents wait for the association's details (documents_waiting).
import type { PaymentDocumentKind, PaymentDocumentRef } from '@mtdm/shared/contracts';
import type { Db } from '../database/database';
import { PAYMENT_SELECTIONS, type PaymentKind, type PaymentSelection } from '../payments/payment-store';

/** A document row: the issuer is kept as the JSON it was, so a document asked for again is the same. */
export interface IssuedDocumentRow {
  readonly id: number;
  readonly kind: PaymentDocumentKind;
  readonly paymentId: string;
  /** 1 as issued with the payment; each correction the next. */
  readonly version: number;
  readonly receiptYear: number | null;
  readonly receiptSequence: number | null;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly issuerJson: string;
  readonly issuedAt: string;
  /** When its payment was refunded or charged back: the document no longer stands (its number stays). */
  readonly voidedAt: string | null;
  /** Who it is for, as it was when issued (JSON: names, postal address, the membership's facts). */
  readonly subjectJson: string;
  /** A correction: why, and the volunteer who issued it (null for the first version). */
  readonly correctionReason: string | null;
  readonly issuedBy: string | null;
}

interface Row {
  id: number;
  payment_id: string;
  kind: PaymentDocumentKind;
  version: number;
  subject: string;
  correction_reason: string | null;
  issued_by: string | null;
  receipt_year: number | null;
  receipt_sequence: number | null;
  amount_cents: number;
  paid_at: string;
  issuer: string;
  issued_at: string;
  voided_at: string | null;
}

const rowOf = (row: Row): IssuedDocumentRow => ({
  id: row.id,
  kind: row.kind,
  paymentId: row.payment_id,
  version: row.version,
  subjectJson: row.subject,
  correctionReason: row.correction_reason,
  issuedBy: row.issued_by,
  receiptYear: row.receipt_year,
  receiptSequence: row.receipt_sequence,
  amountCents: row.amount_cents,
  paidAt: row.paid_at,
  issuerJson: row.issuer,
  issuedAt: row.issued_at,
  voidedAt: row.voided_at,
});

const COLUMNS =
  'id, payment_id, kind, version, receipt_year, receipt_sequence, amount_cents, paid_at, issuer, subject, issued_at, voided_at, correction_reason, issued_by';

/** Voids the documents of a refunded payment: kept, numbers included, but no longer valid. */
export function voidDocuments(db: Db, paymentId: string, at: string): number {
  return db
    .prepare('UPDATE issued_documents SET voided_at = ? WHERE payment_id = ? AND voided_at IS NULL')
    .run(at, paymentId).changes;
}

/** What a new document (or a new version of one) is made of. */
export interface NewDocument {
  readonly paymentId: string;
  readonly kind: PaymentDocumentKind;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly issuerJson: string;
  readonly subjectJson: string;
  /** When it is issued, by the server's clock: the date it bears. */
  readonly issuedAt: string;
  /** A correction: why, and who issued it. */
  readonly correction?: { readonly reason: string; readonly by: string };
}

/**
 * Records a document as the next version of its payment's (1 for the first); a tax receipt takes the
 * next rank of its year, read and taken in the caller's transaction: no other confirmation can take it
 * meanwhile (SQLite lets one writer in at a time), so ranks follow without a gap. Returns the row.
 */
export function insertDocument(db: Db, document: NewDocument, year: number | null): IssuedDocumentRow {
  // A first issue is version 1: issuing twice for one payment is refused by the database (UNIQUE).
  const version = document.correction
    ? (
        db
          .prepare(
            'SELECT COALESCE(MAX(version), 0) + 1 AS version FROM issued_documents WHERE payment_id = ? AND kind = ?',
          )
          .get(document.paymentId, document.kind) as { version: number }
      ).version
    : 1;
  const sequence =
    document.kind === 'tax-receipt'
      ? (
          db
            .prepare(
              'SELECT COALESCE(MAX(receipt_sequence), 0) + 1 AS next FROM issued_documents WHERE receipt_year = ?',
            )
            .get(year) as { next: number }
        ).next
      : null;
  const { id } = db
    .prepare(
      `INSERT INTO issued_documents (payment_id, kind, version, receipt_year, receipt_sequence, amount_cents,
         paid_at, issuer, subject, issued_at, correction_reason, issued_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      document.paymentId,
      document.kind,
      version,
      document.kind === 'tax-receipt' ? year : null,
      sequence,
      document.amountCents,
      document.paidAt,
      document.issuerJson,
      document.subjectJson,
      document.issuedAt,
      document.correction?.reason ?? null,
      document.correction?.by ?? null,
    ) as { id: number };
  return findDocumentRowById(db, id)!;
}

const findDocumentRowById = (db: Db, id: number): IssuedDocumentRow | undefined => {
  const row = db.prepare(`SELECT ${COLUMNS} FROM issued_documents WHERE id = ?`).get(id) as Row | undefined;
  return row ? rowOf(row) : undefined;
};

/** A document's PDF, once made; undefined before. */
export const storedPdf = (db: Db, id: number): Buffer | undefined =>
  (db.prepare('SELECT pdf FROM issued_documents WHERE id = ?').get(id) as { pdf: Buffer | null } | undefined)
    ?.pdf ?? undefined;

/** Keeps a document's PDF, the first made only (two downloads at once keep one): the bytes kept. */
export function keepPdf(db: Db, id: number, pdf: Buffer): Buffer {
  db.prepare('UPDATE issued_documents SET pdf = ? WHERE id = ? AND pdf IS NULL').run(pdf, id);
  return storedPdf(db, id)!;
}

/**
 * The current documents of a payment (the latest version of each), attestation first (none for a
 * shop order or an unpaid payment).
 */
export const documentRowsOf = (db: Db, paymentId: string): IssuedDocumentRow[] =>
  (
    db
      .prepare(
        `SELECT ${COLUMNS} FROM issued_documents d WHERE payment_id = ?
           AND version = (SELECT MAX(version) FROM issued_documents v WHERE v.payment_id = d.payment_id AND v.kind = d.kind)
         ORDER BY kind`,
      )
      .all(paymentId) as Row[]
  ).map(rowOf);

/** The documents of a payment that stand: the latest version of each, none of a refunded payment. */
export const standingDocumentsOf = (db: Db, paymentId: string): IssuedDocumentRow[] =>
  documentRowsOf(db, paymentId).filter((document) => !document.voidedAt);

/** Every version of a payment's document, the first first. */
export const documentVersionsOf = (db: Db, ref: PaymentDocumentRef): IssuedDocumentRow[] =>
  (
    db
      .prepare(`SELECT ${COLUMNS} FROM issued_documents WHERE payment_id = ? AND kind = ? ORDER BY version`)
      .all(ref.paymentId, ref.kind) as Row[]
  ).map(rowOf);

/** The version a reference names (the first when it names none). */
export function findDocumentRow(db: Db, ref: PaymentDocumentRef): IssuedDocumentRow | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM issued_documents WHERE payment_id = ? AND kind = ? AND version = ?`)
    .get(ref.paymentId, ref.kind, ref.version ?? 1) as Row | undefined;
  return row ? rowOf(row) : undefined;
}

/** A receipt of the treasurer's summary, with its donor as the receipt names them. */
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
  /** The receipt this one corrects, and the one that corrects it: [year, rank], or null. */
  readonly replaces: readonly [number, number] | null;
  readonly replacedBy: readonly [number, number] | null;
}

/** The receipts of a calendar year, in number order, every version. */
export function receiptRowsOfYear(db: Db, year: number): ReceiptRow[] {
  const rows = db
    .prepare(
      `SELECT d.receipt_year, d.receipt_sequence, d.paid_at, d.amount_cents, d.payment_id, p.kind, d.voided_at,
              json_extract(d.subject, '$.lastName') AS last_name, json_extract(d.subject, '$.firstName') AS first_name,
              o.receipt_year AS old_year, o.receipt_sequence AS old_sequence,
              n.receipt_year AS new_year, n.receipt_sequence AS new_sequence
       FROM issued_documents d
       JOIN payments p ON p.id = d.payment_id
       LEFT JOIN issued_documents o ON o.payment_id = d.payment_id AND o.kind = d.kind AND o.version = d.version - 1
       LEFT JOIN issued_documents n ON n.payment_id = d.payment_id AND n.kind = d.kind AND n.version = d.version + 1
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
    old_year: number | null;
    old_sequence: number | null;
    new_year: number | null;
    new_sequence: number | null;
  }[];
  const pair = (year: number | null, sequence: number | null) =>
    year !== null && sequence !== null ? ([year, sequence] as const) : null;
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
    replaces: pair(row.old_year, row.old_sequence),
    replacedBy: pair(row.new_year, row.new_sequence),
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

// The documents_waiting table: the paid payments whose documents wait for the association's details
// (documents/waiting-documents.ts issues them once those are published).

/** Puts a just-paid payment's documents on hold (inside the transaction that records it as paid). */
export function holdDocuments(db: Db, paymentId: string, at: string): void {
  db.prepare('INSERT INTO documents_waiting (payment_id, waiting_since) VALUES (?, ?)').run(paymentId, at);
}

export const documentsWaitFor = (db: Db, paymentId: string): boolean =>
  db.prepare('SELECT 1 FROM documents_waiting WHERE payment_id = ?').get(paymentId) !== undefined;

/** A payment whose documents wait, with what its issue needs. */
export interface WaitingPayment {
  readonly paymentId: string;
  readonly kind: PaymentKind;
  readonly status: string;
  readonly paidAt: string;
}

/** The payments whose documents wait, oldest payment first. */
export const waitingPayments = (db: Db): WaitingPayment[] =>
  db
    .prepare(
      `SELECT w.payment_id AS paymentId, p.kind, p.status, p.paid_at AS paidAt FROM documents_waiting w
         JOIN payments p ON p.id = w.payment_id ORDER BY p.paid_at, w.payment_id`,
    )
    .all() as WaitingPayment[];

/** Takes a payment off the waiting list: true when this call took it (false: taken already). */
export const stopWaiting = (db: Db, paymentId: string): boolean =>
  db.prepare('DELETE FROM documents_waiting WHERE payment_id = ?').run(paymentId).changes === 1;
