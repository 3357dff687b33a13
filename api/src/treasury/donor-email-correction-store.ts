// A donor's address typed wrong when paying, corrected once the owner of the right address confirmed it:
// a record beside the donation, never changed. The donation keeps the address it was paid with; every
// read of the address it is filed under takes the latest correction's instead (donationEmail).
import type { Db } from '../database/database';

/** A correction of a donor's address as the treasurer's screen shows it. */
export interface DonorEmailCorrection {
  readonly email: string;
  readonly reason: string;
  readonly askedBy: string;
  readonly askedAt: string;
  readonly confirmedAt: string;
}

/**
 * SQL: the address a donation (the row `alias` of donations) is filed under as typed, or as corrected
 * since: the latest correction's.
 */
export const donationEmail = (alias: string): string =>
  `coalesce((SELECT c.email FROM donor_email_corrections c WHERE c.payment_id = ${alias}.payment_id
              ORDER BY c.id DESC LIMIT 1), ${alias}.email)`;

/** SQL: the same for a payment (the row `alias` of payments): a donation's corrected address, if any. */
export const paymentEmail = (alias: string): string =>
  `coalesce((SELECT c.email FROM donor_email_corrections c WHERE c.payment_id = ${alias}.id
              ORDER BY c.id DESC LIMIT 1), ${alias}.email)`;

export function recordDonorEmailCorrection(
  db: Db,
  correction: Omit<DonorEmailCorrection, 'confirmedAt'> & { readonly paymentId: string },
  confirmedAt: string,
): void {
  db.prepare(
    `INSERT INTO donor_email_corrections (payment_id, email, reason, asked_by, asked_at, confirmed_at)
     VALUES (@paymentId, lower(@email), @reason, @askedBy, @askedAt, @confirmedAt)`,
  ).run({ ...correction, confirmedAt });
}

/** A donation's address corrections, the first first. */
export const donorEmailCorrectionsOf = (db: Db, paymentId: string): DonorEmailCorrection[] =>
  db
    .prepare(
      `SELECT email, reason, asked_by AS askedBy, asked_at AS askedAt, confirmed_at AS confirmedAt
         FROM donor_email_corrections WHERE payment_id = ? ORDER BY id`,
    )
    .all(paymentId) as DonorEmailCorrection[];
