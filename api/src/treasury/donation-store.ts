// The donations: one as its payment records it (written at the start, read for its mails and its
// receipt), and the paid donations as the treasurer reads them: who gave, how much, when, and whether
// the payment was refunded since. A donor's name or address written wrong is corrected by a record of
// its own (donor_corrections), which every read below takes as the donor's since; an e-mail address
// typed wrong, by one confirmed by its owner (payments/payment-email-correction-store.ts).
import { nextCorrectionVersion, type Db } from '../database/database';
import { addressNow } from '../memberships/member-address-store';
import { correctedEmail } from '../payments/payment-email-correction-store';
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

/** A donor's column as it stands: the latest correction's, else the donation's own. */
const DONOR = (column: string) =>
  `coalesce((SELECT c.${column} FROM donor_corrections c WHERE c.payment_id = d.payment_id
              ORDER BY c.version DESC LIMIT 1), d.${column})`;

const COLUMNS = `d.payment_id AS paymentId, ${DONOR('first_name')} AS firstName, ${DONOR('last_name')} AS lastName,
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
        `SELECT ${COLUMNS}, ${correctedEmail('d')} AS email FROM donations d JOIN payments p ON p.id = d.payment_id
          WHERE p.status IN ('paid', 'refunded') AND p.paid_at >= ? AND p.paid_at < ? ORDER BY p.paid_at`,
      )
      .all(from, to) as (Row & { readonly email: string })[]
  ).map(rowOf);
}

/** One paid donation with where its donor lives, or undefined. */
export function paidDonation(db: Db, paymentId: string): DonationContact | undefined {
  const row = db
    .prepare(
      `SELECT ${COLUMNS}, ${correctedEmail('d')} AS email, ${DONOR('address')} AS address, ${DONOR('postcode')} AS postcode,
              ${DONOR('city')} AS city FROM donations d JOIN payments p ON p.id = d.payment_id
        WHERE d.payment_id = ? AND p.status IN ('paid', 'refunded')`,
    )
    .get(paymentId) as (Row & Omit<DonationContact, keyof DonationRow>) | undefined;
  return row ? (rowOf(row) as DonationContact) : undefined;
}

/** A paid donation as its donor's account lists it: what the page needs to show it and its receipt. */
export interface AccountDonation extends DonationRow {
  readonly customerId: string;
}

/**
 * Whose address a donation `d` is filed under now: as typed, or as corrected since; a member who moved
 * from it is followed.
 */
const ADDRESS_NOW = addressNow(correctedEmail('d'), 'd.created_at');
/** The donations `d` paid (or refunded since), with their payment `p`. */
const PAID_DONATIONS = `FROM donations d JOIN payments p ON p.id = d.payment_id
  WHERE p.status IN ('paid', 'refunded')`;
/** The donations paid (or refunded since) and filed now under the address given as the parameter. */
const PAID_FROM_ADDRESS = `${PAID_DONATIONS} AND lower(${ADDRESS_NOW}) = lower(?)`;

/** The donations whose address now is `email` (refunded ones included), the latest first. */
export const paidDonationsFrom = (db: Db, email: string): AccountDonation[] =>
  (
    db
      .prepare(`SELECT ${COLUMNS}, p.customer_id AS customerId ${PAID_FROM_ADDRESS} ORDER BY p.paid_at DESC`)
      .all(email) as (Row & { readonly customerId: string })[]
  ).map(rowOf);

/** Every address a paid (or refunded) donation is filed under now, in lower case: the donors'. */
export const donorAddresses = (db: Db): string[] =>
  (
    db.prepare(`SELECT DISTINCT lower(${ADDRESS_NOW}) AS email ${PAID_DONATIONS}`).all() as {
      email: string;
    }[]
  ).map((row) => row.email);

/** Whether any paid (or refunded) donation's address now is `email`: a donor's, who may sign in. */
export const hasDonationsFrom = (db: Db, email: string): boolean =>
  db.prepare(`SELECT 1 ${PAID_FROM_ADDRESS} LIMIT 1`).get(email) !== undefined;

/** Where a donation's receipt is mailed now: its address now (a member who moved is followed). */
export const receiptAddressOf = (db: Db, paymentId: string): string =>
  (
    db.prepare(`SELECT ${ADDRESS_NOW} AS email FROM donations d WHERE d.payment_id = ?`).get(paymentId) as {
      email: string;
    }
  ).email;

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

/** A donation as its donor stands now: its latest correction's names and address over its own. */
export function readDonation(db: Db, paymentId: string): DonationRecord {
  const row = db.prepare('SELECT * FROM donations WHERE payment_id = ?').get(paymentId) as TableRow;
  const corrected = latestCorrection(db, paymentId);
  return {
    ...personOfRow(row),
    ...(corrected ? donorOf(corrected) : {}),
    amountCents: row.amount_cents as number,
  };
}

/** The donor as a correction writes them. */
export interface CorrectedDonor {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly postcode: string;
  readonly city: string;
}

/** A correction of a donor: the version it is (the donation is 1), what it says, who, when and why. */
export interface DonorCorrection extends CorrectedDonor {
  readonly version: number;
  readonly reason: string;
  readonly correctedBy: string;
  readonly correctedAt: string;
}

const donorOf = ({ firstName, lastName, address, postcode, city }: CorrectedDonor): CorrectedDonor => ({
  firstName,
  lastName,
  address,
  postcode,
  city,
});

const CORRECTIONS = `SELECT version, first_name AS firstName, last_name AS lastName, address, postcode, city,
       reason, corrected_by AS correctedBy, corrected_at AS correctedAt
  FROM donor_corrections WHERE payment_id = ?`;

const latestCorrection = (db: Db, paymentId: string) =>
  db.prepare(`${CORRECTIONS} ORDER BY version DESC LIMIT 1`).get(paymentId) as DonorCorrection | undefined;

/** The corrections of a donation's donor, the first first. */
export const donorCorrectionsOf = (db: Db, paymentId: string): DonorCorrection[] =>
  db.prepare(`${CORRECTIONS} ORDER BY version`).all(paymentId) as DonorCorrection[];

/** Records a correction of a paid donation's donor as the next version: that version, none when not paid. */
export function recordDonorCorrection(
  db: Db,
  paymentId: string,
  correction: CorrectedDonor & { readonly reason: string; readonly by: string; readonly at: string },
): number | undefined {
  const recorded = db
    .prepare(
      `INSERT INTO donor_corrections
         (payment_id, version, first_name, last_name, address, postcode, city, reason, corrected_by, corrected_at)
       SELECT d.payment_id,
              ${nextCorrectionVersion('donor_corrections', 'payment_id', 'd.payment_id')},
              @firstName, @lastName, @address, @postcode, @city, @reason, @by, @at
         FROM donations d JOIN payments p ON p.id = d.payment_id
        WHERE d.payment_id = @paymentId AND p.status = 'paid'
       RETURNING version`,
    )
    .get({ ...correction, paymentId }) as { version: number } | undefined;
  return recorded?.version;
}
