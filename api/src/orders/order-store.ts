// A shop order and its lines as the payment recorded them: written at the payment's start, read for
// its mails, its success page, the packing slip and a withdrawal.
import type { Db } from '../database/database';
import { addressNow } from '../memberships/member-address-store';
import { correctedEmail } from '../payments/payment-email-correction-store';
import type { Payer } from '@mtdm/shared/validation';
import { paymentReferenceSql } from '../payments/payment-store';
import {
  payerColumns,
  payerOfRow,
  PAYER_COLUMNS,
  PAYER_PLACES,
  type PayerValues,
  type Row,
} from '../payments/payment-details-store';

export interface OrderRecord extends Payer {
  readonly id: number;
  readonly subtotalCents: number;
  readonly shippingCents: number;
  readonly amountCents: number;
}
export interface OrderLineRecord {
  readonly name: string;
  readonly size: string | null;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

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
  createdAt: string,
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
      createdAt,
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

/** The address an order was made from: as typed, or as corrected since when it was typed wrong. */
const ORDERED_FROM = correctedEmail('orders');

/**
 * Where the buyer of a row of `orders` is written to now: the order's address (corrected, when it was
 * typed wrong), or, when a member's account left it after the order, the account's address since.
 */
export const BUYER_ADDRESS = addressNow(ORDERED_FROM, 'orders.created_at');

/** A paid order as the database recorded it: its reference, who bought, where to write (now), what. */
export interface RecordedOrder {
  readonly reference: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly lines: readonly {
    readonly name: string;
    readonly size: string | null;
    readonly quantity: number;
  }[];
}

/** SQL: the key of the reference of the row of `orders` joined to its `payments` row. */
const ORDER_REFERENCE_KEY = `order_reference_key(${paymentReferenceSql('shop', 'payments.id')})`;

/**
 * SQL: whether a withdrawal's reference key (an SQL expression: `withdrawals.reference_key`, or
 * order_reference_key() of a reference however the buyer typed it) gives that of the row of `orders`
 * joined to its `payments` row.
 */
export const withdrawalGivesReference = (referenceKey: string) => `${referenceKey} = ${ORDER_REFERENCE_KEY}`;

/** SQL: whether a withdrawal's reference key (an SQL expression) gives no shop order's. */
export const withdrawalNamesNoOrder = (referenceKey: string) =>
  `NOT EXISTS (SELECT 1 FROM payments named WHERE named.kind = 'shop'
     AND order_reference_key(${paymentReferenceSql('shop', 'named.id')}) = ${referenceKey})`;

/** SQL: when the order's address typed wrong was first corrected, or null. */
const CORRECTED_AT = `(SELECT min(c.confirmed_at) FROM payment_email_corrections c
                        WHERE c.payment_id = orders.payment_id)`;

/**
 * SQL: whether a mailbox's key (an SQL expression: `withdrawals.mailbox_key`, or mailbox_key() of an
 * address) is that of one of the order's buyer's addresses: the order's own (as corrected, when it was
 * typed wrong), or the account's since. An address typed another way that reaches the same mailbox is
 * the buyer's: the acknowledgement goes to the buyer's address, never to the one typed. The address
 * typed wrong was the order's until it was corrected: a withdrawal received from it until then (its time
 * `receivedAt`, an SQL expression) still names the order, none after.
 */
export const isBuyerAddress = (mailboxKey: string, receivedAt?: string) =>
  `(${mailboxKey} IN (mailbox_key(${ORDERED_FROM}), mailbox_key(${BUYER_ADDRESS}))` +
  (receivedAt
    ? ` OR (${mailboxKey} = mailbox_key(orders.email) AND ${receivedAt} <= coalesce(${CORRECTED_AT}, ${receivedAt})))`
    : ')');

/**
 * SQL: whether a withdrawal, given as the keys of its reference and its mailbox (SQL expressions) and,
 * for one already received, its time, names the order: its reference and one of its buyer's
 * mailboxes. A reference alone is not enough: whoever knows it is not always its buyer.
 */
export const withdrawalNamesOrder = (referenceKey: string, mailboxKey: string, receivedAt?: string) =>
  `${withdrawalGivesReference(referenceKey)} AND ${isBuyerAddress(mailboxKey, receivedAt)}`;

/** SQL: a paid order, with its reference as the buyer received it (a condition follows). */
const PAID_ORDER = `SELECT orders.id, orders.first_name, orders.last_name, ${BUYER_ADDRESS} AS email,
        ${paymentReferenceSql('shop', 'payments.id')} AS reference
   FROM orders JOIN payments ON payments.id = orders.payment_id
  WHERE payments.status = 'paid'`;

type PaidOrderRow = { id: number; first_name: string; last_name: string; email: string; reference: string };

/** A paid order's row as the database recorded it, with its lines. */
function recordedOrderOf(db: Db, order: PaidOrderRow | undefined): RecordedOrder | null {
  if (!order) return null;
  const lines = db
    .prepare('SELECT name, size, quantity FROM order_lines WHERE order_id = ? ORDER BY id')
    .all(order.id) as { name: string; size: string | null; quantity: number }[];
  return {
    reference: order.reference,
    firstName: order.first_name,
    lastName: order.last_name,
    email: order.email,
    lines,
  };
}

/**
 * The paid order with this reference and this buyer's address (the one it was made from, or the
 * member's since), or null: an order whose payment was only started is nobody's order yet (anyone can
 * start one with anyone's address).
 */
export const paidOrderOf = (db: Db, orderReference: string, email: string): RecordedOrder | null =>
  recordedOrderOf(
    db,
    db
      .prepare(
        `${PAID_ORDER} AND ${withdrawalNamesOrder('order_reference_key(@reference)', 'mailbox_key(@email)')}`,
      )
      .get({ reference: orderReference, email: email.trim() }) as PaidOrderRow | undefined,
  );

/** The paid order of a payment, or null. */
export const paidOrderOfPayment = (db: Db, paymentId: string): RecordedOrder | null =>
  recordedOrderOf(
    db,
    db.prepare(`${PAID_ORDER} AND payments.id = ?`).get(paymentId) as PaidOrderRow | undefined,
  );

/** The address an order was made from, as corrected since when it was typed wrong. */
export const orderedFromOf = (db: Db, paymentId: string): string =>
  (
    db.prepare(`SELECT ${ORDERED_FROM} AS email FROM orders WHERE payment_id = ?`).get(paymentId) as {
      email: string;
    }
  ).email;
