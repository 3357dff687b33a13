// Sign-in links and sessions, a volunteer's or a member's, and the record of who viewed whose
// details. Links and sessions are stored as digests: the database never holds what opens a session.
import type { Db } from '../database/database';

/** Who signs in: a volunteer of the association's file, or a member (an address with a paid membership). */
export type Audience = 'volunteer' | 'member';

export function insertSignInLink(
  db: Db,
  link: { digest: string; audience: Audience; email: string; expiresAt: string },
  now: string,
) {
  db.prepare(
    'INSERT INTO sign_in_links (digest, audience, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(link.digest, link.audience, link.email, link.expiresAt, now);
}

/**
 * Uses a link once: the address it was sent to, or null when it is unknown, used, expired or for
 * another audience. The update and its check are one statement, so two clicks open one session.
 */
export function consumeSignInLink(db: Db, audience: Audience, digest: string, now: string): string | null {
  const row = db
    .prepare(
      `UPDATE sign_in_links SET used_at = ?
        WHERE digest = ? AND audience = ? AND used_at IS NULL AND expires_at > ?
        RETURNING email`,
    )
    .get(now, digest, audience, now) as { email: string } | undefined;
  return row?.email ?? null;
}

export function insertSession(db: Db, audience: Audience, digest: string, email: string, now: string) {
  db.prepare(
    'INSERT INTO sessions (digest, audience, email, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  ).run(digest, audience, email, now, now);
}

/**
 * The session's address, its last use moved to now; null when unknown, idle since `limits.idleSince`,
 * opened before `limits.openedSince` (however busy), or another audience's.
 */
export function touchSession(
  db: Db,
  audience: Audience,
  digest: string,
  now: string,
  limits: { idleSince: string; openedSince: string },
): string | null {
  const row = db
    .prepare(
      `UPDATE sessions SET last_seen_at = ?
        WHERE digest = ? AND audience = ? AND last_seen_at > ? AND created_at > ?
        RETURNING email`,
    )
    .get(now, digest, audience, limits.idleSince, limits.openedSince) as { email: string } | undefined;
  return row?.email ?? null;
}

export const deleteSession = (db: Db, digest: string) =>
  db.prepare('DELETE FROM sessions WHERE digest = ?').run(digest);

/** Every session of a member's account, closed. */
export const closeMemberSessions = (db: Db, email: string): void => {
  db.prepare("DELETE FROM sessions WHERE audience = 'member' AND lower(email) = lower(?)").run(email);
};

/** Ends what can no longer open anything: used or expired links, idle or too old sessions. */
export function deleteStaleSignIns(
  db: Db,
  now: string,
  limits: { idleSince: string; openedSince: string },
): number {
  const links = db.prepare('DELETE FROM sign_in_links WHERE used_at IS NOT NULL OR expires_at <= ?').run(now);
  const sessions = db
    .prepare('DELETE FROM sessions WHERE last_seen_at <= ? OR created_at <= ?')
    .run(limits.idleSince, limits.openedSince);
  return links.changes + sessions.changes;
}

export interface PersonalDataView {
  readonly volunteer: string;
  readonly action: string;
  readonly subject: string;
  readonly viewedAt: string;
}

/** A line written in the journal; its number. */
export function insertPersonalDataView(db: Db, view: PersonalDataView): number {
  return Number(
    db
      .prepare('INSERT INTO personal_data_views (volunteer, action, subject, viewed_at) VALUES (?, ?, ?, ?)')
      .run(view.volunteer, view.action, view.subject, view.viewedAt).lastInsertRowid,
  );
}

/**
 * How many of the lines numbered `lines` the journal holds in this volunteer's name: a line undone
 * with its transaction is not there, nor is another line that took its number since.
 */
export const viewsKept = (db: Db, volunteer: string, lines: readonly number[]): number =>
  (
    db
      .prepare(
        `SELECT count(*) AS count FROM personal_data_views
          WHERE volunteer = ? AND id IN (SELECT value FROM json_each(?))`,
      )
      .get(volunteer, JSON.stringify(lines)) as { count: number }
  ).count;

/** Views older than `before` deleted (the journal's retention period); how many. */
export const deletePersonalDataViewsBefore = (db: Db, before: string): number =>
  db.prepare('DELETE FROM personal_data_views WHERE viewed_at < ?').run(before).changes;

/**
 * Every view recorded, the latest made first: two views of one moment (the clock's unit is the
 * millisecond) keep that order in a list sorted by their time.
 */
export const personalDataViews = (db: Db): PersonalDataView[] =>
  db
    .prepare(
      `SELECT volunteer, action, subject, viewed_at AS viewedAt
         FROM personal_data_views ORDER BY id DESC`,
    )
    .all() as PersonalDataView[];

/** The lines naming one of `subjects` (records' references, addresses' digests), the latest first. */
export const personalDataViewsNaming = (db: Db, subjects: readonly string[]): PersonalDataView[] =>
  db
    .prepare(
      `SELECT volunteer, action, subject, viewed_at AS viewedAt FROM personal_data_views
        WHERE subject IN (SELECT value FROM json_each(?)) ORDER BY id DESC`,
    )
    .all(JSON.stringify(subjects)) as PersonalDataView[];
