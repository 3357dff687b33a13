import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { healthReport } from './health-report';
import type { RouteOptions } from '../http/route-options';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the request shows the monitoring token (Authorization: Bearer …), compared in constant time. */
function showsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

/**
 * /api/health: 200 when the database, the disk and the mail queue are fine, 503 otherwise. Anyone
 * sees the status only; the details (free disk, mail backlog, problems) need HEALTH_TOKEN — not the
 * client's address, since behind the reverse proxy every request comes from this machine.
 */
export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { services }) => {
  app.get('/api/health', async (request, reply) => {
    const { ok, ...report } = healthReport(services);
    const status = ok ? 'ok' : 'error';
    const detailed = showsToken(request.headers.authorization, services.config.healthToken);
    return reply
      .code(ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(detailed ? { status, ...report } : { status });
  });
};
