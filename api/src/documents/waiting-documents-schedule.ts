import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { runAtStartAndEvery } from '../infrastructure/scheduling';
import { issueWaitingDocuments } from './waiting-documents';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * At start and every ten minutes, the documents that waited for the association's details are issued
 * and mailed if the published content now gives them (a content release also does it at once).
 */
export function scheduleWaitingDocuments(app: FastifyInstance, services: Services): void {
  runAtStartAndEvery(app, TEN_MINUTES_MS, 'émission des documents en attente impossible', () =>
    releaseWaitingDocuments(services, app.log),
  );
}

/** Issues what waits, mails it, and says how many payments were served. */
export function releaseWaitingDocuments(
  services: Pick<Services, 'settlement' | 'mail'>,
  log: FastifyInstance['log'],
): number {
  const issued = issueWaitingDocuments(services.settlement);
  if (issued > 0) {
    services.mail.kick();
    log.info({ issued }, 'documents en attente émis et envoyés');
  }
  return issued;
}
