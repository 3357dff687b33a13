import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { runAtStartAndEvery } from '../infrastructure/scheduling';
import { expireOverduePayments } from './payment-outcome';

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Every quarter of an hour, unpaid payments past their expiry are ended (after asking the provider). */
export function schedulePaymentExpiry(app: FastifyInstance, services: Services): void {
  runAtStartAndEvery(app, QUARTER_HOUR_MS, 'expiration des paiements impossible', async () => {
    const ended = await expireOverduePayments({ ...services, log: app.log });
    if (ended > 0) app.log.info({ ended }, 'paiements non réglés expirés');
  });
}
