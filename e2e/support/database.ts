import { createRequire } from 'node:module';
import { E2E_DATABASE_PATH } from '../playwright.config';

/** The api's database of this run (see playwright.config.ts), opened read-only to check what was stored. */
export interface Database {
  prepare(sql: string): { get(...params: unknown[]): unknown; all(...params: unknown[]): unknown[] };
  close(): void;
}

export function openDatabase(): Database {
  const Sqlite = createRequire(__filename)('better-sqlite3') as new (
    file: string,
    options: object,
  ) => Database;
  return new Sqlite(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
}

/** Runs a query on the database and closes it. */
export function queryDatabase<T>(read: (db: Database) => T): T {
  const db = openDatabase();
  try {
    return read(db);
  } finally {
    db.close();
  }
}
