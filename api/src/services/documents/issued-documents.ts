// The documents a confirmed payment gives its payer: tax receipts (donations, and the donation part
// of a membership) and membership attestations. Issued once, in the transaction that records the
// payment as paid; read back unchanged every time they are asked for again.
import type { PaymentDocumentKind } from '@mtdm/shared/contracts';
import type { Db } from '../storage/database';
import { nowIso } from '../storage/database';
import { readDonation, readMembership, type PaymentKind } from '../payments/payment-records';
import type { DocumentIssuer } from './issuer';

/** Which document of which payment (what a mail attachment or a download link names). */
export interface PaymentDocumentRef {
  readonly kind: PaymentDocumentKind;
  readonly paymentId: string;
}

export interface IssuedDocument extends PaymentDocumentRef {
  /** "2026-00001" for a tax receipt; null for an attestation. */
  readonly receiptNumber: string | null;
  readonly amountCents: number;
  readonly paidAt: string;
  /** The association and signatory as they were when the document was issued. */
  readonly issuer: DocumentIssuer;
  readonly issuedAt: string;
}

interface IssuedRow {
  payment_id: string;
  kind: PaymentDocumentKind;
  receipt_year: number | null;
  receipt_sequence: number | null;
  amount_cents: number;
  paid_at: string;
  issuer: string;
  issued_at: string;
}

/** A receipt's number: its calendar year and its rank in that year, "2026-00001". */
export const receiptNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(5, '0')}`;

const parisYearFormat = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' });

/** The calendar year of an instant in Paris (a gift of 31 December 23:30 UTC+1 belongs to that year). */
export const parisYear = (iso: string) => Number(parisYearFormat.format(new Date(iso)));

const documentOf = (row: IssuedRow): IssuedDocument => ({
  kind: row.kind,
  paymentId: row.payment_id,
  receiptNumber:
    row.receipt_year !== null && row.receipt_sequence !== null
      ? receiptNumber(row.receipt_year, row.receipt_sequence)
      : null,
  amountCents: row.amount_cents,
  paidAt: row.paid_at,
  issuer: JSON.parse(row.issuer) as DocumentIssuer,
  issuedAt: row.issued_at,
});

function insertReceipt(db: Db, paymentId: string, amountCents: number, paidAt: string, issuer: string) {
  const year = parisYear(paidAt);
  // The next rank of the year, read and taken in the caller's transaction: no other confirmation
  // can take it meanwhile (SQLite lets one writer in at a time), so ranks follow without a gap.
  const { next } = db
    .prepare(
      'SELECT COALESCE(MAX(receipt_sequence), 0) + 1 AS next FROM issued_documents WHERE receipt_year = ?',
    )
    .get(year) as { next: number };
  db.prepare(
    `INSERT INTO issued_documents (payment_id, kind, receipt_year, receipt_sequence, amount_cents, paid_at, issuer, issued_at)
     VALUES (?, 'tax-receipt', ?, ?, ?, ?, ?, ?)`,
  ).run(paymentId, year, next, amountCents, paidAt, issuer, nowIso());
}

function insertAttestation(db: Db, paymentId: string, amountCents: number, paidAt: string, issuer: string) {
  db.prepare(
    `INSERT INTO issued_documents (payment_id, kind, amount_cents, paid_at, issuer, issued_at)
     VALUES (?, 'membership-attestation', ?, ?, ?, ?)`,
  ).run(paymentId, amountCents, paidAt, issuer, nowIso());
}

/**
 * Issues what a payment just recorded as paid gives right to. Call it inside the transaction that
 * records the payment (PaymentLedger.settle): a payment is paid once, so its documents are issued
 * once; refused, cancelled or expired payments never reach it.
 */
export function issueDocuments(
  db: Db,
  payment: { readonly id: string; readonly kind: PaymentKind },
  paidAt: string,
  issuer: DocumentIssuer,
): void {
  const { name, address, object, place, signatoryName, signatoryRole, specimen } = issuer;
  const issuerJson = JSON.stringify({ name, address, object, place, signatoryName, signatoryRole, specimen });
  if (payment.kind === 'donation') {
    insertReceipt(db, payment.id, readDonation(db, payment.id).amount_cents, paidAt, issuerJson);
  } else if (payment.kind === 'membership') {
    const membership = readMembership(db, payment.id);
    insertAttestation(db, payment.id, membership.amount_cents, paidAt, issuerJson);
    if (membership.donation_cents > 0)
      insertReceipt(db, payment.id, membership.donation_cents, paidAt, issuerJson);
  }
}

const COLUMNS = 'payment_id, kind, receipt_year, receipt_sequence, amount_cents, paid_at, issuer, issued_at';

/** The documents of a payment, attestation first (none for a shop order or an unpaid payment). */
export const documentsOf = (db: Db, paymentId: string): IssuedDocument[] =>
  (
    db
      .prepare(`SELECT ${COLUMNS} FROM issued_documents WHERE payment_id = ? ORDER BY kind`)
      .all(paymentId) as IssuedRow[]
  ).map(documentOf);

export function findDocument(db: Db, ref: PaymentDocumentRef): IssuedDocument | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM issued_documents WHERE payment_id = ? AND kind = ?`)
    .get(ref.paymentId, ref.kind) as IssuedRow | undefined;
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
}

/** The receipts of a calendar year, in number order, with their donor (from the donation or membership). */
export function receiptsOfYear(db: Db, year: number): ReceiptSummaryLine[] {
  const rows = db
    .prepare(
      `SELECT d.receipt_year, d.receipt_sequence, d.paid_at, d.amount_cents, d.payment_id, p.kind,
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
  }[];
  return rows.map((row) => ({
    receiptNumber: receiptNumber(row.receipt_year, row.receipt_sequence),
    paidAt: row.paid_at,
    donorLastName: row.last_name,
    donorFirstName: row.first_name,
    amountCents: row.amount_cents,
    paymentId: row.payment_id,
    paymentKind: row.kind,
  }));
}
