// What a payment pays for: shop orders and their lines, memberships, donations. Every SQL statement
// on these tables; the payer's columns are the same in the three: PAYER_FIELDS of @mtdm/shared.
import { PAYER_FIELDS, payerColumnOf, type Payer, type Person } from '@mtdm/shared/validation';
import {
  e164Phone,
  MEMBERSHIP_FIELDS,
  type MembershipFieldName,
  type MembershipFieldValues,
} from '@mtdm/shared/contracts';
import type { Db } from '../database/database';
import { nowIso } from '../database/database';
import { PAYMENT_SELECTIONS, paymentReference, type PaymentSelection } from './payment-store';

type Row = Record<string, unknown>;

/** The payer of a row (its columns named after PAYER_FIELDS). */
const payerOfRow = (row: Row): Payer =>
  Object.fromEntries(PAYER_FIELDS.map((field) => [field, row[payerColumnOf(field)]])) as Payer;

const personOfRow = (row: Row): Person => ({
  ...payerOfRow(row),
  birthDate: row.birth_date as string,
  birthPlace: row.birth_place as string,
  status: row.status as string,
});

export interface OrderRecord extends Payer {
  readonly id: number;
  readonly subtotalCents: number;
  readonly shippingCents: number;
  readonly amountCents: number;
}
export interface DonationRecord extends Person {
  readonly amountCents: number;
}
export interface MembershipRecord extends DonationRecord, MembershipFieldValues {
  readonly membershipType: string;
  readonly feeCents: number;
  readonly donationCents: number;
  /** The address's number, given when paid if it had one, else by the membership volunteers. */
  readonly memberNumber: number | null;
  /** The days it covers ('2027-12-01', '2028-11-30'), fixed when paid; null for those kept before. */
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
}
export interface OrderLineRecord {
  readonly name: string;
  readonly size: string | null;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

/** The payer as a request gives it, already trimmed by the service. */
export type PayerValues = Payer;

/** The payer's columns; the telephone stored once, in E.164. */
const payerColumns = (payer: PayerValues) =>
  PAYER_FIELDS.map((field) => (field === 'mobileNumber' ? e164Phone(payer[field]) : payer[field]));
const PAYER_COLUMNS = PAYER_FIELDS.map(payerColumnOf).join(', ');
const PAYER_PLACES = PAYER_FIELDS.map(() => '?').join(', ');

export interface NewOrderLine {
  readonly productId: string;
  readonly name: string;
  readonly size: string | null;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

/** A shop order and its lines. */
export function insertOrder(
  db: Db,
  paymentId: string,
  payer: PayerValues,
  amounts: { subtotalCents: number; shippingCents: number; amountCents: number },
  lines: readonly NewOrderLine[],
): void {
  const order = db
    .prepare(
      `INSERT INTO orders (payment_id, ${PAYER_COLUMNS}, subtotal_cents, shipping_cents, amount_cents, created_at)
       VALUES (?, ${PAYER_PLACES}, ?, ?, ?, ?)`,
    )
    .run(
      paymentId,
      ...payerColumns(payer),
      amounts.subtotalCents,
      amounts.shippingCents,
      amounts.amountCents,
      nowIso(),
    );
  const insertLine = db.prepare(
    'INSERT INTO order_lines (order_id, product_id, name, size, quantity, unit_price_cents) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const line of lines) {
    insertLine.run(
      order.lastInsertRowid,
      line.productId,
      line.name,
      line.size,
      line.quantity,
      line.unitPriceCents,
    );
  }
}

/** The membership's own fields' columns, in their order (forms/membership-fields.ts of @mtdm/shared). */
const MEMBERSHIP_FIELD_COLUMNS = MEMBERSHIP_FIELDS.map((field) => field.column);
const membershipFieldsOfRow = (row: Row) =>
  Object.fromEntries(
    MEMBERSHIP_FIELDS.map((field) => [field.name, (row[field.column] as string | null) ?? '']),
  ) as Record<MembershipFieldName, string>;

export interface NewMembership extends MembershipFieldValues {
  readonly birthDate: string;
  readonly birthPlace: string;
  readonly status: string;
  readonly membershipType: string;
  readonly feeCents: number;
  readonly donationCents: number;
  readonly amountCents: number;
}

export function insertMembership(db: Db, paymentId: string, payer: PayerValues, member: NewMembership): void {
  db.prepare(
    `INSERT INTO memberships (payment_id, ${PAYER_COLUMNS}, birth_date, birth_place, status,
       ${MEMBERSHIP_FIELD_COLUMNS.join(', ')}, membership_type, fee_cents, donation_cents, amount_cents, created_at)
     VALUES (?, ${PAYER_PLACES}, ?, ?, ?, ${MEMBERSHIP_FIELD_COLUMNS.map(() => '?').join(', ')}, ?, ?, ?, ?, ?)`,
  ).run(
    paymentId,
    ...payerColumns(payer),
    member.birthDate,
    member.birthPlace,
    member.status,
    ...MEMBERSHIP_FIELDS.map((field) => member[field.name]),
    member.membershipType,
    member.feeCents,
    member.donationCents,
    member.amountCents,
    nowIso(),
  );
}

export interface NewDonation {
  readonly birthDate: string;
  readonly birthPlace: string;
  readonly status: string;
  readonly amountCents: number;
}

export function insertDonation(db: Db, paymentId: string, payer: PayerValues, donation: NewDonation): void {
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
    nowIso(),
  );
}

export function readOrder(db: Db, paymentId: string): OrderRecord {
  const row = db.prepare('SELECT * FROM orders WHERE payment_id = ?').get(paymentId) as Row;
  return {
    ...payerOfRow(row),
    id: row.id as number,
    subtotalCents: row.subtotal_cents as number,
    shippingCents: row.shipping_cents as number,
    amountCents: row.amount_cents as number,
  };
}

export const readOrderLines = (db: Db, orderId: number): OrderLineRecord[] =>
  (
    db
      .prepare(
        'SELECT name, size, quantity, unit_price_cents FROM order_lines WHERE order_id = ? ORDER BY id',
      )
      .all(orderId) as { name: string; size: string | null; quantity: number; unit_price_cents: number }[]
  ).map((line) => ({
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    unitPriceCents: line.unit_price_cents,
  }));

export function readMembership(db: Db, paymentId: string): MembershipRecord {
  const row = db.prepare('SELECT * FROM memberships WHERE payment_id = ?').get(paymentId) as Row;
  return {
    ...personOfRow(row),
    amountCents: row.amount_cents as number,
    ...membershipFieldsOfRow(row),
    membershipType: row.membership_type as string,
    feeCents: row.fee_cents as number,
    donationCents: row.donation_cents as number,
    memberNumber: (row.member_number as number | null) ?? null,
    periodStart: (row.period_start as string | null) ?? null,
    periodEnd: (row.period_end as string | null) ?? null,
  };
}

export function readDonation(db: Db, paymentId: string): DonationRecord {
  const row = db.prepare('SELECT * FROM donations WHERE payment_id = ?').get(paymentId) as Row;
  return { ...personOfRow(row), amountCents: row.amount_cents as number };
}

/**
 * Whether a shop order placed with this e-mail address has this reference (as its mails give it,
 * `paymentReference`): only then may a withdrawal's acknowledgement go to that address.
 */
/** A paid order as the database recorded it: who bought, where to write, what. */
export interface RecordedOrder {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly lines: readonly {
    readonly name: string;
    readonly size: string | null;
    readonly quantity: number;
  }[];
}

/**
 * The paid order with this reference and this buyer's address, or null: an order whose payment was
 * only started is nobody's order yet (anyone can start one with anyone's address).
 */
export function paidOrderOf(db: Db, orderReference: string, email: string): RecordedOrder | null {
  const reference = orderReference.trim().toUpperCase();
  const orders = db
    .prepare(
      `SELECT orders.id, orders.payment_id, orders.first_name, orders.last_name, orders.email
         FROM orders JOIN payments ON payments.id = orders.payment_id
        WHERE lower(orders.email) = lower(?) AND payments.status = 'paid'`,
    )
    .all(email.trim()) as {
    id: number;
    payment_id: string;
    first_name: string;
    last_name: string;
    email: string;
  }[];
  const order = orders.find((candidate) => paymentReference('shop', candidate.payment_id) === reference);
  if (!order) return null;
  const lines = db
    .prepare('SELECT name, size, quantity FROM order_lines WHERE order_id = ? ORDER BY id')
    .all(order.id) as { name: string; size: string | null; quantity: number }[];
  return { firstName: order.first_name, lastName: order.last_name, email: order.email, lines };
}

/** Deletes what the selected payments were for (call before deleting the payments). */
export function deletePaymentDetailsBefore(
  db: Db,
  before: string,
  selection: PaymentSelection = 'createdBefore',
): void {
  const paymentIds = PAYMENT_SELECTIONS[selection];
  db.prepare(
    `DELETE FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE payment_id IN (${paymentIds}))`,
  ).run(before);
  for (const table of ['orders', 'memberships', 'donations'])
    db.prepare(`DELETE FROM ${table} WHERE payment_id IN (${paymentIds})`).run(before);
}
