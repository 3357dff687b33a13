import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
export interface TestSmtp {
  readonly url: string;
  readonly messages: ReceivedMail[];
  /** While true, every message is refused with a 451 (temporary failure). */
  refuse: boolean;
  /** While true, every message is refused with a 550 (permanent failure: unknown mailbox). */
  refusePermanently: boolean;
  close(): Promise<void>;
  /** Waits until at least `count` messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const state = { refuse: false, refusePermanently: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse || state.refusePermanently) {
          const error = new Error(
            state.refusePermanently ? 'Boîte aux lettres inconnue' : 'Service temporairement indisponible',
          ) as Error & { responseCode: number };
          error.responseCode = state.refusePermanently ? 550 : 451;
          return callback(error);
        }
        messages.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const smtp: TestSmtp = {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    get refusePermanently() {
      return state.refusePermanently;
    },
    set refusePermanently(value: boolean) {
      state.refusePermanently = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`${messages.length} courriels reçus, ${count} attendus`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
  };
  return smtp;
}

const decodeQ = (text: string) =>
  Buffer.from(
    text
      .replace(/_/g, ' ')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The decoded text of a mail: headers with encoded words, quoted-printable and base64 parts. */
export function mailText(mail: ReceivedMail): string {
  const headers = mail.raw
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQ(text),
    );
  const quotedPrintable = decodeQ(mail.raw.replace(/=\r?\n/g, '').replace(/_/g, '=5F'));
  const base64Parts = [
    ...mail.raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${headers}\n${quotedPrintable}\n${base64Parts}`;
}
