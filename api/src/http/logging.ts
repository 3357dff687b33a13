import { createHmac } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { deploymentSecret } from '../infrastructure/deployment-secret';

/**
 * The secret that salts the client-address tags of this deployment: LOG_SALT, else one drawn once
 * and kept beside the database (0600). Unsalted, the hash of an IPv4 address is reversed by trying
 * the four billion addresses.
 */
export function logSaltFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return deploymentSecret(dataDir, 'log-salt', env.LOG_SALT);
}

/** A short tag of the client address, keyed by the deployment's salt: follows one client, reveals no address. */
export const ipTag = (ip: string | undefined, salt: string) =>
  ip ? createHmac('sha256', salt).update(ip).digest('hex').slice(0, 12) : undefined;

/**
 * Structured JSON logs without personal data: method and path only (no query, no body, no
 * headers), the client address hashed. Route handlers log record ids, never names or e-mails.
 */
export function loggerOptions(enabled: boolean, salt = ''): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        client: ipTag(request.ip, salt),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
