import type { FastifyPluginAsync } from 'fastify';
import { healthReport } from '../services/health/health-report';
import type { RouteOptions } from './route-options';

/** /api/health: 200 when the database, the disk and the mail queue are fine, 503 otherwise. */
export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get('/api/health', async (_request, reply) => {
    const { ok, ...report } = healthReport(services);
    return reply
      .code(ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ok ? 'ok' : 'error', ...report });
  });
};
