// The volunteers' sign-in links, their sessions and the record of who viewed whose details. Links
// and sessions are stored as digests: the database never holds what opens a session.
import type { Db } from './database';

export function insertSignInLink(db: Db, digest: string, email: string, expiresAt: string, now: string) {
  db.prepare(
    'INSERT INTO volunteer_sign_in_links (digest, email, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(digest, email, expiresAt, now);
}

/**
 * Uses a link once: the address it was sent to, or null when it is unknown, used or expired. The
 * update and its check are one statement, so two clicks at once open one session.
 */
export function consumeSignInLink(db: Db, digest: string, now: string): string | null {
  const row = db
    .prepare(
      `UPDATE volunteer_sign_in_links SET used_at = ?
        WHERE digest = ? AND used_at IS NULL AND expires_at > ?
        RETURNING email`,
    )
    .get(now, digest, now) as { email: string } | undefined;
  return row?.email ?? null;
}

export function insertSession(db: Db, digest: string, email: string, now: string) {
  db.prepare(
    'INSERT INTO volunteer_sessions (digest, email, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  ).run(digest, email, now, now);
}

/** The session's address, its last use moved to now; null when it is unknown or idle since `idleSince`. */
export function touchSession(db: Db, digest: string, now: string, idleSince: string): string | null {
  const row = db
    .prepare(
      `UPDATE volunteer_sessions SET last_seen_at = ?
        WHERE digest = ? AND last_seen_at > ?
        RETURNING email`,
    )
    .get(now, digest, idleSince) as { email: string } | undefined;
  return row?.email ?? null;
}

export const deleteSession = (db: Db, digest: string) =>
  db.prepare('DELETE FROM volunteer_sessions WHERE digest = ?').run(digest);

/** Ends what can no longer open anything: used or expired links, idle sessions. */
export function deleteStaleSignIns(db: Db, now: string, idleSince: string) {
  db.prepare('DELETE FROM volunteer_sign_in_links WHERE used_at IS NOT NULL OR expires_at <= ?').run(now);
  db.prepare('DELETE FROM volunteer_sessions WHERE last_seen_at <= ?').run(idleSince);
}

export interface PersonalDataView {
  readonly volunteer: string;
  readonly action: string;
  readonly subject: string;
  readonly viewedAt: string;
}

export function insertPersonalDataView(db: Db, view: PersonalDataView) {
  db.prepare(
    'INSERT INTO personal_data_views (volunteer, action, subject, viewed_at) VALUES (?, ?, ?, ?)',
  ).run(view.volunteer, view.action, view.subject, view.viewedAt);
}

/** The latest views first. */
export const latestPersonalDataViews = (db: Db, limit: number): PersonalDataView[] =>
  db
    .prepare(
      `SELECT volunteer, action, subject, viewed_at AS viewedAt
         FROM personal_data_views ORDER BY id DESC LIMIT ?`,
    )
    .all(limit) as PersonalDataView[];
