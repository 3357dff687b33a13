// The shop's orders as the volunteers process them: paid orders to ship, shipped, refunded; their
// lines and address; the shipment recorded once.
import type * as Shared from '@mtdm/shared/contracts';
import type { Row } from '@mtdm/shared/contracts';
import type { Db } from '../database/database';

export type OrderState = Shared.OrderSummary['state'];
export type OrderForShipping = Row<Shared.OrderForShipping>;

/** A withdrawal names its order by the reference the buyer received (CMD- and the id's last ten). */
const WITHDRAWN = `EXISTS (SELECT 1 FROM withdrawals
                  WHERE upper(trim(withdrawals.order_reference)) = 'CMD-' || upper(substr(payments.id, -10)))`;
const STATE = `CASE WHEN payments.status = 'refunded' THEN 'refunded'
                    WHEN ${WITHDRAWN} THEN 'withdrawn'
                    WHEN orders.shipped_at IS NOT NULL THEN 'shipped' ELSE 'to-ship' END`;

const SELECT = `SELECT payments.id AS paymentId, ${STATE} AS state, orders.first_name AS firstName,
       orders.last_name AS lastName, orders.city AS city, orders.amount_cents AS amountCents,
       payments.paid_at AS paidAt, orders.shipped_at AS shippedAt, orders.email AS email,
       orders.mobile_number AS mobileNumber, orders.address AS address, orders.postcode AS postcode,
       orders.carrier AS carrier, orders.tracking_number AS trackingNumber,
       payments.refunded_at AS refundedAt, payments.refunded_by AS refundedBy,
       payments.refund_reason AS refundReason, payments.refunded_cents AS refundedCents
  FROM orders JOIN payments ON payments.id = orders.payment_id
 WHERE payments.status IN ('paid', 'refunded')`;

/** Paid (or refunded) orders in one state, the oldest first: the order they are to be shipped in. */
export const ordersInState = (db: Db, state: OrderState): OrderForShipping[] =>
  db.prepare(`SELECT * FROM (${SELECT}) WHERE state = ? ORDER BY paidAt`).all(state) as OrderForShipping[];

export const orderForShipping = (db: Db, paymentId: string): OrderForShipping | undefined =>
  db.prepare(`${SELECT} AND payments.id = ?`).get(paymentId) as OrderForShipping | undefined;

/** Records the shipment of a paid order not shipped yet; false when it is not (or no longer) to ship. */
export function markShipped(
  db: Db,
  paymentId: string,
  shipment: { carrier: string; trackingNumber: string; by: string; at: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE orders SET shipped_at = ?, carrier = ?, tracking_number = ?, shipped_by = ?
          WHERE payment_id = ? AND shipped_at IS NULL
            AND payment_id IN (SELECT id FROM payments WHERE status = 'paid' AND NOT ${WITHDRAWN})`,
      )
      .run(shipment.at, shipment.carrier, shipment.trackingNumber, shipment.by, paymentId).changes === 1
  );
}
