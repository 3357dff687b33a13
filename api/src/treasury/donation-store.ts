// The donations: one as its payment records it (written at the start, read for its mails and its
// receipt), and the paid donations as the treasurer reads them: who gave, how much, when, and whether
// the payment was refunded since.
import type { Db } from '../database/database';
import type { Person } from '@mtdm/shared/validation';
import { parisYearSpan } from '@mtdm/shared/news';
import {
  payerColumns,
  personOfRow,
  PAYER_COLUMNS,
  PAYER_PLACES,
  type PayerValues,
  type Row as TableRow,
} from '../payments/payment-details-store';

export interface DonationRow {
  readonly paymentId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly refunded: boolean;
}

export interface DonationContact extends DonationRow {
  readonly email: string;
  readonly address: string;
  readonly postcode: string;
  readonly city: string;
}

const COLUMNS = `d.payment_id AS paymentId, d.first_name AS firstName, d.last_name AS lastName,
  d.amount_cents AS amountCents, p.paid_at AS paidAt, p.status = 'refunded' AS refunded`;

type Row = Omit<DonationRow, 'refunded'> & { readonly refunded: number };
const rowOf = <R extends Row>(row: R) => ({ ...row, refunded: row.refunded === 1 });

/**
 * The donations paid in a Paris calendar year (refunded ones included), in the order they were paid; the
 * donor's address is read by a search, never shown in the list.
 */
export function donationsPaidIn(db: Db, year: number): (DonationRow & { readonly email: string })[] {
  const { from, to } = parisYearSpan(year);
  return (
    db
      .prepare(
        `SELECT ${COLUMNS}, d.email AS email FROM donations d JOIN payments p ON p.id = d.payment_id
          WHERE p.status IN ('paid', 'refunded') AND p.paid_at >= ? AND p.paid_at < ? ORDER BY p.paid_at`,
      )
      .all(from, to) as (Row & { readonly email: string })[]
  ).map(rowOf);
}

/** One paid donation with where its donor lives, or undefined. */
export function paidDonation(db: Db, paymentId: string): DonationContact | undefined {
  const row = db
    .prepare(
      `SELECT ${COLUMNS}, d.email, d.address, d.postcode, d.city FROM donations d JOIN payments p ON p.id = d.payment_id
        WHERE d.payment_id = ? AND p.status IN ('paid', 'refunded')`,
    )
    .get(paymentId) as (Row & Omit<DonationContact, keyof DonationRow>) | undefined;
  return row ? (rowOf(row) as DonationContact) : undefined;
}

export interface DonationRecord extends Person {
  readonly amountCents: number;
}
export interface NewDonation {
  readonly birthDate: string;
  readonly birthPlace: string;
  readonly status: string;
  readonly amountCents: number;
}

export function insertDonation(
  db: Db,
  paymentId: string,
  payer: PayerValues,
  createdAt: string,
  donation: NewDonation,
): void {
  db.prepare(
    `INSERT INTO donations (payment_id, ${PAYER_COLUMNS}, birth_date, birth_place, status, amount_cents, created_at)
     VALUES (?, ${PAYER_PLACES}, ?, ?, ?, ?, ?)`,
  ).run(
    paymentId,
    ...payerColumns(payer),
    donation.birthDate,
    donation.birthPlace,
    donation.status,
    donation.amountCents,
    createdAt,
  );
}

export function readDonation(db: Db, paymentId: string): DonationRecord {
  const row = db.prepare('SELECT * FROM donations WHERE payment_id = ?').get(paymentId) as TableRow;
  return { ...personOfRow(row), amountCents: row.amount_cents as number };
}
