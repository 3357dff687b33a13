import fs from 'node:fs';

/**
 * Whether the database's files (the file and its write-ahead journal) hold `text` anywhere in their
 * bytes, free space included: what a copy of the disk would give away.
 */
export function databaseFilesHold(databasePath: string, text: string): boolean {
  const wanted = Buffer.from(text, 'utf8');
  return [databasePath, `${databasePath}-wal`].some(
    (file) => fs.existsSync(file) && fs.readFileSync(file).includes(wanted),
  );
}
