import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mailBacklog } from '../services/mail/mail-queue';
import { checkDatabase } from '../services/storage/database';

/** A mail still unsent after an hour means the mail server or its settings need a person. */
const MAX_BACKLOG_AGE_MS = 60 * 60 * 1000;

/**
 * /api/health: the database (a real query), the free disk space where it lives, the mail backlog
 * with its oldest item and the dead letters. 503 when the database fails, the disk is nearly full or
 * mail has been waiting for more than an hour; dead letters are reported, for a person to look at.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const { db, config } = app.services;
    const problems: string[] = [];
    let database: 'ok' | 'error' = 'ok';
    let mail: ReturnType<typeof mailBacklog> | undefined;
    try {
      checkDatabase(db);
      mail = mailBacklog(db);
    } catch {
      database = 'error';
      problems.push('base de données illisible');
    }
    let freeBytes: number | undefined;
    try {
      const stats = fs.statfsSync(path.dirname(config.databasePath));
      freeBytes = stats.bavail * stats.bsize;
      if (freeBytes < config.healthMinFreeBytes) problems.push('espace disque presque épuisé');
    } catch {
      problems.push('espace disque inconnu');
    }
    if (mail?.oldestPendingAt && Date.now() - Date.parse(mail.oldestPendingAt) > MAX_BACKLOG_AGE_MS)
      problems.push('courriels en attente depuis plus d’une heure');
    const ok = problems.length === 0;
    return reply
      .code(ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ok ? 'ok' : 'error', problems, database, disk: { freeBytes }, mail });
  });
}
