import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** Hosts of the consent-gated GA4 tag. */
const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/** The site's Content-Security-Policy (tested against the pages by the end-to-end suite). */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
  // styled-components injects <style> elements.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', ...ANALYTICS_HOSTS],
  connectSrc: ["'self'", ...ANALYTICS_HOSTS],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  // OpenStreetMap embed of the practical-information page; same-origin PDFs in the article viewer.
  frameSrc: ["'self'", 'https://www.openstreetmap.org'],
  objectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Security headers on every answer, and CORS with credentials for the configured origins only. */
export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  // The article viewer may show a same-origin PDF in a frame: PDFs alone accept the site as parent.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/pdf')) {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      void reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
      void reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
  const allowed = new Set(config.corsOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
  });
}
