// A member's change of address: one link at a time per account, kept as a digest, used once.
import type { Db } from '../database/database';

export interface EmailChange {
  readonly from: string;
  readonly to: string;
}

/** Stores a new change link; every earlier link of the same account still pending becomes void. */
export function insertEmailChange(
  db: Db,
  change: EmailChange & { digest: string; sessionDigest: string; expiresAt: string },
  now: string,
): void {
  db.prepare(
    `UPDATE email_changes SET voided_at = ?
      WHERE from_email = lower(?) AND used_at IS NULL AND voided_at IS NULL`,
  ).run(now, change.from);
  db.prepare(
    `INSERT INTO email_changes (digest, from_email, to_email, session_digest, expires_at, created_at)
     VALUES (?, lower(?), lower(?), ?, ?, ?)`,
  ).run(change.digest, change.from, change.to, change.sessionDigest, change.expiresAt, now);
}

/** Uses a link once: its change, or null when it is unknown, used, void or expired. */
export const consumeEmailChange = (db: Db, digest: string, now: string): EmailChange | null =>
  (db
    .prepare(
      `UPDATE email_changes SET used_at = ?
        WHERE digest = ? AND used_at IS NULL AND voided_at IS NULL AND expires_at > ?
        RETURNING from_email AS "from", to_email AS "to"`,
    )
    .get(now, digest, now) as EmailChange | undefined) ?? null;

/** Changes asked from one session since a time. */
export const changesOfSession = (db: Db, sessionDigest: string, since: string): number =>
  (
    db
      .prepare('SELECT count(*) AS n FROM email_changes WHERE session_digest = ? AND created_at > ?')
      .get(sessionDigest, since) as { n: number }
  ).n;

/** Whether an address already belongs to an account: a membership, a number or a session of a member. */
export const addressInUse = (db: Db, email: string): boolean =>
  db
    .prepare(
      `SELECT 1 FROM memberships WHERE lower(email) = lower(@email)
       UNION ALL SELECT 1 FROM members WHERE lower(email) = lower(@email)
       UNION ALL SELECT 1 FROM sessions WHERE audience = 'member' AND lower(email) = lower(@email)
       LIMIT 1`,
    )
    .get({ email }) !== undefined;

/** Every session of a member's account, closed. */
export const closeMemberSessions = (db: Db, email: string): void => {
  db.prepare("DELETE FROM sessions WHERE audience = 'member' AND lower(email) = lower(?)").run(email);
};

/** Change links whose day is long past, and every trace of an address (erasure). */
export function deleteEmailChanges(db: Db, before: string, email?: string): number {
  let deleted = db.prepare('DELETE FROM email_changes WHERE expires_at <= ?').run(before).changes;
  if (email)
    deleted += db
      .prepare('DELETE FROM email_changes WHERE from_email = lower(@email) OR to_email = lower(@email)')
      .run({ email }).changes;
  return deleted;
}

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
  change: EmailChange,
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
