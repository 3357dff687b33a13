import { createHmac } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { httpMessages } from './errors';

/** What one IPv6 subscriber holds: its addresses count as one connection. */
const IPV6_SUBNET = 64;

/**
 * Who a client is, for the limits: its IPv4 address (also when written as IPv6, ::ffff:…), or its
 * IPv6 network (the first 64 bits), so cycling the addresses of one network escapes nothing.
 */
export const connectionOf = (request: FastifyRequest): string => normalizeIP(request.ip, IPV6_SUBNET);

/**
 * A request's connection as the day's counts keep it, and all a service is given of it: a keyed digest
 * (HMAC-SHA-256 under the site's document-link secret, the one key of every count) that names nobody.
 */
export const connectionKeyOf = (
  request: FastifyRequest,
  services: Pick<Services, 'documentLinkSecret'>,
): string =>
  createHmac('sha256', services.documentLinkSecret)
    .update(`connexion|${connectionOf(request)}`)
    .digest('hex');

/**
 * Per-IP limits, only on the routes that ask for them (`config: { rateLimit: … }` or the
 * `limited` helper): the form and payment endpoints. Static files are never limited.
 */
export async function registerRateLimit(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // A client is its connection (connectionOf): the plugin's own key, its network made explicit.
    ipv6Subnet: IPV6_SUBNET,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    // The message says what Retry-After says.
    errorResponseBuilder: (_request, context) => {
      const text = httpMessages.tooManyRequestsFor(Math.ceil(context.ttl / 1000));
      return { statusCode: context.statusCode, success: false, message: text, error: text };
    },
  });
}

/** Route options of a rate-limited endpoint; confirmations (`factor`) get more room than submissions. */
export const limited = (config: ServerConfig, factor = 1) => ({
  config: { rateLimit: { max: config.rateLimitMax * factor, timeWindow: config.rateLimitWindowMs } },
});
