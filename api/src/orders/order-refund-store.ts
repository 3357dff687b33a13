// Part of a paid order given back: each refund a record of its own naming the order, its articles
// and quantities, and the shipping when it goes back too. Written once; the next refund adds to it.
import type { Db } from '../database/database';

/** An article of an order as a refund reads it: what was ordered, at what price, and how many went back. */
export interface RefundableLine {
  readonly id: number;
  readonly name: string;
  readonly size: string | null;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly refundedQuantity: number;
}

/** A refund of part of an order, as the shop reads it: how much, what, who, when and why. */
export interface PartialRefundRecord {
  readonly amountCents: number;
  readonly shippingCents: number;
  readonly lines: { name: string; size: string | null; quantity: number }[];
  readonly reason: string;
  readonly refundedBy: string;
  readonly refundedAt: string;
}

/** The articles of an order with how many of each its refunds gave back, in the order's order. */
export const refundableLinesOf = (db: Db, orderId: number): RefundableLine[] =>
  db
    .prepare(
      `SELECT l.id, l.name, l.size, l.quantity, l.unit_price_cents AS unitPriceCents,
              (SELECT coalesce(sum(r.quantity), 0) FROM order_refund_lines r WHERE r.order_line_id = l.id)
                AS refundedQuantity
         FROM order_lines l WHERE l.order_id = ? ORDER BY l.id`,
    )
    .all(orderId) as RefundableLine[];

/** Whether a part given back of the order included its shipping (it goes back once, whole). */
export const shippingRefunded = (db: Db, orderId: number): boolean =>
  db.prepare('SELECT 1 FROM order_refunds WHERE order_id = ? AND shipping_cents > 0 LIMIT 1').get(orderId) !==
  undefined;

/** Records a refund of part of an order with its articles; the database refuses what passes the order. */
export function insertPartialRefund(
  db: Db,
  orderId: number,
  refund: {
    readonly amountCents: number;
    readonly shippingCents: number;
    readonly lines: readonly { readonly lineId: number; readonly quantity: number }[];
    readonly reason: string;
    readonly by: string;
    readonly at: string;
  },
): void {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO order_refunds (order_id, amount_cents, shipping_cents, reason, refunded_by, refunded_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(orderId, refund.amountCents, refund.shippingCents, refund.reason, refund.by, refund.at);
  const line = db.prepare(
    'INSERT INTO order_refund_lines (refund_id, order_line_id, quantity) VALUES (?, ?, ?)',
  );
  for (const { lineId, quantity } of refund.lines) line.run(lastInsertRowid, lineId, quantity);
}

/** The refunds of part of an order, the first first, each with its articles. */
export function partialRefundsOf(db: Db, orderId: number): PartialRefundRecord[] {
  const refunds = db
    .prepare(
      `SELECT id, amount_cents AS amountCents, shipping_cents AS shippingCents, reason,
              refunded_by AS refundedBy, refunded_at AS refundedAt
         FROM order_refunds WHERE order_id = ? ORDER BY refunded_at, id`,
    )
    .all(orderId) as (Omit<PartialRefundRecord, 'lines'> & { id: number })[];
  const lines = db.prepare(
    `SELECT l.name, l.size, r.quantity FROM order_refund_lines r JOIN order_lines l ON l.id = r.order_line_id
      WHERE r.refund_id = ? ORDER BY l.id`,
  );
  return refunds.map(({ id, ...refund }) => ({
    ...refund,
    lines: lines.all(id) as PartialRefundRecord['lines'][number][],
  }));
}
