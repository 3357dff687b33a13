// What a payment pays for: shop orders and their lines, memberships, donations. Every SQL statement
// on these tables; the payer's columns are the same in the three (first name … postcode).
import type { Db } from './database';
import { nowIso } from './database';
import { paymentReference } from './payment-store';

/** The payer's columns, the same in the orders, memberships and donations tables. */
export interface PayerRow {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  address: string;
  postcode: string;
  city: string;
  amount_cents: number;
}
export interface OrderRow extends PayerRow {
  id: number;
  shipping_cents: number;
  subtotal_cents: number;
}
/** Born somewhere, with a status: members and donors. */
export interface PersonRow extends PayerRow {
  birth_date: string;
  birth_place: string;
  status: string;
}
export interface MembershipRow extends PersonRow {
  activity_status: string;
  arm: string;
  donation_cents: number;
  fee_cents: number;
  grade: string;
  membership_type: string;
}
export type DonationRow = PersonRow;
export interface OrderLineRow {
  name: string;
  size: string | null;
  quantity: number;
  unit_price_cents: number;
}

/** The payer as a request gives it, already trimmed by the service. */
export interface PayerValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobileNumber: string;
  readonly address: string;
  readonly city: string;
  readonly postcode: string;
}

const payerColumns = (payer: PayerValues) => [
  payer.firstName,
  payer.lastName,
  payer.email,
  payer.mobileNumber,
  payer.address,
  payer.city,
  payer.postcode,
];
const PAYER_COLUMNS = 'first_name, last_name, email, mobile_number, address, city, postcode';

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
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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

export interface NewMembership {
  readonly birthDate: string;
  readonly birthPlace: string;
  readonly status: string;
  readonly grade: string;
  readonly arm: string;
  readonly activityStatus: string;
  readonly membershipType: string;
  readonly feeCents: number;
  readonly donationCents: number;
  readonly amountCents: number;
}

export function insertMembership(db: Db, paymentId: string, payer: PayerValues, member: NewMembership): void {
  db.prepare(
    `INSERT INTO memberships (payment_id, ${PAYER_COLUMNS}, birth_date, birth_place, status, grade, arm,
       activity_status, membership_type, fee_cents, donation_cents, amount_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    paymentId,
    ...payerColumns(payer),
    member.birthDate,
    member.birthPlace,
    member.status,
    member.grade,
    member.arm,
    member.activityStatus,
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
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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

export const readOrder = (db: Db, paymentId: string) =>
  db.prepare('SELECT * FROM orders WHERE payment_id = ?').get(paymentId) as OrderRow;

export const readOrderLines = (db: Db, orderId: number) =>
  db
    .prepare('SELECT name, size, quantity, unit_price_cents FROM order_lines WHERE order_id = ? ORDER BY id')
    .all(orderId) as OrderLineRow[];

export const readMembership = (db: Db, paymentId: string) =>
  db.prepare('SELECT * FROM memberships WHERE payment_id = ?').get(paymentId) as MembershipRow;

export const readDonation = (db: Db, paymentId: string) =>
  db.prepare('SELECT * FROM donations WHERE payment_id = ?').get(paymentId) as DonationRow;

/**
 * Whether a shop order placed with this e-mail address has this reference (as its mails give it,
 * `paymentReference`): only then may a withdrawal's acknowledgement go to that address.
 */
export function isOrderOf(db: Db, orderReference: string, email: string): boolean {
  const reference = orderReference.trim().toUpperCase();
  const orders = db
    .prepare('SELECT payment_id FROM orders WHERE lower(email) = lower(?)')
    .all(email.trim()) as {
    payment_id: string;
  }[];
  return orders.some((order) => paymentReference('shop', order.payment_id) === reference);
}

/** Deletes what the payments created before `before` paid for (call before deleting the payments). */
export function deletePaymentDetailsBefore(db: Db, before: string): void {
  const paymentIds = 'SELECT id FROM payments WHERE created_at < ?';
  db.prepare(
    `DELETE FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE payment_id IN (${paymentIds}))`,
  ).run(before);
  for (const table of ['orders', 'memberships', 'donations'])
    db.prepare(`DELETE FROM ${table} WHERE payment_id IN (${paymentIds})`).run(before);
}
