// The newsletter_subscribers table: one row per address, its consent (words, version, when), its
// pending confirmation (as a digest), and when it was confirmed or left. Every SQL statement on it.
import type { Db } from '../database/database';

export interface SubscriberRow {
  readonly id: number;
  readonly email: string;
  readonly consentVersion: string;
  readonly consentText: string;
  readonly requestedAt: string;
  readonly confirmSentAt: string | null;
  readonly confirmedAt: string | null;
  readonly unsubscribedAt: string | null;
}

interface Row {
  id: number;
  email: string;
  consent_version: string;
  consent_text: string;
  requested_at: string;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

const rowOf = (row: Row): SubscriberRow => ({
  id: row.id,
  email: row.email,
  consentVersion: row.consent_version,
  consentText: row.consent_text,
  requestedAt: row.requested_at,
  confirmSentAt: row.confirm_sent_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
});

const COLUMNS =
  'id, email, consent_version, consent_text, requested_at, confirm_sent_at, confirmed_at, unsubscribed_at';

export function findSubscriber(db: Db, email: string): SubscriberRow | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE email = ?`).get(email) as
    Row | undefined;
  return row && rowOf(row);
}

/**
 * A sign-up asked for (again): its consent as given now, a new confirmation to send; whatever it was
 * before (pending, left), it is confirmed only by the new link.
 */
export function requestSubscription(
  db: Db,
  sign: { email: string; consentVersion: string; consentText: string; confirmDigest: string; at: string },
): void {
  db.prepare(
    `INSERT INTO newsletter_subscribers (email, consent_version, consent_text, requested_at, confirm_digest, confirm_sent_at)
       VALUES (@email, @consentVersion, @consentText, @at, @confirmDigest, @at)
     ON CONFLICT (email) DO UPDATE SET consent_version = @consentVersion, consent_text = @consentText,
       requested_at = @at, confirm_digest = @confirmDigest, confirm_sent_at = @at, confirmed_at = NULL,
       unsubscribed_at = NULL`,
  ).run(sign);
}

/** Confirms the sign-up whose link this is (its digest), if it was sent after `sentSince`. */
export function confirmSubscription(db: Db, confirmDigest: string, sentSince: string, at: string) {
  const row = db
    .prepare(
      `UPDATE newsletter_subscribers SET confirmed_at = ?, confirm_digest = NULL
        WHERE confirm_digest = ? AND confirm_sent_at >= ? RETURNING ${COLUMNS}`,
    )
    .get(at, confirmDigest, sentSince) as Row | undefined;
  return row && rowOf(row);
}

/** Records that the address left; true when it was subscribed or pending. */
export function unsubscribe(db: Db, email: string, at: string): boolean {
  return (
    db
      .prepare(
        `UPDATE newsletter_subscribers SET unsubscribed_at = ?, confirm_digest = NULL
          WHERE email = ? AND unsubscribed_at IS NULL`,
      )
      .run(at, email).changes > 0
  );
}

/** The confirmed subscribers still subscribed, oldest first. */
export const confirmedSubscribers = (db: Db): SubscriberRow[] =>
  (
    db
      .prepare(
        `SELECT ${COLUMNS} FROM newsletter_subscribers
          WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY confirmed_at, id`,
      )
      .all() as Row[]
  ).map(rowOf);

/** Addresses that left before `before`: the proof of their consent has been kept long enough. */
export const deleteUnsubscribedBefore = (db: Db, before: string): number =>
  db.prepare('DELETE FROM newsletter_subscribers WHERE unsubscribed_at < ?').run(before).changes;

/** Sign-ups never confirmed, asked for before `before`: their consent never became one. */
export const deleteUnconfirmedBefore = (db: Db, before: string): number =>
  db.prepare('DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND requested_at < ?').run(before)
    .changes;
