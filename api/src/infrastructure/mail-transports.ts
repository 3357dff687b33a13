import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { normalEmail } from '@mtdm/shared/validation';
import { ensurePrivateFolderAsync } from './private-files';

/** An attachment as a transport sends it: a file on disk, or bytes made for this mail. */
export type OutgoingAttachment =
  | { readonly filename: string; readonly path: string }
  | { readonly filename: string; readonly content: Buffer; readonly contentType?: string };

/** A mail as a transport sends it: plain French text and its files. */
interface OutgoingMail {
  /** The mail's row in the queue: an outbox copy is named after it, so that an erasure finds it. */
  readonly id: number;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly attachments: readonly OutgoingAttachment[];
  readonly headers?: Readonly<Record<string, string>>;
}

/** Hands one message to the outside world; throws when it could not. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

const toNodemailer = (message: OutgoingMail) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  replyTo: message.replyTo,
  attachments: message.attachments.map((file) => ({ ...file })),
  headers: { ...message.headers },
});

/** SMTP_URL, e.g. smtp://user:pass@mail.example.org:587 (query options such as ?ignoreTLS=true are read). */
export function smtpTransport(url: string, timeoutSeconds = 10): MailTransport {
  // Time limits: a server that does not answer must not hold the queue.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutSeconds * 1000,
    greetingTimeout: timeoutSeconds * 1000,
    socketTimeout: timeoutSeconds * 3000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    close: () => transporter.close(),
  };
}

const MAIL_ID_MARK = '-courriel-';

/**
 * Removes the outbox copies of a person's mail: those of the given queue rows, and any other whose
 * headers name the address (copies written before they carried their row's number). Returns how many.
 */
export async function removeOutboxCopies(dir: string, mailIds: readonly number[], address: string) {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const byId = new Set(mailIds.map((id) => `${MAIL_ID_MARK}${id}.eml`));
  const named = normalEmail(address);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const file = path.join(dir, name);
    const match =
      [...byId].some((ending) => name.endsWith(ending)) ||
      addressesIn(headersOf(await fs.promises.readFile(file, 'utf8'))).has(named);
    if (!match) continue;
    await fs.promises.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * The addresses a header block names, each whole and as the site compares them: `ann@x.fr` is not
 * found in `joann@x.fr` nor in `ann@x.fr.au`, which are other people's.
 */
const addressesIn = (headers: string) =>
  new Set((headers.match(/[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g) ?? []).map(normalEmail));

/** The header block of a message as written (up to its first empty line). */
const headersOf = (message: string) => message.slice(0, Math.max(0, message.indexOf('\n\n')) || undefined);

/** Without SMTP: each message becomes an .eml file in the outbox folder (written atomically). */
export function outboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      // A copy of a mail holds personal data (a tax receipt, an address): the service's user's only.
      await ensurePrivateFolderAsync(dir);
      counter += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${counter}${MAIL_ID_MARK}${message.id}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await fs.promises.writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await fs.promises.rename(temporary, path.join(dir, name));
    },
    close: () => transporter.close(),
  };
}
