// The count of mails sent to an address that someone typed (a sign-in link, a change of address, an
// acknowledgement, a booking, a newsletter sign-up), kept as a keyed digest of the address: the count names nobody. The
// bookings, job applications, messages and newsletter sign-ups sent from one connection are counted here too, by a keyed digest of the
// connection.
import type { Db } from '../database/database';

export type AddressMailKind =
  | 'sign-in'
  | 'email-change'
  | 'acknowledgement'
  | 'booking'
  | 'booking-connection'
  | 'newsletter'
  | 'application-connection'
  | 'message-connection'
  | 'newsletter-connection';

/** Forgets the counts older than `before` (the longest of the limits' periods): returns how many. */
export const forgetMailCountsBefore = (db: Db, before: string) =>
  db.prepare('DELETE FROM limit_counts WHERE sent_at <= ?').run(before).changes;

/** Counts a mail of a kind to an address (its digest), and says how many went there since `since`. */
export function countMailsTo(
  db: Db,
  kind: AddressMailKind,
  targetDigest: string,
  now: string,
  since: string,
) {
  db.prepare('DELETE FROM limit_counts WHERE sent_at <= ? AND kind = ?').run(since, kind);
  const sent = (
    db
      .prepare('SELECT count(*) AS n FROM limit_counts WHERE kind = ? AND target_digest = ? AND sent_at > ?')
      .get(kind, targetDigest, since) as { n: number }
  ).n;
  return {
    sent,
    /** Counts one more; what it returns takes that one back (a submission refused after all). */
    record: () => {
      const { lastInsertRowid } = db
        .prepare('INSERT INTO limit_counts (kind, target_digest, sent_at) VALUES (?, ?, ?)')
        .run(kind, targetDigest, now);
      return () => void db.prepare('DELETE FROM limit_counts WHERE rowid = ?').run(lastInsertRowid);
    },
  };
}
