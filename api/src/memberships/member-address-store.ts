// A member's addresses over time. An account that changes its e-mail address keeps the one it left,
// with the moment it left it, so that what was filed under it before (a gift, an order) is still the
// account's: found by an erasure, listed in the member area, and mailed where the member is now.
import type { Db } from '../database/database';

/**
 * An address a member's account had: the moment it stopped being theirs, and the number of the last
 * mail it received as theirs (mail is dated by the queue's own clock, so it is bounded by number).
 */
export interface EarlierAddress {
  readonly email: string;
  readonly until: string;
  readonly lastMail: number;
}

/**
 * Keeps the address an account leaves, with its bounds, under the address it goes to; the earlier
 * addresses it had follow it. An address it comes back to is its own again, not an earlier one.
 */
export function recordEarlierAddress(
  db: Db,
  change: { readonly from: string; readonly to: string },
  bounds: Omit<EarlierAddress, 'email'>,
): void {
  db.prepare(
    'UPDATE earlier_member_addresses SET member_email = lower(@to) WHERE member_email = lower(@from)',
  ).run(change);
  db.prepare(
    `INSERT INTO earlier_member_addresses (email, until, last_mail, member_email)
     VALUES (lower(@from), @until, @lastMail, lower(@to))`,
  ).run({ ...change, ...bounds });
  db.prepare('DELETE FROM earlier_member_addresses WHERE email = member_email').run();
}

/** The addresses the account at an address had before, the latest change first. */
export const earlierAddressesOf = (db: Db, email: string): EarlierAddress[] =>
  db
    .prepare(
      `SELECT email, max(until) AS until, max(last_mail) AS lastMail FROM earlier_member_addresses
        WHERE member_email = lower(?) GROUP BY email ORDER BY max(until) DESC, max(rowid) DESC`,
    )
    .all(email) as EarlierAddress[];

/** The account an earlier address moved to, if any: its address now and when this one was left. */
export const laterAddressOf = (db: Db, email: string): { email: string; since: string } | null =>
  (db
    .prepare(
      `SELECT member_email AS email, until AS since FROM earlier_member_addresses WHERE email = lower(?)
        ORDER BY until DESC, rowid DESC LIMIT 1`,
    )
    .get(email) as { email: string; since: string } | undefined) ?? null;

/**
 * Forgets the earlier addresses of an account with no membership left (its last one gone at the end
 * of its period), or every link naming an address (erasure); returns how many went.
 */
export function forgetEarlierAddresses(db: Db, email?: string): number {
  if (email)
    return db
      .prepare(
        'DELETE FROM earlier_member_addresses WHERE email = lower(@email) OR member_email = lower(@email)',
      )
      .run({ email }).changes;
  return db
    .prepare(
      'DELETE FROM earlier_member_addresses WHERE member_email NOT IN (SELECT lower(email) FROM memberships)',
    )
    .run().changes;
}

/**
 * SQL: the address a record made at `madeAt` from the address `email` is mailed at now. The address
 * it was made from, or, when a member's account left that address after the record was made, the
 * account's address now (its earlier addresses follow each change); a record made after the address
 * was left is its next owner's, and stays with it.
 */
export const addressNow = (email: string, madeAt: string): string => `coalesce(
  (SELECT a.member_email FROM earlier_member_addresses a
    WHERE a.email = lower(${email}) AND a.until >= ${madeAt} ORDER BY a.until, a.rowid LIMIT 1),
  ${email})`;
