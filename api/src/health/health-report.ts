import path from 'node:path';
import { freeBytesAt } from '../infrastructure/disk-space';
import { checkDatabase } from '../database/database';
import { browserErrorsToday } from '../browser-errors/browser-errors';
import { mailBacklog, type MailBacklog } from '../mail/mail-store';
import { lastPurgeSuccess } from '../personal-data/purge-runs-store';
import type { Services } from '../services';

/** A mail still unsent after an hour means the mail server or its settings need a person. */
const MAX_BACKLOG_AGE_MS = 60 * 60 * 1000;
/** The purge runs daily: two days without one gone through (a day's grace) need a person. */
const PURGE_OVERDUE_MS = 2 * 24 * 60 * 60 * 1000;

export interface HealthReport {
  readonly ok: boolean;
  readonly problems: readonly string[];
  readonly database: 'ok' | 'error';
  readonly disk: { readonly freeBytes: number | undefined };
  readonly mail: MailBacklog | undefined;
  /** What visitors' browsers reported in the last day, by module. */
  readonly browserErrors: Readonly<Record<string, number>>;
  /** When the retention purge last went through (null: never on this database). */
  readonly purge: { readonly lastSucceededAt: string | null } | undefined;
}

/**
 * The database (a real query), the free disk space where it lives, the mail backlog with its oldest
 * item and the dead letters, the last retention purge. Not ok when the database fails, the disk is
 * nearly full, mail has been waiting for more than an hour or the purge has not gone through for two
 * days; dead letters are reported, for a person to look at.
 */
export function healthReport(services: Services): HealthReport {
  const { db, config } = services;
  const problems: string[] = [];
  let database: 'ok' | 'error' = 'ok';
  let mail: MailBacklog | undefined;
  let purge: HealthReport['purge'];
  try {
    checkDatabase(db);
    mail = mailBacklog(db);
    purge = { lastSucceededAt: lastPurgeSuccess(db) };
  } catch {
    database = 'error';
    problems.push('base de données illisible');
  }
  const freeBytes = freeBytesAt(path.dirname(config.databasePath));
  if (freeBytes === undefined) problems.push('espace disque inconnu');
  else if (freeBytes < config.healthMinFreeBytes) problems.push('espace disque presque épuisé');
  // eslint-disable-next-line no-restricted-syntax -- the mail queue keeps the machine's clock (mail-store.ts)
  if (mail?.oldestPendingAt && Date.now() - Date.parse(mail.oldestPendingAt) > MAX_BACKLOG_AGE_MS)
    problems.push('courriels en attente depuis plus d’une heure');
  const overdueSince = services.now().getTime() - PURGE_OVERDUE_MS;
  if (purge && (!purge.lastSucceededAt || Date.parse(purge.lastSucceededAt) < overdueSince))
    problems.push('purge des données expirées sans succès depuis plus de deux jours');
  let browserErrors: Record<string, number> = {};
  try {
    browserErrors = browserErrorsToday(services);
  } catch {
    // The database's problem is already said above.
  }
  return { ok: problems.length === 0, problems, database, disk: { freeBytes }, mail, browserErrors, purge };
}
