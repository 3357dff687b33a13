// The mail the server under test wrote to its outbox folder (no SMTP server in these tests).
import fs from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from '../playwright.config';
import { expect } from './fixtures';

/** The outbox's files now: pass it to `newMail` to read only what is sent afterwards. */
export const outboxNow = (): Set<string> =>
  new Set(fs.existsSync(E2E_OUTBOX_DIR) ? fs.readdirSync(E2E_OUTBOX_DIR) : []);

/** A mail's text with its quoted-printable encoding undone (soft line breaks, =XX bytes). */
function decoded(file: string): string {
  const bytes = fs
    .readFileSync(file, 'latin1')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The texts of the mails written since `after` that `matches` accepts, oldest first. */
export function newMail(after: Set<string>, matches: (text: string) => boolean): string[] {
  if (!fs.existsSync(E2E_OUTBOX_DIR)) return [];
  return fs
    .readdirSync(E2E_OUTBOX_DIR)
    .filter((file) => file.endsWith('.eml') && !after.has(file))
    .sort()
    .map((file) => decoded(path.join(E2E_OUTBOX_DIR, file)))
    .filter(matches);
}

/** The first address matching `link` in a mail sent since `after` to `to`, as a path (the test's own origin). */
function mailedLink(after: Set<string>, to: string, link: RegExp): string | undefined {
  for (const text of newMail(after, (mail) => mail.includes(`To: ${to}`))) {
    const found = link.exec(text);
    if (found) return found[0].replace(/^https?:\/\/[^/]+/, '');
  }
  return undefined;
}

/** The link a mail sent since `after` to `to` carries, waited for (the server sends from its queue). */
export async function linkMailedTo(after: Set<string>, to: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect.poll(() => (found = mailedLink(after, to, link)), { timeout: 15_000 }).toBeTruthy();
  return found!;
}
