// The mail_queue table: mails waiting, sent, or given up (dead letters). Every SQL statement on it.
import type { Db } from '../database/database';
import { nowIso } from '../database/database';
import type { PaymentDocumentRef } from '@mtdm/shared/contracts';

/**
 * A file joined to a mail: one stored on disk (an application's CV), or a document of a payment,
 * made when the mail leaves (a tax receipt), so the queue holds a reference and never the bytes.
 */
type MailAttachment =
  | { readonly filename: string; readonly path: string }
  | { readonly document: PaymentDocumentRef }
  | { readonly filename: string; readonly text: string; readonly contentType?: string }
  /** A page of the site as a PDF, made when the mail leaves (the terms of sale). */
  | { readonly filename: string; readonly sitePage: 'termsOfSale' };

/** A mail to send: plain French text, optional attachments. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
  /** Headers of its own (List-Unsubscribe of a reminder). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * The payment it is about, when it joins none of its documents: a copy or an erasure of the payer
   * finds it by it, wherever it was sent.
   */
  readonly paymentId?: string;
}

/** The payment a mail is about: the one it names, else that of the first document it joins. */
const paymentOf = (message: MailMessage): string | null =>
  message.paymentId ??
  message.attachments?.flatMap((attachment) =>
    'document' in attachment ? [attachment.document.paymentId] : [],
  )[0] ??
  null;

/** A mail of the queue, as the dispatcher reads it. */
export interface QueuedMail {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly replyTo: string | null;
  readonly attachments: readonly MailAttachment[];
  readonly headers: Readonly<Record<string, string>>;
  readonly attempts: number;
}

/**
 * Puts a mail in the queue. Call it inside the transaction that stores what the mail is about: both
 * are committed together, and a mail that fails is retried later. Returns its number, which no other
 * mail ever has.
 */
export function enqueueMail(db: Db, message: MailMessage): number {
  const now = nowIso();
  const queued = db
    .prepare(
      `INSERT INTO mail_queue (recipient, subject, body, reply_to, attachments, headers, payment_id, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      message.to,
      message.subject,
      message.text,
      message.replyTo ?? null,
      JSON.stringify(message.attachments ?? []),
      message.headers ? JSON.stringify(message.headers) : null,
      paymentOf(message),
      now,
      now,
    );
  return Number(queued.lastInsertRowid);
}

/** Mails due now (not sent, not dead, their next attempt reached), oldest first. */
export function dueMails(db: Db, limit: number): QueuedMail[] {
  const rows = db
    .prepare(
      `SELECT id, recipient, subject, body, reply_to, attachments, headers, attempts FROM mail_queue
       WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
    )
    .all(nowIso(), limit) as {
    id: number;
    recipient: string;
    subject: string;
    body: string;
    reply_to: string | null;
    attachments: string;
    headers: string | null;
    attempts: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    replyTo: row.reply_to,
    attachments: JSON.parse(row.attachments) as MailAttachment[],
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
    attempts: row.attempts,
  }));
}

export function markMailSent(db: Db, id: number): void {
  db.prepare(
    'UPDATE mail_queue SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  ).run(nowIso(), id);
}

/** A failed attempt: when to try again, why it failed, and whether it is given up for good. */
export function markMailFailed(
  db: Db,
  id: number,
  failure: { attempts: number; nextAttemptAt: string; reason: string; dead: boolean },
): void {
  db.prepare(
    'UPDATE mail_queue SET attempts = ?, next_attempt_at = ?, last_error = ?, dead_at = ? WHERE id = ?',
  ).run(failure.attempts, failure.nextAttemptAt, failure.reason, failure.dead ? nowIso() : null, id);
}

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
 * Deletes copies of mail sent or given up before `sentBefore`, and mail never sent that was queued
 * before `unsentBefore` (no use to anyone after a whole retention period of its kind).
 */
export function deleteOldMail(db: Db, sentBefore: string, unsentBefore: string): number {
  return db
    .prepare(
      `DELETE FROM mail_queue WHERE (sent_at IS NOT NULL AND sent_at < ?) OR (dead_at IS NOT NULL AND dead_at < ?)
         OR (sent_at IS NULL AND created_at < ?)`,
    )
    .run(sentBefore, sentBefore, unsentBefore).changes;
}
