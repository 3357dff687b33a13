import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import type { Db } from '../storage/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows (and files) deleted by one purge: counts only, never who. */
export interface PurgeCounts {
  readonly jobApplications: number;
  readonly applicationFiles: number;
  readonly contactMessages: number;
  readonly tourRequests: number;
  readonly payments: number;
  readonly withdrawals: number;
  readonly sentMail: number;
  readonly outboxFiles: number;
}

const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

function removeOldOutboxFiles(dir: string, before: string): number {
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(dir, name);
    if (fs.statSync(file).mtime.toISOString() < before) {
      fs.rmSync(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Deletes what is older than its retention period (config.retentionDays, defaults from
 * @mtdm/shared/site): rows in one transaction, then the files they pointed at, then the old copies
 * of sent mail. Safe to run at any time; runs at start and daily (see app.ts).
 */
export function purgeExpired(db: Db, config: ServerConfig, now = new Date()): PurgeCounts {
  const days = config.retentionDays;
  const applicationsBefore = cutoff(now, days.jobApplications);
  const contactsBefore = cutoff(now, days.contactAndTourRequests);
  const paymentsBefore = cutoff(now, days.paymentRecords);
  const mailBefore = cutoff(now, days.sentMail);

  const expiredFiles = db
    .prepare(
      `SELECT f.stored_path AS path FROM application_files f
       JOIN job_applications a ON a.id = f.application_id WHERE a.created_at < ?`,
    )
    .all(applicationsBefore) as { path: string }[];

  const counts = db.transaction(() => {
    const run = (sql: string, ...params: string[]) => db.prepare(sql).run(...params).changes;
    const applicationIds = 'SELECT id FROM job_applications WHERE created_at < ?';
    const applicationFiles = run(
      `DELETE FROM application_files WHERE application_id IN (${applicationIds})`,
      applicationsBefore,
    );
    const jobApplications = run('DELETE FROM job_applications WHERE created_at < ?', applicationsBefore);
    const contactMessages = run('DELETE FROM contact_messages WHERE created_at < ?', contactsBefore);
    const tourRequests = run('DELETE FROM tour_requests WHERE created_at < ?', contactsBefore);
    const paymentIds = 'SELECT id FROM payments WHERE created_at < ?';
    run(`DELETE FROM payment_events WHERE payment_id IN (${paymentIds})`, paymentsBefore);
    run(
      `DELETE FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE payment_id IN (${paymentIds}))`,
      paymentsBefore,
    );
    for (const table of ['issued_documents', 'orders', 'memberships', 'donations'])
      run(`DELETE FROM ${table} WHERE payment_id IN (${paymentIds})`, paymentsBefore);
    run('DELETE FROM sandbox_payments WHERE created_at < ?', paymentsBefore);
    const payments = run('DELETE FROM payments WHERE created_at < ?', paymentsBefore);
    const withdrawals = run('DELETE FROM withdrawals WHERE received_at < ?', paymentsBefore);
    const sentMail = run(
      `DELETE FROM mail_queue WHERE (sent_at IS NOT NULL AND sent_at < ?) OR (dead_at IS NOT NULL AND dead_at < ?)
         OR (sent_at IS NULL AND created_at < ?)`,
      mailBefore,
      mailBefore,
      // A mail never sent in a whole retention period of its kind is no use to anyone any more.
      applicationsBefore < contactsBefore ? applicationsBefore : contactsBefore,
    );
    return {
      jobApplications,
      applicationFiles,
      contactMessages,
      tourRequests,
      payments,
      withdrawals,
      sentMail,
    };
  })();

  // The files of the deleted applications: their whole folder (one per application).
  for (const folder of new Set(expiredFiles.map((file) => path.dirname(file.path)))) {
    if (folder.startsWith(config.uploadsDir)) fs.rmSync(folder, { recursive: true, force: true });
  }
  const outboxFiles = removeOldOutboxFiles(config.outboxDir, mailBefore);
  return { ...counts, outboxFiles };
}
