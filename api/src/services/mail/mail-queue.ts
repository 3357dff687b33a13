import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/database';
import { nowIso } from '../storage/database';
import type { DocumentRenderer, MailAttachment, MailMessage, OutgoingAttachment } from './mail-message';
import type { MailTransport } from './transports';

/**
 * Puts a mail in the queue table. Call it inside the transaction that stores the submission: the
 * submission and its mails are committed together, and a mail that fails is retried later.
 */
export function enqueueMail(db: Db, message: MailMessage): void {
  const now = nowIso();
  db.prepare(
    `INSERT INTO mail_queue (recipient, subject, body, reply_to, attachments, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    message.to,
    message.subject,
    message.text,
    message.replyTo ?? null,
    JSON.stringify(message.attachments ?? []),
    now,
    now,
  );
}

interface QueuedRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  reply_to: string | null;
  attachments: string;
  attempts: number;
}

const MAX_BACKOFF_SECONDS = 3600;
/** After this many failures (about a day with the doubling backoff) a mail is given up: dead letter. */
export const MAX_MAIL_ATTEMPTS = 30;
/** Mails handed to the transport at once. */
const CONCURRENCY = 3;

/** An SMTP refusal that no retry will change (5xx: unknown mailbox, rejected message…). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** The queue as health reports it. */
export interface MailBacklog {
  /** Mail waiting to be sent (not dead). */
  readonly pending: number;
  /** When the oldest of them was queued (ISO 8601), if any. */
  readonly oldestPendingAt: string | null;
  /** Mail given up for good, to be looked at by a person. */
  readonly dead: number;
}

export function mailBacklog(db: Db): MailBacklog {
  const pending = db
    .prepare(
      'SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM mail_queue WHERE sent_at IS NULL AND dead_at IS NULL',
    )
    .get() as { n: number; oldest: string | null };
  const dead = db.prepare('SELECT COUNT(*) AS n FROM mail_queue WHERE dead_at IS NOT NULL').get() as {
    n: number;
  };
  return { pending: pending.n, oldestPendingAt: pending.oldest, dead: dead.n };
}

/**
 * Sends what the queue holds, a few at a time: right after each submission (`kick`), and every
 * `retrySeconds` for mail that failed (backoff doubling up to one hour). A mail refused for good
 * (SMTP 5xx) or failing MAX_MAIL_ATTEMPTS times becomes a dead letter, which /api/health reports.
 */
export class MailDispatcher {
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly retrySeconds: number,
    /** Makes the payment documents mails carry (none: a mail naming one cannot leave). */
    private readonly renderDocument?: DocumentRenderer,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.retrySeconds * 1000);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a pass soon; never throws. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.flush();
  }

  /** One pass over the due mail; resolves with the number sent. */
  flush(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.running;
  }

  /** Waits until no pass is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    this.transport.close();
  }

  private async pass(): Promise<number> {
    let sent = 0;
    let rows: QueuedRow[];
    try {
      rows = this.db
        .prepare(
          `SELECT id, recipient, subject, body, reply_to, attachments, attempts FROM mail_queue
           WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 50`,
        )
        .all(nowIso()) as QueuedRow[];
    } catch (error) {
      this.log.error({ err: error }, 'file de courriels illisible');
      return 0;
    }
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (await this.send(row)) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
    return sent;
  }

  /** The files of a queued mail, payment documents made now (a failure is retried like a send). */
  private async attachmentsOf(row: QueuedRow): Promise<OutgoingAttachment[]> {
    const listed = JSON.parse(row.attachments) as MailAttachment[];
    return Promise.all(
      listed.map(async (attachment) => {
        if (!('document' in attachment)) return attachment;
        const made = await this.renderDocument?.(attachment.document);
        if (!made) throw new Error(`document introuvable : ${attachment.document.kind}`);
        return made;
      }),
    );
  }

  /** Sends one mail and records the outcome; true when it left. */
  private async send(row: QueuedRow): Promise<boolean> {
    try {
      await this.transport.send({
        from: this.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        replyTo: row.reply_to ?? undefined,
        attachments: await this.attachmentsOf(row),
      });
      this.db
        .prepare('UPDATE mail_queue SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?')
        .run(nowIso(), row.id);
      this.log.info({ mailId: row.id, transport: this.transport.kind }, 'courriel envoyé');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'erreur inconnue';
      const dead = isPermanent(error) || attempts >= MAX_MAIL_ATTEMPTS;
      const delay = Math.min(this.retrySeconds * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
      const next = new Date(Date.now() + delay * 1000).toISOString();
      try {
        this.db
          .prepare(
            'UPDATE mail_queue SET attempts = ?, next_attempt_at = ?, last_error = ?, dead_at = ? WHERE id = ?',
          )
          .run(attempts, next, reason, dead ? nowIso() : null, row.id);
      } catch {
        // The database is closing: the mail stays due and is retried on the next start.
      }
      if (dead) this.log.error({ mailId: row.id, attempts }, 'courriel abandonné (lettre morte)');
      else
        this.log.warn(
          { mailId: row.id, attempts, retryInSeconds: delay },
          'courriel non envoyé, nouvel essai prévu',
        );
      return false;
    }
  }
}
