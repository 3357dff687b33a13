import { createHmac } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { installSecret } from '../infrastructure/install-secrets';

/**
 * The secret that salts the client-address tags of this deployment: LOG_SALT, else one drawn once
 * and kept beside the database (0600). Unsalted, the hash of an IPv4 address is reversed by trying
 * the four billion addresses.
 */
export function logSaltFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return installSecret(dataDir, 'log-salt', env.LOG_SALT);
}

/** A short tag of the client address, keyed by the deployment's salt: follows one client, reveals no address. */
export const ipTag = (ip: string | undefined, salt: string) =>
  ip ? createHmac('sha256', salt).update(ip).digest('hex').slice(0, 12) : undefined;

/** A path segment long enough to be a secret (a document's link token, an id drawn at random). */
const SECRET_LIKE_SEGMENT = /[^/]{24,}/g;

/**
 * The path a log may keep: the route's pattern when it has parameters ('/api/documents/:token': the
 * token is the link itself), else the path with every long segment cut to its first characters.
 * Never the query string (a confirmation's ids, an editor's search).
 */
export function loggablePath(request: { url: string; routeOptions?: { url?: string } }): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern.includes(':')) return pattern;
  return (request.url.split('?')[0] ?? '').replace(
    SECRET_LIKE_SEGMENT,
    (segment) => `${segment.slice(0, 6)}…`,
  );
}

/**
 * Structured JSON logs without personal data or secrets: method and loggable path only (no query,
 * no body, no headers), the client address hashed. Route handlers log record ids, never names or
 * e-mails. `stream`: where the lines go (standard output by default; tests read them).
 */
export function loggerOptions(
  enabled: boolean,
  salt = '',
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        path: loggablePath(request),
        client: ipTag(request.ip, salt),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
