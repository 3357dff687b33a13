// A payer's address typed wrong when paying (a donor's, a buyer's), corrected once the owner of the right
// address confirmed it: a record beside the payment, never changed. The donation or the order keeps the
// address it was paid with; every read of the address it is filed under takes the latest correction's
// instead (correctedEmail). A member's is corrected by moving their account (memberships/).
import type { Db } from '../database/database';

/** A correction of a payer's address as the volunteers' screens show it. */
export interface PaymentEmailCorrection {
  readonly email: string;
  readonly reason: string;
  readonly askedBy: string;
  readonly askedAt: string;
  readonly confirmedAt: string;
}

/**
 * SQL: the address a row with a `payment_id` (a donation, an order: the row `alias`) is filed under as
 * typed, or as corrected since: the latest correction's.
 */
export const correctedEmail = (alias: string): string =>
  `coalesce((SELECT c.email FROM payment_email_corrections c WHERE c.payment_id = ${alias}.payment_id
              ORDER BY c.id DESC LIMIT 1), ${alias}.email)`;

/** SQL: the same for a payment itself (the row `alias` of payments). */
export const paymentEmail = (alias: string): string =>
  `coalesce((SELECT c.email FROM payment_email_corrections c WHERE c.payment_id = ${alias}.id
              ORDER BY c.id DESC LIMIT 1), ${alias}.email)`;

export function recordPaymentEmailCorrection(
  db: Db,
  correction: Omit<PaymentEmailCorrection, 'confirmedAt'> & { readonly paymentId: string },
  confirmedAt: string,
): void {
  db.prepare(
    `INSERT INTO payment_email_corrections (payment_id, email, reason, asked_by, asked_at, confirmed_at)
     VALUES (@paymentId, lower(@email), @reason, @askedBy, @askedAt, @confirmedAt)`,
  ).run({ ...correction, confirmedAt });
}

/** A payment's address corrections, the first first. */
export const paymentEmailCorrectionsOf = (db: Db, paymentId: string): PaymentEmailCorrection[] =>
  db
    .prepare(
      `SELECT email, reason, asked_by AS askedBy, asked_at AS askedAt, confirmed_at AS confirmedAt
         FROM payment_email_corrections WHERE payment_id = ? ORDER BY id`,
    )
    .all(paymentId) as PaymentEmailCorrection[];
