import { createHash } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** A short, non-reversible tag of the client address: enough to follow one client in the logs. */
const ipTag = (ip: string | undefined) =>
  ip ? createHash('sha256').update(ip).digest('hex').slice(0, 12) : undefined;

/**
 * Structured JSON logs without personal data: method and path only (no query, no body, no
 * headers), the client address hashed. Route handlers log record ids, never names or e-mails.
 */
export function loggerOptions(enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        client: ipTag(request.ip),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
