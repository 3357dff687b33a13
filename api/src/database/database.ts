import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { mailboxOf, orderReferenceKey, personNameKey } from '@mtdm/shared/validation';
import { migrations } from './migrations';

export type Db = Database.Database;

/**
 * The version a new correction of a record takes (SQL, inside an INSERT … SELECT reading the record):
 * the record itself is version 1, each correction the next after the latest in `table`, whose rows
 * name their record by `key` (the record's own value: `of`).
 */
export const nextCorrectionVersion = (table: string, key: string, of: string) =>
  `1 + coalesce((SELECT max(version) FROM ${table} WHERE ${key} = ${of}), 1)`;

/**
 * SQL: the key of a membership's member (alias `membership`, its names as they stand `names`): one
 * address and one name however typed. Two people sharing an address (a couple) are two members.
 */
export const memberKey = (membership: string, names: string) =>
  `lower(${membership}.email), person_name_key(${names}.first_name, ${names}.last_name)`;

/** Applies the migrations not yet applied; returns the schema version. */
function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  migrations.slice(current).forEach((sql, index) => {
    const version = current + index + 1;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  });
  return migrations.length;
}

/**
 * Opens (and creates on first start) the SQLite file: WAL journal, full durability of every
 * committed transaction (synchronous=FULL), foreign keys, a busy timeout, then the migrations.
 */
export function openDatabase(file: string): Db {
  // The database's folder: the service's user's only, even when it existed before (0755 by hand).
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(file), 0o700);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // Personal data: readable and writable by the service's user only (the WAL files too).
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (fs.existsSync(part)) fs.chmodSync(part, 0o600);
  }
  db.pragma('synchronous = FULL');
  // A deleted row is overwritten with zeros, not only unlinked: what a person had erased, or what
  // outlived its retention period, does not linger in the file's free space.
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds A to Z only: « Élodie@exemple.fr » and « élodie@exemple.fr » would stay
  // two people, and a search or an erasure by address would miss rows. The site's lower() folds every
  // letter, and writes an accent typed as a letter and a combining mark as the one accented letter
  // (NFC), as normalEmail (@mtdm/shared/validation) does.
  db.function('lower', { deterministic: true }, (value: unknown) =>
    value === null ? null : String(value).normalize('NFC').toLowerCase(),
  );
  // One person's name however typed (capitals, accents, hyphens): tells apart the members of one address.
  db.function('person_name_key', { deterministic: true }, (firstName: unknown, lastName: unknown) =>
    personNameKey(String(firstName ?? ''), String(lastName ?? '')),
  );
  // An order's reference however its buyer typed it back (a withdrawal), and the order's own.
  db.function('order_reference_key', { deterministic: true }, (reference: unknown) =>
    orderReferenceKey(String(reference ?? '')),
  );
  // The mailbox an address reaches however it is written (mailboxOf): how a withdrawal knows its buyer.
  db.function('mailbox_key', { deterministic: true }, (email: unknown) =>
    email === null ? null : mailboxOf(String(email)),
  );
  // Migrations run with foreign keys off (a table made again keeps the rows that point at it), then
  // every reference is checked before the keys are enforced.
  db.pragma('foreign_keys = OFF');
  migrate(db);
  const broken = db.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0)
    throw new Error(`Base de données incohérente après migration : ${broken.length} référence(s) rompue(s)`);
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * After personal data is deleted, no copy of it left in the database's files. Deleted rows are zeroed
 * as they go (secure_delete, set at open); `rebuild` makes the file again from what it still holds
 * (VACUUM), for what was freed before that setting existed. Then the write-ahead journal, whose older
 * frames still hold the rows as they were, is written back and emptied. False when a reader kept it
 * from being done (a backup being read): the next purge (daily) empties the journal again.
 */
export function leaveNoDeletedCopy(db: Db, { rebuild = false } = {}): boolean {
  if (rebuild) db.exec('VACUUM');
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return result?.busy === 0;
}

/** Current time as ISO 8601 (UTC), the format of every *_at column. */
export const nowIso = (): string => new Date().toISOString();

/** A real read of the database (health): throws when it cannot answer. */
export function checkDatabase(db: Db): void {
  db.prepare('SELECT COUNT(*) AS n FROM payments').get();
}
