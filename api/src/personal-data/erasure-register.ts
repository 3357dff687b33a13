// The register of erasures: a line per erasure, kept beside the database but outside it, so that a
// backup restored after an erasure can have it made again. It names no one: each line holds a keyed
// digest of the address and the erasure's time. The register is copied into each backup and kept as
// long as the longest retention period (a backup is never kept longer).
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { normalEmail } from '@mtdm/shared/validation';

const REGISTER_FILE = 'erasures';

interface RegisterLine {
  readonly digest: string;
  readonly at: string;
}

/** The register's file in a data folder (the database's, or a backup's). */
export const registerIn = (folder: string) => path.join(folder, REGISTER_FILE);

/** The digest of an address as the register writes it: the same for the same address, keyed. */
export const erasureDigest = (secret: string, address: string) =>
  createHmac('sha256', secret)
    .update(`erasure|${normalEmail(address)}`)
    .digest('hex');

function linesOf(file: string): RegisterLine[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ text, number: index + 1 }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ text, number }) => {
      // A line that cannot be read is an erasure that could be lost: said, never skipped.
      let line: Partial<RegisterLine> | null;
      try {
        line = JSON.parse(text) as Partial<RegisterLine>;
      } catch {
        line = null;
      }
      if (typeof line?.digest !== 'string' || typeof line.at !== 'string')
        throw new Error(`Registre des effacements illisible : ligne ${number} de ${file}.`);
      return { digest: line.digest, at: line.at };
    });
}

function write(file: string, lines: readonly RegisterLine[]) {
  const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
  fs.writeFileSync(`${file}.new`, text, { mode: 0o600 });
  fs.renameSync(`${file}.new`, file);
}

/** Writes an erasure in the register (appended, 0600). */
export function registerErasure(dataDir: string, secret: string, address: string, at: Date): void {
  const line: RegisterLine = { digest: erasureDigest(secret, address), at: at.toISOString() };
  fs.appendFileSync(registerIn(dataDir), `${JSON.stringify(line)}\n`, { mode: 0o600 });
}

/** The digests of the erasures made after `after` (ISO 8601). */
export const erasedAfter = (dataDir: string, after: string): Set<string> =>
  new Set(
    linesOf(registerIn(dataDir))
      .filter((line) => line.at > after)
      .map((line) => line.digest),
  );

/** Adds the lines of another register (a backup's) that this one lacks. */
export function mergeRegister(dataDir: string, from: string): void {
  const own = linesOf(registerIn(dataDir));
  const known = new Set(own.map((line) => `${line.digest}|${line.at}`));
  const added = linesOf(from).filter((line) => !known.has(`${line.digest}|${line.at}`));
  if (added.length > 0)
    write(
      registerIn(dataDir),
      [...own, ...added].sort((a, b) => a.at.localeCompare(b.at)),
    );
}

/** Drops the lines older than `before` (ISO 8601); returns how many went. */
export function pruneRegister(dataDir: string, before: string): number {
  const lines = linesOf(registerIn(dataDir));
  const kept = lines.filter((line) => line.at >= before);
  if (kept.length < lines.length) write(registerIn(dataDir), kept);
  return lines.length - kept.length;
}
