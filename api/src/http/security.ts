import type { IncomingMessage } from 'node:http';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGE_FETCHES } from '@mtdm/shared/contracts';
import { CONTENT_FILES_PATH } from '@mtdm/shared/content';
import { signedInRemoteModules } from '@mtdm/shared/federation';
import type { PageKey } from '@mtdm/shared/routing';
import type { ServerConfig } from '../config';
import { httpMessages } from './errors';
import { originOf } from '../mail/site-origin';

/** Hosts of the consent-gated GA4 tag. */
const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

/**
 * The site's Content-Security-Policy (tested against the pages by the end-to-end suite). The audience
 * measurement's hosts are allowed only when it is configured (GA_MEASUREMENT_ID).
 */
const contentSecurityPolicy = (analytics: boolean) => ({
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", ...(analytics ? ['https://www.googletagmanager.com'] : [])],
  // styled-components injects <style> elements.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', ...(analytics ? ANALYTICS_HOSTS : [])],
  connectSrc: ["'self'", ...(analytics ? ANALYTICS_HOSTS : [])],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  // OpenStreetMap embed of the practical-information page; same-origin PDFs in the article viewer.
  frameSrc: ["'self'", MAP_FRAME],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
});

const MAP_FRAME = 'https://www.openstreetmap.org';

/**
 * The signed-in spaces' addresses (/benevoles/, /adherents/, and their calls under /api): they embed
 * no map, so their policy allows no frame from elsewhere. Every other answer is public, and its policy
 * narrower (publicPolicy).
 */
const SIGNED_IN_PREFIXES = signedInRemoteModules.flatMap(({ pathPrefix }) => [
  pathPrefix,
  `/api${pathPrefix}`,
]);
const isSignedInAddress = (url: string) =>
  SIGNED_IN_PREFIXES.some((prefix) => url === prefix.slice(0, -1) || url.startsWith(prefix));

/** The sources of one directive of a policy, as written ("'self' https://…"). */
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(' '))
    .find(([name]) => name === directive)
    ?.slice(1)
    .join(' ');

/** One directive of a policy ("connect-src 'self'"), its sources replaced; the others as they are. */
function withSources(policy: string, directive: string, sources: readonly string[]): string {
  return policy
    .split(';')
    .map((part) => (part.trim().split(' ')[0] === directive ? [directive, ...sources].join(' ') : part))
    .join(';');
}

/**
 * What a browser may run a script in, opened as a document: the answers whose policy counts. A
 * script file is no document (a worker's would be, and a public page may start none); an image, a
 * style sheet, a font or JSON runs nothing. Those keep the site's shorter policy.
 */
const DOCUMENT_TYPES =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|(text|application)\/xml|application\/pdf)\b/;
const isDocument = (type: string) => type === '' || DOCUMENT_TYPES.test(type);

/**
 * The policy of a public document, made once per host by `publicPolicies`: its scripts may fetch only
 * the addresses public pages ask for (PUBLIC_PAGE_FETCHES), frame only the content's documents and the
 * map, all on the site's own host, and start no worker (whose own answer's policy would rule it);
 * never a signed-in space's call, which the browser would send with the session of a volunteer or a
 * member who browses the site. An answer that wrote its own policy (the content editor's) keeps it.
 */
function publicPolicies(analytics: boolean) {
  const siteConnect = contentSecurityPolicy(analytics).connectSrc.join(' ');
  const narrowedByHost = new Map<string, { connect: string[]; frame: string[] }>();
  const narrowedFor = (host: string) => {
    let narrowed = narrowedByHost.get(host);
    if (!narrowed) {
      narrowed = {
        connect: [
          ...PUBLIC_PAGE_FETCHES.map((address) => `${host}${address}`),
          ...(analytics ? ANALYTICS_HOSTS : []),
        ],
        frame: [`${host}${CONTENT_FILES_PATH}`, MAP_FRAME],
      };
      narrowedByHost.set(host, narrowed);
    }
    return narrowed;
  };
  return (policy: string, host: string | undefined): string => {
    // No host the policy can name (an IPv6 literal, a local server reached under another name): such a
    // page keeps the site's own policy; a production server always has PUBLIC_BASE_URL.
    if (!host || host.startsWith('[') || sourcesOf(policy, 'connect-src') !== siteConnect) return policy;
    const { connect, frame } = narrowedFor(host);
    return `${withSources(withSources(policy, 'connect-src', connect), 'frame-src', frame)};worker-src 'none'`;
  };
}

/** Browser features the site never uses: no page of it, nor anything it embeds, may ask for them. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/** The public pages that show a visitor's payment (its amount, the links to its documents). */
const PAYMENT_RESULTS: ReadonlySet<PageKey> = new Set([
  'paymentSuccess',
  'registrationSuccess',
  'donationSuccess',
]);

/**
 * A public page goes without Cross-Origin-Opener-Policy, which every other answer keeps: the payment
 * results (opened on the return from the provider, a new load), the signed-in spaces (documents of
 * their own, never reached from a public page without a new load), the pages the server writes and the
 * editor. A document that sets it opens in a browsing context group of its own, so the browser starts
 * a fresh renderer process whose first JavaScript context holds the main thread before the first paint
 * (measured in docs/performance.md, « L’isolement des fenêtres »).
 */
export function withoutOpenerIsolation(reply: FastifyReply, page: PageKey | undefined): void {
  if (page && PAYMENT_RESULTS.has(page)) return;
  reply.removeHeader('cross-origin-opener-policy');
}

/** 'example.org:8080' of an origin; a default port (80, 443) left out, whatever the scheme. */
const hostOf = (origin: string) => {
  try {
    return new URL(origin).host.replace(/:(80|443)$/, '');
  } catch {
    return undefined;
  }
};

/** A local address: localhost, 127.0.0.1 or [::1], with a port or none. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/**
 * The host a public page's policy names: PUBLIC_BASE_URL's, else the local address the request came
 * to; none otherwise (a server without PUBLIC_BASE_URL reached under another name, a telephone on the
 * local network for instance, whose pages would name a host they are not on).
 */
const policyHostOf = (config: ServerConfig, request: FastifyRequest) =>
  config.publicBaseUrl
    ? hostOf(config.publicBaseUrl)
    : LOCAL_HOST.test(request.host)
      ? hostOf(`http://${request.host}`)
      : undefined;

/**
 * The site's own origin, for the links it writes and the hosts its policy names: PUBLIC_BASE_URL
 * (required in production). Without it (a local server), the address the request came to only when it
 * is a local one; never another Host header, which a shared cache would keep in the pages it serves to
 * others.
 */
export const siteOriginOf = (config: ServerConfig, request: FastifyRequest): string =>
  config.publicBaseUrl ||
  (LOCAL_HOST.test(request.host) ? `${request.protocol}://${request.host}` : originOf(config));

/**
 * Whether a POST comes from a page of the site (or a configured origin): another site cannot post a
 * form in a visitor's name. Browsers send `Origin` with every POST (and `Sec-Fetch-Site`); a request
 * with neither (curl, a server) is not a browser acting for a visitor and passes. The host is compared,
 * not the scheme, so a TLS-terminating proxy does not turn the site's own forms away.
 */
function isCrossSitePost(request: FastifyRequest, config: ServerConfig): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const allowed = new Set(
    [
      hostOf(`http://${request.host}`),
      hostOf(config.publicBaseUrl),
      ...config.corsOrigins.map(hostOf),
    ].filter(Boolean),
  );
  return !allowed.has(hostOf(origin));
}

/**
 * An address whose path cannot be decoded (a lone « % », « %ff », a link cut short in a mail) would be
 * refused by the router before any route or hook, in English and without the headers above. Its
 * percent signs are read literally instead, so it reaches the routes like any unknown address: the
 * site's « Page introuvable » for a page, the api's French 404 for a call. Its query is left as sent.
 */
export function withBrokenEscapesLiteral(url: string): string {
  const end = url.search(/[?#]/);
  const pathPart = end === -1 ? url : url.slice(0, end);
  if (!pathPart.includes('%')) return url;
  try {
    decodeURI(pathPart);
    return url;
  } catch {
    return pathPart.replaceAll('%', '%25') + (end === -1 ? '' : url.slice(end));
  }
}

/** Fastify's `rewriteUrl`, run on every request before routing. */
export const rewriteBrokenAddress = (request: IncomingMessage): string =>
  withBrokenEscapesLiteral(request.url ?? '/');

/**
 * Security headers on every answer (HSTS only over HTTPS), CORS with credentials for the configured
 * origins only, and no cross-site POST.
 */
export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(Boolean(config.ga4MeasurementId)),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // Sent below, and only over HTTPS: over plain HTTP it means nothing, and a local or test
    // server would be pinned to HTTPS by the browser for a year.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    if (request.method === 'POST' && isCrossSitePost(request, config)) {
      request.log.warn({ origin: request.headers.origin, url: request.url }, 'envoi d’un autre site refusé');
      const wantsJson = request.url.startsWith('/api/');
      return wantsJson
        ? reply
            .code(403)
            .send({ success: false, message: httpMessages.crossSite, error: httpMessages.crossSite })
        : reply.code(403).type('text/plain; charset=utf-8').send(httpMessages.crossSite);
    }
    return undefined;
  });
  const publicPolicy = publicPolicies(Boolean(config.ga4MeasurementId));
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = String(reply.getHeader('content-security-policy') ?? '');
    const type = String(reply.getHeader('content-type') ?? '');
    if (isSignedInAddress(request.url))
      void reply.header('content-security-policy', policy.replace(` ${MAP_FRAME}`, ''));
    else if (policy && isDocument(type))
      void reply.header('content-security-policy', publicPolicy(policy, policyHostOf(config, request)));
    // The article viewer shows a content PDF in a frame, the volunteers' space prints its slips in one:
    // PDFs alone accept the site as parent (a public page frames only the content's, see publicPolicy).
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
