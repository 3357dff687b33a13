import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport, OutgoingAttachment } from '../infrastructure/mail-transports';
import type { Db } from '../database/database';
import type { PaymentDocumentRef } from '@mtdm/shared/contracts';
import { dueMails, markMailFailed, markMailSent, type QueuedMail } from './mail-store';

/** Makes the file of a payment's document; undefined when there is none (never issued, or purged). */
export type DocumentRenderer = (
  ref: PaymentDocumentRef,
) => Promise<{ readonly filename: string; readonly content: Buffer } | undefined>;

/** Makes a page of the site as a PDF; undefined when it cannot (no live page yet). */
export type PageRenderer = (page: 'termsOfSale') => Promise<Buffer | undefined>;

const MAX_BACKOFF_SECONDS = 3600;
/** After this many failures (about a day with the doubling backoff) a mail is given up: dead letter. */
const MAX_MAIL_ATTEMPTS = 30;
/** Mails handed to the transport at once. */
const CONCURRENCY = 3;
/** Mails read from the queue in one pass; a full batch that made progress is followed by another at once. */
const BATCH = 50;

/** An SMTP refusal that no retry will change (5xx: unknown mailbox, rejected message…). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends what the queue holds, a few at a time: right after each submission (`kick`), and every
 * `retrySeconds` for mail that failed (backoff doubling up to one hour). A pass that filled its batch
 * and sent something starts the next one at once, so a backlog drains at the transport's pace, not
 * 50 a minute; a batch where nothing left waits for the timer (the server is not hammered). A mail refused for good
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
    /**
     * The association's bodies: a mail to the public that names no Reply-To gets the association's,
     * so an answer reaches a person (the museum's and the CHETOM's mails name their own).
     */
    private readonly bodies?: Readonly<Record<'museum' | 'association' | 'chetom', string>>,
    /** Makes the site's pages a mail carries as PDF (none: such an attachment is left out). */
    private readonly renderPage?: PageRenderer,
  ) {}

  /** The Reply-To of a queued mail: its own, else the association's for a mail to the public. */
  private replyToOf(row: QueuedMail): string | undefined {
    if (row.replyTo) return row.replyTo;
    if (!this.bodies) return undefined;
    const staff = Object.values(this.bodies).map((address) => address.toLowerCase());
    return staff.includes(row.recipient.toLowerCase()) ? undefined : this.bodies.association;
  }

  private readonly deferred = new Set<Promise<void>>();

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

  /** One pass over the due mail (and the passes a full batch calls for); resolves with the number sent. */
  flush(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.pass()
      .then(({ sent, more }) => {
        if (more) this.again = true;
        return sent;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
    return this.running;
  }

  /**
   * Runs `prepare` (work that ends in queued mail) once the current answer has gone: a request is then
   * answered in the same time whatever that work finds (a known address or not).
   */
  afterAnswer(prepare: () => void): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(prepare)
      .catch((error: unknown) => this.log.error({ err: error }, 'courriel non préparé'))
      .finally(() => this.deferred.delete(task));
    this.deferred.add(task);
  }

  /** Waits until no deferred work and no pass is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running || this.deferred.size > 0) {
      await Promise.all([...this.deferred]);
      if (this.running) await this.running;
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
    this.transport.close();
  }

  private async pass(): Promise<{ sent: number; more: boolean }> {
    let sent = 0;
    let rows: QueuedMail[];
    try {
      rows = dueMails(this.db, BATCH);
    } catch (error) {
      this.log.error({ err: error }, 'file de courriels illisible');
      return { sent: 0, more: false };
    }
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (await this.send(row)) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
    return { sent, more: rows.length === BATCH && sent > 0 };
  }

  /** The files of a queued mail, payment documents made now (a failure is retried like a send). */
  private async attachmentsOf(row: QueuedMail): Promise<OutgoingAttachment[]> {
    const made = await Promise.all(
      row.attachments.map(async (attachment): Promise<OutgoingAttachment | null> => {
        // A page of the site: left out when it cannot be made (the mail still carries its link).
        if ('sitePage' in attachment) {
          const content = await this.renderPage?.(attachment.sitePage);
          return content ? { filename: attachment.filename, content } : null;
        }
        // A short text file written with the mail (a calendar invitation): kept in the queue as is.
        if ('text' in attachment)
          return {
            filename: attachment.filename,
            content: Buffer.from(attachment.text, 'utf8'),
            ...(attachment.contentType ? { contentType: attachment.contentType } : {}),
          };
        if (!('document' in attachment)) return attachment;
        const document = await this.renderDocument?.(attachment.document);
        if (!document) throw new Error(`document introuvable : ${attachment.document.kind}`);
        return document;
      }),
    );
    return made.filter((attachment) => attachment !== null);
  }

  /** Sends one mail and records the outcome; true when it left. */
  private async send(row: QueuedMail): Promise<boolean> {
    try {
      await this.transport.send({
        id: row.id,
        from: this.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        replyTo: this.replyToOf(row),
        attachments: await this.attachmentsOf(row),
        headers: row.headers,
      });
      markMailSent(this.db, row.id);
      this.log.info({ mailId: row.id, transport: this.transport.kind }, 'courriel envoyé');
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'erreur inconnue';
      const dead = isPermanent(error) || attempts >= MAX_MAIL_ATTEMPTS;
      const delay = Math.min(this.retrySeconds * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
      const next = new Date(Date.now() + delay * 1000).toISOString();
      try {
        markMailFailed(this.db, row.id, { attempts, nextAttemptAt: next, reason, dead });
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
