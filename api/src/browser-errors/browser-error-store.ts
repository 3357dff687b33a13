// The errors visitors' browsers reported: one row each, by module and release, kept a limited time.
import type { Db } from '../database/database';

export interface BrowserError {
  readonly module: string;
  readonly release: string | null;
  readonly route: string;
  readonly kind: 'boundary' | 'chunk' | 'unhandled';
  readonly message: string;
}

export interface StoredBrowserError extends BrowserError {
  readonly receivedAt: string;
}

export function insertBrowserError(db: Db, error: BrowserError, at: string): void {
  db.prepare(
    `INSERT INTO browser_errors (module, release, route, kind, message, received_at) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(error.module, error.release, error.route, error.kind, error.message, at);
}

/** How many a module's browsers reported since `since` (ISO). */
export const browserErrorCountSince = (db: Db, module: string, since: string): number =>
  (
    db
      .prepare('SELECT COUNT(*) AS count FROM browser_errors WHERE module = ? AND received_at >= ?')
      .get(module, since) as { count: number }
  ).count;

/** Every module's count since `since`, for the health page. */
export const browserErrorCountsSince = (db: Db, since: string): Record<string, number> =>
  Object.fromEntries(
    (
      db
        .prepare(
          'SELECT module, COUNT(*) AS count FROM browser_errors WHERE received_at >= ? GROUP BY module',
        )
        .all(since) as { module: string; count: number }[]
    ).map((row) => [row.module, row.count]),
  );

/** A module's latest reports, newest first. */
export const browserErrorsOf = (db: Db, module: string, limit = 200): StoredBrowserError[] =>
  db
    .prepare(
      `SELECT module, release, route, kind, message, received_at AS receivedAt
         FROM browser_errors WHERE module = ? ORDER BY id DESC LIMIT ?`,
    )
    .all(module, limit) as StoredBrowserError[];

export const deleteBrowserErrorsBefore = (db: Db, before: string): number =>
  db.prepare('DELETE FROM browser_errors WHERE received_at < ?').run(before).changes;
