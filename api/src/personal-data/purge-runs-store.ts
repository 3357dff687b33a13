// When the retention purge last went through to its end: the health report says when it has not for
// too long (a purge that fails every day keeps everything it should delete).
import type { Db } from '../database/database';

export const recordPurgeSuccess = (db: Db, at: string): void => {
  db.prepare(
    'INSERT INTO purge_runs (id, succeeded_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET succeeded_at = excluded.succeeded_at',
  ).run(at);
};

/** The last purge that went through, or null (never, on this database). */
export const lastPurgeSuccess = (db: Db): string | null =>
  (db.prepare('SELECT succeeded_at AS at FROM purge_runs WHERE id = 1').get() as { at: string } | undefined)
    ?.at ?? null;
