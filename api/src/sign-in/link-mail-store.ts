// The count of link mails (sign-in, change of address) per address they go to, kept as a keyed digest
// of the address: the count names nobody.
import type { Db } from '../database/database';

export type LinkMailKind = 'sign-in' | 'email-change';

/** Counts a link mail to an address (its digest), and says how many went there since `since`. */
export function countLinkMail(db: Db, kind: LinkMailKind, targetDigest: string, now: string, since: string) {
  db.prepare('DELETE FROM link_mails WHERE sent_at <= ?').run(since);
  const sent = (
    db
      .prepare('SELECT count(*) AS n FROM link_mails WHERE kind = ? AND target_digest = ? AND sent_at > ?')
      .get(kind, targetDigest, since) as { n: number }
  ).n;
  return {
    sent,
    record: () =>
      db
        .prepare('INSERT INTO link_mails (kind, target_digest, sent_at) VALUES (?, ?, ?)')
        .run(kind, targetDigest, now),
  };
}
