import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Services } from '../context';
import { purgeExpired } from './purge';

const DAY_MS = 24 * 60 * 60 * 1000;

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
