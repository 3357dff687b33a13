// A member's address typed wrong when paying, corrected once its owner confirmed the right one: a record
// beside the membership it was asked from, never changed. The address left is the account's earlier one
// (member-address-store.ts).
import type { Db } from '../database/database';
import type { AskedCorrection } from '../email-changes/email-change-store';

/** A correction of a member's address as the volunteers' space shows it. */
export interface MemberEmailCorrection {
  readonly reason: string;
  readonly askedBy: string;
  readonly askedAt: string;
  readonly confirmedAt: string;
}

export function recordMemberEmailCorrection(
  db: Db,
  correction: AskedCorrection & { readonly askedAt: string },
  confirmedAt: string,
): void {
  db.prepare(
    `INSERT INTO member_email_corrections (payment_id, reason, asked_by, asked_at, confirmed_at)
     VALUES (@paymentId, @reason, @askedBy, @askedAt, @confirmedAt)`,
  ).run({ ...correction, confirmedAt });
}

/** A membership's address corrections, the first first. */
export const memberEmailCorrectionsOf = (db: Db, paymentId: string): MemberEmailCorrection[] =>
  db
    .prepare(
      `SELECT reason, asked_by AS askedBy, asked_at AS askedAt, confirmed_at AS confirmedAt
         FROM member_email_corrections WHERE payment_id = ? ORDER BY id`,
    )
    .all(paymentId) as MemberEmailCorrection[];
