// Which connection started each payment, as a keyed digest, kept a day: the payments a connection
// started and never paid are counted, those it paid are not.
import type { Db } from '../database/database';
import { NEVER_PAID } from './payment-store';

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

/** Forgets the starts older than `before` (no count reaches past a day): returns how many. */
export const forgetPaymentStartsBefore = (db: Db, before: string) =>
  db.prepare('DELETE FROM payment_starts WHERE started_at <= ?').run(before).changes;
