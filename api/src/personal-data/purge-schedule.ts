import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { runAtStartAndEvery } from '../infrastructure/scheduling';
import { purgeExpired } from './purge';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The retention purge at start, then once a day; it logs counts only. */
export function schedulePurge(app: FastifyInstance, services: Services, config: ServerConfig): void {
  runAtStartAndEvery(app, DAY_MS, 'purge des données expirées impossible', () => {
    const counts = purgeExpired(services.db, config, services.now());
    app.log.info({ purged: counts }, 'données personnelles expirées effacées');
  });
}
