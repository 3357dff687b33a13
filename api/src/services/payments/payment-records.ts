// The payment tables in one place: payments and their events, orders and their lines, memberships,
// donations. Their writes, their reads and their row types; the ledger and the flows call these.
import { eurosToCents, type CartSummary } from '@mtdm/shared/commerce';
import type {
  donationPaymentRequestSchema,
  membershipPaymentRequestSchema,
  shopPaymentRequestSchema,
} from '@mtdm/shared/contracts';
import type { CheckoutCustomer } from '@mtdm/shared/validation';
import type { z } from 'zod';
import type { Db } from '../storage/database';
import { nowIso } from '../storage/database';
import type { PricedLine } from './pricing';

export type PaymentKind = 'shop' | 'membership' | 'donation';

/** Human reference of a payment in mails ("CMD-", "ADH-", "DON-" + the end of the id). */
export const paymentReference = (kind: PaymentKind, id: string) =>
  `${{ shop: 'CMD', membership: 'ADH', donation: 'DON' }[kind]}-${id.slice(-10).toUpperCase()}`;

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

const payerColumns = (data: CheckoutCustomer) => [
  data.firstName.trim(),
  data.lastName.trim(),
  data.email.trim(),
  data.mobileNumber.trim(),
  data.address.trim(),
  data.city.trim(),
  data.postcode.trim(),
];

/** A shop order and its lines, priced from the catalogue. */
export function insertOrder(
  db: Db,
  paymentId: string,
  data: z.infer<typeof shopPaymentRequestSchema>,
  summary: CartSummary,
  lines: readonly PricedLine[],
): void {
  const order = db
    .prepare(
      `INSERT INTO orders (payment_id, first_name, last_name, email, mobile_number, address, city, postcode,
         subtotal_cents, shipping_cents, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      paymentId,
      ...payerColumns(data),
      summary.subtotalCents,
      summary.shippingCents,
      summary.amountCents,
      nowIso(),
    );
  const insertLine = db.prepare(
    'INSERT INTO order_lines (order_id, product_id, name, size, quantity, unit_price_cents) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const line of lines) {
    insertLine.run(
      order.lastInsertRowid,
      line.product.id,
      line.product.name,
      line.size,
      line.quantity,
      eurosToCents(line.product.price),
    );
  }
}

export function insertMembership(
  db: Db,
  paymentId: string,
  data: z.infer<typeof membershipPaymentRequestSchema>,
  amounts: { feeCents: number; donationCents: number; amountCents: number },
): void {
  db.prepare(
    `INSERT INTO memberships (payment_id, first_name, last_name, email, mobile_number, address, city, postcode,
       birth_date, birth_place, status, grade, arm, activity_status, membership_type, fee_cents, donation_cents,
       amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    paymentId,
    ...payerColumns(data),
    data.birthDate.trim(),
    data.birthPlace.trim(),
    data.status,
    data.grade.trim(),
    data.arm.trim(),
    data.activityStatus,
    data.membershipType,
    amounts.feeCents,
    amounts.donationCents,
    amounts.amountCents,
    nowIso(),
  );
}

export function insertDonation(
  db: Db,
  paymentId: string,
  data: z.infer<typeof donationPaymentRequestSchema>,
  amountCents: number,
): void {
  db.prepare(
    `INSERT INTO donations (payment_id, first_name, last_name, email, mobile_number, address, city, postcode,
       birth_date, birth_place, status, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    paymentId,
    ...payerColumns(data),
    data.birthDate.trim(),
    data.birthPlace.trim(),
    data.status,
    amountCents,
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
