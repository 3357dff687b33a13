// The lock of one folder: a small SQLite file written in exclusive locking mode, so that the system's
// lock on it is kept until the connection closes, and given to no other process meanwhile.
import fs from 'node:fs';
import Database from 'better-sqlite3';

export type FolderLock = Database.Database;

/** The lock in `file`, taken for this process, or 'taken' when another one holds it past `waitMs`. */
export function takeFolderLock(file: string, waitMs: number): FolderLock | 'taken' {
  const lock = new Database(file, { timeout: waitMs });
  try {
    fs.chmodSync(file, 0o600);
    // In exclusive locking mode, the lock a write takes is kept until the connection closes.
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL); DELETE FROM holder;');
    lock.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return 'taken';
    throw error;
  }
}
