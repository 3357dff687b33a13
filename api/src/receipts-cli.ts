// `npm run receipts -w api -- --year 2026 [--output recus-2026.csv]`: the tax receipts issued in a
// year, as CSV, for the association's treasurer (standard output unless --output is given).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { receiptsCsv } from './documents/receipts-csv';
import { parisYear } from '@mtdm/shared/news';
import { receiptsOfYear } from './documents/issued-documents';
import { openDatabase } from './database/database';
import { recordCommandExport } from './sign-in/view-journal';

export interface ReceiptsCommand {
  readonly year: number;
  readonly output?: string;
}

/** Reads `--year YYYY` (default: this year in Paris) and `--output FILE`; throws a French message. */
// eslint-disable-next-line no-restricted-syntax -- an operator's command: this year is the operator's
export function parseReceiptsArguments(args: readonly string[], now = new Date()): ReceiptsCommand {
  let year = parisYear(now.toISOString());
  let output: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index];
    const value = args[index + 1];
    if (name === '--year' && value && /^\d{4}$/.test(value)) year = Number(value);
    else if (name === '--output' && value) output = value;
    else
      throw new Error(`Argument non reconnu : ${name ?? ''}. Usage : --year 2026 [--output recus-2026.csv]`);
    index += 1;
  }
  return { year, output };
}

/** Writes the year's CSV; returns how many receipts it lists. */
export function runReceiptsCommand(command: ReceiptsCommand, env: NodeJS.ProcessEnv = process.env): number {
  const { databasePath } = loadConfig({ ...env, PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'development' });
  if (!fs.existsSync(databasePath)) throw new Error(`Base de données introuvable : ${databasePath}`);
  const db = openDatabase(databasePath);
  try {
    const lines = receiptsOfYear(db, command.year);
    const csv = receiptsCsv(lines);
    // Donors' names leave the server: the journal of views says so before they do, as for the space's files.
    recordCommandExport(db, {
      account: os.userInfo().username,
      file: command.output ? path.basename(command.output) : `recus-${command.year}.csv (sortie standard)`,
      rows: lines.length,
      // eslint-disable-next-line no-restricted-syntax -- an operator's command: the moment is the operator's
      at: new Date(),
    });
    if (command.output) fs.writeFileSync(command.output, csv, { mode: 0o600 });
    else process.stdout.write(csv);
    return lines.length;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  try {
    const command = parseReceiptsArguments(process.argv.slice(2));
    const count = runReceiptsCommand(command);
    process.stderr.write(`${count} reçu(s) fiscal(aux) pour ${command.year}.\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
