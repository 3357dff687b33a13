// The shop's orders as the volunteers process them: paid orders to ship, shipped, refunded; their
// lines and address; the shipment recorded once; each correction of the delivery before it, and of
// the shipment after it, a record of its own.
import type * as Shared from '@mtdm/shared/contracts';
import type { Row } from '@mtdm/shared/contracts';
import { nextCorrectionVersion, type Db } from '../database/database';
import { paymentReferenceSql } from '../payments/payment-store';
import { correctedEmail } from '../payments/payment-email-correction-store';
import { refundDueOn } from '@mtdm/shared/commerce';
import {
  BUYER_ADDRESS,
  isBuyerAddress,
  withdrawalGivesReference,
  withdrawalNamesNoOrder,
  withdrawalNamesOrder,
} from './order-store';

export type OrderState = Shared.OrderSummary['state'];
/** A withdrawal decided for an order: to check, then the buyer's or set aside; or received by post. */
export type WithdrawalDecision = Shared.WithdrawalDecisionRecord['decision'];
export type OrderForShipping = Row<Shared.OrderForShipping>;

/** SQL: whether a volunteer decided the withdrawal (`withdrawals` row) for the order, either way. */
const DECIDED = `EXISTS (SELECT 1 FROM withdrawal_decisions decided
           WHERE decided.order_id = orders.id AND decided.withdrawal_id = withdrawals.id)`;
/**
 * SQL: whether a withdrawal names the order, by its reference and its buyer's address, or a volunteer
 * attached one to the order once checked, or recorded one for it that came by post: one typed with
 * another address waits for the association, which reads every withdrawal and answers it. The keys
 * are read through their indexes: one lookup per order, whatever the number of withdrawals.
 */
const WITHDRAWN = `(EXISTS (SELECT 1 FROM withdrawals
                   WHERE ${withdrawalNamesOrder('withdrawals.reference_key', 'withdrawals.mailbox_key', 'withdrawals.received_at')})
                OR EXISTS (SELECT 1 FROM withdrawal_decisions decided
                            WHERE decided.order_id = orders.id AND decided.decision IN ('attached', 'by-post')))`;
/**
 * SQL: when the shop received the first withdrawal that withdraws the order (one naming it, or one a
 * volunteer attached or recorded from a letter), or null: the day its refund is counted from.
 */
const WITHDRAWN_SINCE = `(SELECT min(received_at) FROM (
         SELECT withdrawals.received_at FROM withdrawals
          WHERE ${withdrawalNamesOrder('withdrawals.reference_key', 'withdrawals.mailbox_key', 'withdrawals.received_at')}
         UNION ALL
         SELECT attached.received_at FROM withdrawal_decisions decided
           JOIN withdrawals attached ON attached.id = decided.withdrawal_id
          WHERE decided.order_id = orders.id AND decided.decision IN ('attached', 'by-post')))`;
/**
 * A buyer's withdrawal with a reference no order carries may concern any of their orders paid in the
 * days before it: the right of withdrawal runs fourteen working days from delivery, the parcel may
 * take its time, and a buyer rarely means an order older than this.
 */
export const UNKNOWN_REFERENCE_DAYS = 90;
/**
 * SQL: the latest withdrawal to check for the order, not decided yet, while the order is still the
 * shop's to ship or shipped, as JSON: one that gives its reference with another address than its
 * buyer's (`other-address`), or one from its buyer's address, soon after it was paid, with a
 * reference no order carries (`unknown-reference`). The association checks it with the buyer first.
 * Each branch starts from an indexed key; what calls the site's functions comes last.
 */
const WITHDRAWAL_TO_CHECK = `CASE WHEN payments.status = 'paid' AND NOT ${WITHDRAWN} THEN
       (SELECT json_object('reference', withdrawals.reference, 'typedReference', withdrawals.order_reference,
                           'because', CASE WHEN ${isBuyerAddress('withdrawals.mailbox_key', 'withdrawals.received_at')}
                                           THEN 'unknown-reference' ELSE 'other-address' END)
          FROM withdrawals
         WHERE ((${withdrawalGivesReference('withdrawals.reference_key')}
                 AND NOT ${isBuyerAddress('withdrawals.mailbox_key', 'withdrawals.received_at')})
             OR (${isBuyerAddress('withdrawals.mailbox_key', 'withdrawals.received_at')}
                 AND withdrawals.received_at >= payments.paid_at
                 AND julianday(withdrawals.received_at) - julianday(payments.paid_at) <= ${UNKNOWN_REFERENCE_DAYS}
                 AND ${withdrawalNamesNoOrder('withdrawals.reference_key')}))
           AND NOT ${DECIDED}
         ORDER BY withdrawals.received_at DESC, withdrawals.id DESC LIMIT 1) END`;
/**
 * SQL: whether part of the order was given back once the shop had its withdrawal: the withdrawal is
 * settled (the buyer withdrew from those articles), the order goes on as shipped or to ship.
 */
const REFUNDED_SINCE_WITHDRAWN = `EXISTS (SELECT 1 FROM order_refunds part
         WHERE part.order_id = orders.id AND part.refunded_at >= ${WITHDRAWN_SINCE})`;
/** SQL: withdrawn and not refunded since, in whole or in part: the shop owes the buyer a refund. */
const WITHDRAWN_TO_REFUND = `(${WITHDRAWN} AND NOT ${REFUNDED_SINCE_WITHDRAWN})`;
const STATE = `CASE WHEN payments.status = 'refunded' THEN 'refunded'
                    WHEN ${WITHDRAWN_TO_REFUND} THEN 'withdrawn'
                    WHEN orders.shipped_at IS NOT NULL THEN 'shipped' ELSE 'to-ship' END`;

/** The latest correction of an order's shipment, if any (the order's own shipment is version 1). */
const LATEST_CORRECTION = (column: string) =>
  `(SELECT c.${column} FROM shipment_corrections c WHERE c.order_id = orders.id ORDER BY c.version DESC LIMIT 1)`;

/**
 * Whom and where the parcel goes to: order_deliveries, the latest correction's, else the order's own;
 * and where the buyer is written to: the order's address, followed when a member's account left it.
 */
const COLUMNS = `payments.id AS paymentId, ${STATE} AS state, delivery.first_name AS firstName,
       delivery.last_name AS lastName, delivery.city AS city, orders.amount_cents AS amountCents,
       payments.paid_at AS paidAt, orders.shipped_at AS shippedAt, ${BUYER_ADDRESS} AS email,
       orders.mobile_number AS mobileNumber, delivery.address AS address, delivery.postcode AS postcode,
       coalesce(${LATEST_CORRECTION('carrier')}, orders.carrier) AS carrier,
       coalesce(${LATEST_CORRECTION('tracking_number')}, orders.tracking_number) AS trackingNumber,
       payments.refunded_at AS refundedAt, payments.refunded_by AS refundedBy,
       payments.refund_reason AS refundReason, payments.refunded_cents AS refundedCents,
       coalesce(payments.refunded_cents, (SELECT coalesce(sum(part.amount_cents), 0) FROM order_refunds part
                                           WHERE part.order_id = orders.id)) AS givenBackCents,
       ${WITHDRAWAL_TO_CHECK} AS withdrawalToCheck`;
const ORDER_AND_PAYMENT = 'orders JOIN payments ON payments.id = orders.payment_id';
const PAID_ORDERS = `FROM ${ORDER_AND_PAYMENT}
  JOIN order_deliveries delivery ON delivery.order_id = orders.id
 WHERE payments.status IN ('paid', 'refunded')`;

/** An order as the shop's lists hold it: the address it was made from too, which a search reads. */
export type ListedOrderRow = OrderForShipping & { readonly orderedFrom: string };

/** Paid (or refunded) orders in one state, the oldest first: the order they are to be shipped in. */
export const ordersInState = (db: Db, state: OrderState): ListedOrderRow[] =>
  (
    db
      .prepare(
        `SELECT * FROM (SELECT ${COLUMNS}, ${correctedEmail('orders')} AS orderedFrom ${PAID_ORDERS})
          WHERE state = ? ORDER BY paidAt`,
      )
      .all(state) as ListedOrderRow[]
  ).map((row) => withWithdrawalRead(db, row));

/**
 * A row with its withdrawal to check read from the JSON the query writes, and for a withdrawn order
 * when the withdrawal came and the day its refund is due by (asked of the withdrawn orders alone).
 */
function withWithdrawalRead<R extends OrderForShipping>(db: Db, row: R): R {
  const written = row.withdrawalToCheck as unknown as string | null;
  const withdrawnAt =
    row.state === 'withdrawn'
      ? (
          db
            .prepare(`SELECT ${WITHDRAWN_SINCE} AS at FROM ${ORDER_AND_PAYMENT} WHERE payments.id = ?`)
            .get(row.paymentId) as { at: string | null }
        ).at
      : null;
  return {
    ...row,
    withdrawalToCheck: written === null ? null : JSON.parse(written),
    withdrawnAt,
    refundDueOn: withdrawnAt && refundDueOn(withdrawnAt),
  };
}

/** The references of the orders a withdrawal is to be checked for (the shop sees them flagged). */
export const ordersToCheckFor = (db: Db, withdrawalReference: string): string[] =>
  (
    db
      .prepare(
        `SELECT ${paymentReferenceSql('shop', 'payments.id')} AS reference ${PAID_ORDERS}
            AND json_extract(${WITHDRAWAL_TO_CHECK}, '$.reference') = ? ORDER BY payments.paid_at`,
      )
      .all(withdrawalReference) as { reference: string }[]
  ).map(({ reference }) => reference);

/** How many orders, to ship or shipped, have a withdrawal to check (the dashboard's count). */
export const ordersWithWithdrawalToCheck = (db: Db): number =>
  (
    db.prepare(`SELECT count(*) AS count ${PAID_ORDERS} AND ${WITHDRAWAL_TO_CHECK} IS NOT NULL`).get() as {
      count: number;
    }
  ).count;

export function orderForShipping(db: Db, paymentId: string): OrderForShipping | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} ${PAID_ORDERS} AND payments.id = ?`).get(paymentId) as
    OrderForShipping | undefined;
  return row && withWithdrawalRead(db, row);
}

/** The name the buyer paid with, as the order keeps it whatever its delivery's corrections say. */
export const buyerName = (db: Db, paymentId: string) =>
  db
    .prepare('SELECT first_name AS firstName, last_name AS lastName FROM orders WHERE payment_id = ?')
    .get(paymentId) as { firstName: string; lastName: string };

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
            AND payment_id IN (SELECT id FROM payments WHERE status = 'paid' AND NOT ${WITHDRAWN_TO_REFUND})`,
      )
      .run(shipment.at, shipment.carrier, shipment.trackingNumber, shipment.by, paymentId).changes === 1
  );
}

/** A correction of a shipment: the carrier and number that replace those of the version before. */
export interface ShipmentCorrection {
  readonly version: number;
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly reason: string;
  readonly correctedBy: string;
  readonly correctedAt: string;
  /** What it replaces: the version before's carrier and number (the shipment's, for the first). */
  readonly replacedCarrier: string;
  readonly replacedTrackingNumber: string;
}

/** The corrections of an order's shipment, the first first. */
export const shipmentCorrectionsOf = (db: Db, paymentId: string): ShipmentCorrection[] =>
  db
    .prepare(
      `SELECT c.version, c.carrier, c.tracking_number AS trackingNumber, c.reason,
              c.corrected_by AS correctedBy, c.corrected_at AS correctedAt,
              coalesce(before.carrier, o.carrier) AS replacedCarrier,
              coalesce(before.tracking_number, o.tracking_number) AS replacedTrackingNumber
         FROM shipment_corrections c JOIN orders o ON o.id = c.order_id
         LEFT JOIN shipment_corrections before
           ON before.order_id = c.order_id AND before.version = c.version - 1
        WHERE o.payment_id = ? ORDER BY c.version`,
    )
    .all(paymentId) as ShipmentCorrection[];

/**
 * Records a correction of a shipped order's shipment, as the next version after the latest; false
 * when the order is not shipped (or was refunded since: nothing travels any more).
 */
export function recordShipmentCorrection(
  db: Db,
  paymentId: string,
  correction: { carrier: string; trackingNumber: string; reason: string; by: string; at: string },
): boolean {
  return (
    db
      .prepare(
        `INSERT INTO shipment_corrections
           (order_id, version, carrier, tracking_number, reason, corrected_by, corrected_at)
         SELECT o.id, ${nextCorrectionVersion('shipment_corrections', 'order_id', 'o.id')},
                @carrier, @trackingNumber, @reason, @by, @at
           FROM orders o JOIN payments p ON p.id = o.payment_id
          WHERE o.payment_id = @paymentId AND o.shipped_at IS NOT NULL AND p.status = 'paid'`,
      )
      .run({ ...correction, paymentId }).changes === 1
  );
}

/** What a correction of an order's delivery writes: whom and where the parcel goes to. */
export interface Delivery {
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string;
  readonly postcode: string;
  readonly city: string;
}

/** A correction of an order's delivery: the version it is (the order is 1), who, when and why. */
export interface DeliveryCorrection {
  readonly version: number;
  readonly reason: string;
  readonly correctedBy: string;
  readonly correctedAt: string;
}

/** The corrections of an order's delivery, the first first. */
export const deliveryCorrectionsOf = (db: Db, paymentId: string): DeliveryCorrection[] =>
  db
    .prepare(
      `SELECT c.version, c.reason, c.corrected_by AS correctedBy, c.corrected_at AS correctedAt
         FROM delivery_corrections c JOIN orders o ON o.id = c.order_id
        WHERE o.payment_id = ? ORDER BY c.version`,
    )
    .all(paymentId) as DeliveryCorrection[];

/**
 * Records a correction of a paid order's delivery, as the next version after the latest; false when
 * the order is no longer to ship (shipped, withdrawn or refunded: the parcel is gone or will not go).
 */
export function recordDeliveryCorrection(
  db: Db,
  paymentId: string,
  correction: Delivery & { readonly reason: string; readonly by: string; readonly at: string },
): boolean {
  return (
    db
      .prepare(
        `INSERT INTO delivery_corrections (order_id, version, first_name, last_name, address, postcode, city,
                                           reason, corrected_by, corrected_at)
         SELECT orders.id,
                ${nextCorrectionVersion('delivery_corrections', 'order_id', 'orders.id')},
                @firstName, @lastName, @address, @postcode, @city, @reason, @by, @at
           FROM orders JOIN payments ON payments.id = orders.payment_id
          WHERE orders.payment_id = @paymentId AND orders.shipped_at IS NULL AND payments.status = 'paid'
            AND NOT ${WITHDRAWN}`,
      )
      .run({ ...correction, paymentId }).changes === 1
  );
}

/**
 * Records a volunteer's decision on the withdrawal to check of an order, if that withdrawal is still
 * the one to check (a later one may have come, or the order been withdrawn or refunded since it was
 * read). Whether it was recorded.
 */
export function recordWithdrawalDecision(
  db: Db,
  paymentId: string,
  checked: { readonly withdrawalId: number; readonly withdrawalReference: string },
  decision: { readonly decision: WithdrawalDecision; readonly by: string; readonly at: string },
): boolean {
  return (
    db
      .prepare(
        `INSERT INTO withdrawal_decisions (withdrawal_id, order_id, decision, decided_by, decided_at)
         SELECT @withdrawalId, orders.id, @decision, @by, @at ${PAID_ORDERS}
            AND payments.id = @paymentId
            AND json_extract(${WITHDRAWAL_TO_CHECK}, '$.reference') = @withdrawalReference`,
      )
      .run({ paymentId, ...checked, ...decision }).changes === 1
  );
}

/** The withdrawals decided for an order, the first first: which, how, by whom and when. */
export const withdrawalDecisionsOf = (db: Db, paymentId: string): Shared.WithdrawalDecisionRecord[] =>
  db
    .prepare(
      `SELECT w.reference AS withdrawal, d.decision, d.decided_by AS decidedBy, d.decided_at AS decidedAt,
              d.posted_on AS postedOn
         FROM withdrawal_decisions d JOIN withdrawals w ON w.id = d.withdrawal_id
         JOIN orders o ON o.id = d.order_id
        WHERE o.payment_id = ? ORDER BY d.decided_at, d.id`,
    )
    .all(paymentId) as Shared.WithdrawalDecisionRecord[];

/**
 * Records that the withdrawal `withdrawalId`, written from a letter posted on `postedOn`, is the
 * order's: by whom and when (inside the transaction that checked the order could still be withdrawn
 * and wrote the withdrawal).
 */
export function recordPostalWithdrawal(
  db: Db,
  paymentId: string,
  letter: { readonly withdrawalId: number; readonly postedOn: string },
  signed: { readonly by: string; readonly at: string },
): void {
  db.prepare(
    `INSERT INTO withdrawal_decisions (withdrawal_id, order_id, decision, decided_by, decided_at, posted_on)
     SELECT @withdrawalId, id, 'by-post', @by, @at, @postedOn FROM orders WHERE payment_id = @paymentId`,
  ).run({ paymentId, ...letter, ...signed });
}
