import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../storage/database';
import { nowIso } from '../storage/database';
import type { MailMessage } from './mail-message';
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

/**
 * Sends what the queue holds: right after each submission (`kick`), and every `retrySeconds` for
 * mail that failed (backoff doubling up to one hour, never given up).
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
           WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 50`,
        )
        .all(nowIso()) as QueuedRow[];
    } catch (error) {
      this.log.error({ err: error }, 'file de courriels illisible');
      return 0;
    }
    for (const row of rows) {
      try {
        await this.transport.send({
          from: this.from,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          replyTo: row.reply_to ?? undefined,
          attachments: JSON.parse(row.attachments) as MailMessage['attachments'],
        });
        this.db
          .prepare(
            'UPDATE mail_queue SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
          )
          .run(nowIso(), row.id);
        sent += 1;
        this.log.info({ mailId: row.id, transport: this.transport.kind }, 'courriel envoyé');
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = Math.min(this.retrySeconds * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
        const next = new Date(Date.now() + delay * 1000).toISOString();
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'erreur inconnue';
        try {
          this.db
            .prepare('UPDATE mail_queue SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?')
            .run(attempts, next, reason, row.id);
        } catch {
          // The database is closing: the mail stays due and is retried on the next start.
        }
        this.log.warn(
          { mailId: row.id, attempts, retryInSeconds: delay },
          'courriel non envoyé, nouvel essai prévu',
        );
      }
    }
    return sent;
  }
}
