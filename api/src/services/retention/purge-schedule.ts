import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Services } from '../context';
import { expireOverduePayments } from '../payments/payment-outcome';
import { purgeExpired } from './purge';

const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Every quarter of an hour, unpaid payments past their expiry are ended (after asking the provider). */
export function schedulePaymentExpiry(app: FastifyInstance, services: Services): void {
  const sweep = () =>
    expireOverduePayments({ ...services, log: app.log })
      .then((ended) => {
        if (ended > 0) app.log.info({ ended }, 'paiements non réglés expirés');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expiration des paiements impossible'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), QUARTER_HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The retention purge at start, then once a day; it logs counts only. */
export function schedulePurge(app: FastifyInstance, services: Services, config: ServerConfig): void {
  const purge = () => {
    try {
      const counts = purgeExpired(services.db, config);
      app.log.info({ purged: counts }, 'données personnelles expirées effacées');
    } catch (error) {
      app.log.error({ err: error }, 'purge des données expirées impossible');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
