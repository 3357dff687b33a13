// The payments table and its history (payment_events): every SQL statement that reads or writes them.
// Services call these inside the transactions they open; nothing here decides what a change means.
import { ORDER_REFERENCE_PREFIX, REFERENCE_ID_END } from '@mtdm/shared/validation';
import type { Db } from '../database/database';

export type PaymentKind = 'shop' | 'membership' | 'donation';
type PaymentStatus = 'created' | 'paid' | 'cancelled' | 'refunded';

const REFERENCE_PREFIX: Record<PaymentKind, string> = {
  shop: ORDER_REFERENCE_PREFIX,
  membership: 'ADH',
  donation: 'DON',
};

/** Human reference of a payment in mails ("CMD-", "ADH-", "DON-" + the end of the id, in capitals). */
export const paymentReference = (kind: PaymentKind, id: string) =>
  `${REFERENCE_PREFIX[kind]}-${id.slice(-REFERENCE_ID_END).toUpperCase()}`;

/** The same reference, as an SQL expression over a column holding the payment's id. */
export const paymentReferenceSql = (kind: PaymentKind, idColumn: string) =>
  `'${REFERENCE_PREFIX[kind]}-' || upper(substr(${idColumn}, -${REFERENCE_ID_END}))`;

export interface PaymentRecord {
  readonly id: string;
  readonly kind: PaymentKind;
  readonly customerId: string;
  readonly provider: string;
  /** The provider's id, once it answered (null: never reached it). */
  readonly providerId: string | null;
  readonly expiresAt: string | null;
  readonly amountCents: number;
  readonly status: PaymentStatus;
}

interface PaymentRow {
  id: string;
  kind: PaymentKind;
  customer_id: string;
  provider: string;
  provider_id: string | null;
  expires_at: string | null;
  amount_cents: number;
  status: PaymentStatus;
}

const recordOf = (row: PaymentRow): PaymentRecord => ({
  id: row.id,
  kind: row.kind,
  customerId: row.customer_id,
  provider: row.provider,
  providerId: row.provider_id,
  expiresAt: row.expires_at,
  amountCents: row.amount_cents,
  status: row.status,
});

const COLUMNS = 'id, kind, customer_id, provider, provider_id, expires_at, amount_cents, status';

export interface NewPayment {
  readonly id: string;
  readonly kind: PaymentKind;
  readonly customerId: string;
  readonly provider: string;
  readonly amountCents: number;
  readonly email: string;
}

function insertEvent(db: Db, paymentId: string, status: string, source: string, at: string): void {
  db.prepare('INSERT INTO payment_events (payment_id, status, source, created_at) VALUES (?, ?, ?, ?)').run(
    paymentId,
    status,
    source,
    at,
  );
}

/** A new payment in the `created` state, and its first event. */
export function insertPayment(db: Db, payment: NewPayment, now: string): void {
  db.prepare(
    `INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'created', ?, ?, ?)`,
  ).run(
    payment.id,
    payment.kind,
    payment.customerId,
    payment.provider,
    payment.amountCents,
    payment.email,
    now,
    now,
  );
  insertEvent(db, payment.id, 'created', 'api', now);
}

export function findPayment(db: Db, paymentId: string): PaymentRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM payments WHERE id = ?`).get(paymentId) as
    PaymentRow | undefined;
  return row ? recordOf(row) : undefined;
}

/** The payment a provider's id belongs to (notifications speak in the provider's ids). */
export function findPaymentByProviderId(
  db: Db,
  provider: string,
  providerId: string,
): PaymentRecord | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM payments WHERE provider = ? AND provider_id = ?`)
    .get(provider, providerId) as PaymentRow | undefined;
  return row ? recordOf(row) : undefined;
}

/** Once the provider answered: its id for the payment and when an unpaid one is over. */
/**
 * Records the provider's id of a payment; false when another payment already has it (the provider
 * gave an id twice, e.g. its test service's ids met again on the same database).
 */
export function attachCheckout(
  db: Db,
  paymentId: string,
  checkout: { readonly providerId: string; readonly expiresAt: string },
  at: string,
): boolean {
  try {
    db.prepare('UPDATE payments SET provider_id = ?, expires_at = ?, updated_at = ? WHERE id = ?').run(
      checkout.providerId,
      checkout.expiresAt,
      at,
      paymentId,
    );
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
    throw error;
  }
}

/** Created payments past their expiry (or never handed to the provider for an hour). */
export function overduePayments(db: Db, now: Date): PaymentRecord[] {
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  return (
    db
      .prepare(
        `SELECT ${COLUMNS} FROM payments WHERE status = 'created'
         AND (expires_at < ? OR (expires_at IS NULL AND created_at < ?))`,
      )
      .all(now.toISOString(), hourAgo) as PaymentRow[]
  ).map(recordOf);
}

/**
 * Moves a created payment to a final state and records the event. False when it was not `created`
 * (already final, or unknown): a payment changes state once.
 */
export function markFinal(
  db: Db,
  paymentId: string,
  status: 'paid' | 'cancelled',
  source: string,
  at: string,
): boolean {
  const changed = db
    .prepare(
      `UPDATE payments SET status = ?, updated_at = ?, paid_at = CASE WHEN ? = 'paid' THEN ? END
        WHERE id = ? AND status = 'created'`,
    )
    .run(status, at, status, at, paymentId).changes;
  if (changed !== 1) return false;
  insertEvent(db, paymentId, status, source, at);
  return true;
}

/**
 * A paid payment refunded or charged back at the provider: 'refunded', with its event. False when it
 * was not paid (or already refunded).
 */
export function markRefunded(
  db: Db,
  paymentId: string,
  source: string,
  at: string,
  reason: string | null = null,
): boolean {
  const changed = db
    .prepare(
      `UPDATE payments SET status = 'refunded', updated_at = ?, refunded_at = ?, refunded_by = ?,
              refund_reason = ?, refunded_cents = amount_cents
        WHERE id = ? AND status = 'paid'`,
    )
    .run(at, at, source, reason, paymentId).changes;
  if (changed !== 1) return false;
  insertEvent(db, paymentId, 'refunded', source, at);
  return true;
}

/**
 * SQL: what the parts of an order given back (its partial refunds) took of the payment whose id is
 * `paymentId` (an SQL expression), in cents: 0 when no part went back.
 */
export const givenBackInPartsSql = (paymentId: string) =>
  `(SELECT coalesce(sum(part.amount_cents), 0)
      FROM order_refunds part JOIN orders part_order ON part_order.id = part.order_id
     WHERE part_order.payment_id = ${paymentId})`;

/** What was given back of a payment in parts before, in cents (givenBackInPartsSql). */
export const givenBackInPartsCents = (db: Db, paymentId: string): number =>
  db
    .prepare(`SELECT ${givenBackInPartsSql('?')}`)
    .pluck()
    .get(paymentId) as number;

/**
 * A payment never paid: started and left, or cancelled (expired ones are cancelled). A refunded
 * payment was paid: it stays an accounting record, its sale and its refund, like a paid one.
 */
export const NEVER_PAID = "status IN ('created', 'cancelled')";

/**
 * Which payments a purge deletes, with the date they are compared to: every payment created before
 * it (the accounting period), or the payments never paid whose last state (expired, cancelled,
 * abandoned) is older than it.
 */
export const PAYMENT_SELECTIONS = {
  createdBefore: 'SELECT id FROM payments WHERE created_at < ?',
  unpaidSettledBefore: `SELECT id FROM payments WHERE ${NEVER_PAID} AND updated_at < ?`,
} as const;
export type PaymentSelection = keyof typeof PAYMENT_SELECTIONS;

/** Deletes the selected payments and their events; the tables that point at them first. */
export function deletePaymentsBefore(
  db: Db,
  before: string,
  selection: PaymentSelection = 'createdBefore',
): number {
  const ids = PAYMENT_SELECTIONS[selection];
  db.prepare(`DELETE FROM payment_events WHERE payment_id IN (${ids})`).run(before);
  return db.prepare(`DELETE FROM payments WHERE id IN (${ids})`).run(before).changes;
}

// Which connection started each payment, as a keyed digest, kept a day (payment_starts): the payments a
// connection started and never paid are counted, those it paid are not.

/** The period over which a connection's unpaid starts are counted, and so how long a start is kept. */
export const PAYMENT_STARTS_DAYS = 1;

/** Notes the connection that started a payment (in the transaction that writes the payment). */
export const recordPaymentStart = (db: Db, paymentId: string, connectionDigest: string, at: string) =>
  db
    .prepare('INSERT INTO payment_starts (payment_id, connection_digest, started_at) VALUES (?, ?, ?)')
    .run(paymentId, connectionDigest, at);

/** The payments a connection started since `since` that are not paid (waiting, refused, abandoned). */
export const unpaidStartsSince = (db: Db, connectionDigest: string, since: string) =>
  (
    db
      .prepare(
        `SELECT count(*) AS n FROM payment_starts
         JOIN payments ON payments.id = payment_starts.payment_id
         WHERE payment_starts.connection_digest = ? AND payment_starts.started_at > ? AND payments.${NEVER_PAID}`,
      )
      .get(connectionDigest, since) as { n: number }
  ).n;

/** Forgets the starts older than `before` (no count reaches past PAYMENT_STARTS_DAYS): returns how many. */
export const forgetPaymentStartsBefore = (db: Db, before: string) =>
  db.prepare('DELETE FROM payment_starts WHERE started_at <= ?').run(before).changes;
