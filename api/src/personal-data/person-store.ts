// What the database holds about one person, found by their e-mail address, and its erasure: what the
// law lets the association delete on request goes; what it must keep (paid orders, memberships and
// donations, their receipts and the withdrawals, ten years) stays.
import type { Db } from '../database/database';
import { NEVER_PAID } from '../payments/payment-store';

const SAME = 'lower(email) = lower(?)';
const UNPAID = `SELECT id FROM payments WHERE ${SAME} AND ${NEVER_PAID}`;

/** What can be erased, by kind, and what must be kept. */
export interface PersonRecords {
  readonly messages: number;
  readonly tourRequests: number;
  readonly applications: number;
  readonly unpaidPayments: number;
  readonly mails: number;
  readonly paidPayments: number;
  readonly taxReceipts: number;
  readonly withdrawals: number;
}

/** The tables whose rows an erasure deletes whole, found by their `email` column. */
export const PERSON_TABLES = [
  'job_applications',
  'contact_messages',
  'tour_requests',
  'newsletter_subscribers',
  'conference_bookings',
  'booking_requests',
] as const;
export const ACCESS_TABLES = ['sign_in_links', 'sessions'] as const;

const count = (db: Db, sql: string, ...values: unknown[]) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(...values) as { n: number }).n;

/**
 * Mail the site sent or will send to the person, or about them to the association (their address to
 * reply to): sent, given up, or still waiting in the queue.
 */
const MAILS = `SELECT id FROM mail_queue WHERE lower(recipient) = lower(?) OR lower(reply_to) = lower(?)`;

export function personRecords(db: Db, email: string): PersonRecords {
  return {
    messages: count(db, `SELECT id FROM contact_messages WHERE ${SAME}`, email),
    tourRequests: count(db, `SELECT id FROM tour_requests WHERE ${SAME}`, email),
    applications: count(db, `SELECT id FROM job_applications WHERE ${SAME}`, email),
    unpaidPayments: count(db, UNPAID, email),
    mails: count(db, MAILS, email, email),
    paidPayments: count(
      db,
      `SELECT id FROM payments WHERE ${SAME} AND status IN ('paid', 'refunded')`,
      email,
    ),
    taxReceipts: count(
      db,
      `SELECT id FROM issued_documents WHERE kind = 'tax-receipt'
          AND payment_id IN (SELECT id FROM payments WHERE ${SAME})`,
      email,
    ),
    withdrawals: count(db, `SELECT id FROM withdrawals WHERE ${SAME}`, email),
  };
}

/**
 * Deletes what may be erased; the stored files of the deleted applications and the deleted mails'
 * numbers (their outbox copies), for the caller to remove.
 */
export function erasePerson(db: Db, email: string): { files: string[]; mailIds: number[] } {
  const mailIds = (db.prepare(MAILS).all(email, email) as { id: number }[]).map((row) => row.id);
  const files = (
    db
      .prepare(
        `SELECT stored_path AS path FROM application_files
          WHERE application_id IN (SELECT id FROM job_applications WHERE ${SAME})`,
      )
      .all(email) as { path: string }[]
  ).map((row) => row.path);
  db.prepare(
    `DELETE FROM application_files WHERE application_id IN (SELECT id FROM job_applications WHERE ${SAME})`,
  ).run(email);
  for (const table of PERSON_TABLES) db.prepare(`DELETE FROM ${table} WHERE ${SAME}`).run(email);
  db.prepare(
    `DELETE FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE payment_id IN (${UNPAID}))`,
  ).run(email);
  for (const table of ['orders', 'memberships', 'donations', 'payment_events'])
    db.prepare(`DELETE FROM ${table} WHERE payment_id IN (${UNPAID})`).run(email);
  db.prepare(`DELETE FROM payments WHERE id IN (${UNPAID})`).run(email);
  db.prepare(`DELETE FROM mail_queue WHERE id IN (${MAILS})`).run(email, email);
  // What opens or changes their access: sign-in links, sessions, address changes.
  for (const table of ACCESS_TABLES) db.prepare(`DELETE FROM ${table} WHERE ${SAME}`).run(email);
  db.prepare('DELETE FROM email_changes WHERE from_email = lower(@email) OR to_email = lower(@email)').run({
    email,
  });
  return { files, mailIds };
}

/**
 * Every address that something an erasure deletes is filed under, in lower case: the addresses to
 * look for when erasures must be made again (a backup restored).
 */
export function erasableAddresses(db: Db): string[] {
  const sources = [
    ...[...PERSON_TABLES, ...ACCESS_TABLES].map((table) => `SELECT lower(email) AS email FROM ${table}`),
    `SELECT lower(email) FROM payments WHERE status IN ('created', 'cancelled')`,
    'SELECT lower(recipient) FROM mail_queue',
    'SELECT lower(reply_to) FROM mail_queue WHERE reply_to IS NOT NULL',
    'SELECT lower(from_email) FROM email_changes',
    'SELECT lower(to_email) FROM email_changes',
  ];
  return (db.prepare(sources.join(' UNION ')).all() as { email: string }[]).map((row) => row.email);
}
