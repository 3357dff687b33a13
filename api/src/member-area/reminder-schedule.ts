import type { FastifyInstance } from 'fastify';
import { runAtStartAndEvery } from '../infrastructure/scheduling';
import type { Services } from '../services';
import { sendDueReminders } from './membership-reminders';

const HOUR_MS = 60 * 60 * 1000;

/** The renewal reminders at start, then every hour (each is sent once, whatever the number of passes). */
export function scheduleMembershipReminders(app: FastifyInstance, services: Services): void {
  runAtStartAndEvery(app, HOUR_MS, 'rappels de renouvellement impossibles', () => {
    const sent = sendDueReminders(services);
    if (sent > 0) app.log.info({ reminders: sent }, 'rappels de renouvellement envoyés');
  });
}
