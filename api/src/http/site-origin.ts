import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { originOf } from '../mail/site-origin';

/** A local address: localhost, 127.0.0.1 or [::1], with a port or none. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/**
 * Absolute origin of the links: PUBLIC_BASE_URL (required in production). Without it (a local
 * server), the address the request came to only when it is a local one; never another Host header,
 * which a shared cache would keep in the pages it serves to others.
 */
export const siteOriginOf = (config: ServerConfig, request: FastifyRequest): string =>
  config.publicBaseUrl ||
  (LOCAL_HOST.test(request.host) ? `${request.protocol}://${request.host}` : originOf(config));
