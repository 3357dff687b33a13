// A switch is written down before it is made and cleared once its checks have finished, so that a
// server killed in between finds, at its next start, a live state nobody checked, and puts back the
// one before it (reconcile.ts).
import fs from 'node:fs';
import { journalFile } from './layout';

export interface SwitchEntry {
  readonly module: string;
  readonly action: 'deploy' | 'rollback';
  /** Who asked (the token's name) and the commit they sent, for the audit trail. */
  readonly tokenName: string;
  readonly commit: string | null;
  readonly version: string | null;
  readonly state: string;
  readonly previousState: string | null;
  readonly startedAt: string;
}

export function writeJournal(deployDir: string, entry: SwitchEntry): void {
  const file = journalFile(deployDir);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(entry));
  fs.renameSync(temporary, file);
}

export function readJournal(deployDir: string): SwitchEntry | null {
  try {
    return JSON.parse(fs.readFileSync(journalFile(deployDir), 'utf8')) as SwitchEntry;
  } catch {
    return null;
  }
}

export const clearJournal = (deployDir: string) => fs.rmSync(journalFile(deployDir), { force: true });
