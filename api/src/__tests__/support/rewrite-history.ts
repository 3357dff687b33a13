import type { Db } from '../../database/database';

/**
 * Runs `change` with the database's record guards lifted, then puts them back as they were: for a
 * test that moves a record back in time (a membership paid last year), which the site itself can
 * never do.
 */
export function rewriteHistory(db: Db, change: () => void): void {
  const guards = db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_are_records'")
    .all() as { name: string; sql: string }[];
  if (guards.length === 0) throw new Error('No record guard found: the test would prove nothing.');
  db.transaction(() => {
    for (const guard of guards) db.exec(`DROP TRIGGER ${guard.name}`);
    change();
    for (const guard of guards) db.exec(guard.sql);
  })();
}
