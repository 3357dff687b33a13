import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { httpMessages } from './errors';

/**
 * Per-IP limits, only on the routes that ask for them (`config: { rateLimit: … }` or the
 * `limited` helper): the form and payment endpoints. Static files are never limited.
 */
export async function registerRateLimit(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // A client is its address, an IPv6 one by its /64 (what one subscriber holds), and an IPv4
    // written as IPv6 (::ffff:…) as that IPv4: the plugin's own key, made explicit here.
    ipv6Subnet: 64,
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
