import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';
import { installErrorHandler } from './http/errors';
import { loggerOptions, logSaltFor } from './http/logging';
import { exposedDataWarnings } from './infrastructure/private-files';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurity, rewriteBrokenAddress } from './http/security';
import { signInSessions } from './sign-in/sessions';
import { recordedViews } from './sign-in/recorded-views';
import { MAX_UPLOAD_BYTES } from './infrastructure/uploads/file-types';
import { browserErrorRoutes } from './browser-errors/browser-error-routes';
import { contactFormRoutes } from './inbox/contact-form-routes';
import { previewLinkRoutes } from './deployments/preview-link-routes';
import { previewOfCookie } from './deployments/preview-pass';
import type { PreviewRecord } from './releases/previews';
import { isLocalRequest } from './deployments/local-fetch';
import { MEMBER_SPACE_PATH, VOLUNTEER_SPACE_PATH } from '@mtdm/shared/contracts/signed-in';
import { deploymentRoutes } from './deployments/deployment-routes';
import { documentRoutes } from './documents/document-routes';
import { guidedTourRoutes } from './tours/guided-tour-routes';
import { newsletterExportRoutes, newsletterRoutes } from './newsletter/newsletter-routes';
import { conferenceBookingListRoutes, conferenceBookingRoutes } from './conferences/booking-routes';
import { agendaFeedRoutes } from './agenda/agenda-feed-routes';
import { healthRoutes } from './health/health-routes';
import { jobApplicationRoutes } from './inbox/job-application-routes';
import { memberAreaRoutes } from './member-area/member-area-routes';
import { memberReminderRoutes } from './member-area/reminder-routes';
import { paymentRoutes } from './settlement/payment-routes';
import { sandboxPaymentRoutes } from './payments/sandbox-payment-routes';
import { volunteerInboxRoutes } from './inbox/inbox-routes';
import { volunteerMembershipRoutes } from './memberships/membership-routes';
import { treasuryRoutes } from './treasury/treasury-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { volunteerOrderRoutes } from './orders/order-routes';
import { personRequestRoutes } from './personal-data/person-request-routes';
import { memberCopyRoutes } from './personal-data/member-copy-routes';
import { volunteerSignInRoutes } from './volunteers/sign-in-routes';
import { sessionVolunteer } from './volunteers/sign-in';
import { sessionMember } from './member-area/member-sign-in';
import { volunteerTourRoutes } from './tours/tour-decision-routes';
import { withdrawalRoutes } from './orders/withdrawal-routes';
import { closeServices, createServices, type Services } from './services';
import { scheduleMembershipReminders } from './member-area/reminder-schedule';
import { schedulePaymentExpiry } from './settlement/payment-expiry-schedule';
import { schedulePurge } from './personal-data/purge-schedule';
import { scheduleWaitingDocuments } from './documents/waiting-documents-schedule';
import { startUpWarnings } from './start-up/start-up-warnings';
import { sitePlugin } from './site/serve-site';
import { noteBrowserError, notePageView } from './deployments/release-watch';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    previewOf: (request: FastifyRequest) => PreviewRecord | undefined;
  }
}

/** JSON and urlencoded bodies: a contact message or a cart fit well below this. */
const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildOptions {
  readonly logger?: boolean;
  /** Where the log lines go when `logger` is on (tests read them). */
  readonly logStream?: NodeJS.WritableStream;
  /** Start the mail retry loop (default true; tests flush by hand). */
  readonly mailLoop?: boolean;
  /**
   * Start the scheduled tasks (default true; tests call each one): the purge of expired personal
   * data, the expiry of abandoned payments, the renewal reminders and the documents that waited for
   * the association's details.
   */
  readonly scheduledTasks?: boolean;
  /** Check every signed-in call's JSON answer against its contract (default: under tests). */
  readonly checkAnswers?: boolean;
  /** The present moment, fixed by the api's tests (default: the machine's clock). */
  readonly clock?: () => Date;
  /** Told of each route as it is registered (the contract's test lists them). */
  readonly onRoute?: (route: { readonly method: string | string[]; readonly url: string }) => void;
}

/** The server behind `npm start`: the api and, unless told otherwise, the site itself. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(
      options.logger ?? false,
      options.logger ? logSaltFor(path.dirname(config.databasePath)) : '',
      options.logStream,
    ),
    // A hop count trusts that many proxies nearest to the server (proxy-addr's rule, as a function:
    // Fastify's types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A document's download token is one path parameter of about 130 characters (default limit 100).
    routerOptions: { maxParamLength: 200 },
    // A request (an upload included) must arrive whole within a minute: a slow sender cannot hold
    // a connection open for ever.
    requestTimeout: 60_000,
    // An address that cannot be decoded gets the same French answers as any unknown one.
    rewriteUrl: rewriteBrokenAddress,
  });
  if (options.onRoute) {
    const told = options.onRoute;
    app.addHook('onRoute', (route) => told(route));
  }
  const services = createServices(config, app.log, options.clock);
  app.decorate('services', services);
  // The preview whose cookie a browser holds (deployments/preview-pass.ts): the site's pages and the
  // signed-in spaces' documents show its version to that browser alone.
  app.decorate('previewOf', (request: FastifyRequest) =>
    previewOfCookie(config.deployDir, services.documentLinkSecret, request.headers.cookie),
  );
  app.decorate('checkAnswers', options.checkAnswers ?? process.env.NODE_ENV === 'test');
  app.addHook('onClose', async () => closeServices(services));

  installErrorHandler(app);
  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  // Brotli first, as the copies made once per release are: on Node 22.15 and later the plugin would
  // otherwise answer zstd to every browser that accepts it, compressed again at each request.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
  });
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 2,
      fields: 12,
      fieldSize: 20_000,
      parts: 16,
      headerPairs: 100,
    },
  });

  // Each route family is an encapsulated plugin: it validates, calls one service function, answers.
  for (const routes of [
    healthRoutes,
    contactFormRoutes,
    jobApplicationRoutes,
    guidedTourRoutes,
    paymentRoutes,
    sandboxPaymentRoutes,
    withdrawalRoutes,
    documentRoutes,
    deploymentRoutes,
    previewLinkRoutes,
    newsletterRoutes,
    conferenceBookingRoutes,
    agendaFeedRoutes,
  ])
    await app.register(routes, { services });
  // What visitors' browsers report of a module, which may pull back a release just put live.
  await app.register(browserErrorRoutes, {
    services,
    onReport: (module, release, connection) => noteBrowserError(services, module, release, connection),
  });
  // The volunteers' space: its sign-in plugin, then the routes that name its hooks.
  await app.register(signInSessions, {
    services,
    sessions: { volunteerOf: sessionVolunteer, memberOf: sessionMember },
  });
  await app.register(recordedViews, { db: services.db });
  for (const routes of [
    volunteerSignInRoutes,
    volunteerOrderRoutes,
    volunteerTourRoutes,
    volunteerInboxRoutes,
    volunteerMembershipRoutes,
    treasuryRoutes,
    dashboardRoutes,
    personRequestRoutes,
    newsletterExportRoutes,
    conferenceBookingListRoutes,
    memberReminderRoutes,
    memberAreaRoutes,
    memberCopyRoutes,
  ])
    await app.register(routes, { services });
  /** Who is signed in to each space, by its prefix. */
  const spaceSessions = new Map<string, (request: FastifyRequest) => unknown>([
    [VOLUNTEER_SPACE_PATH, app.volunteerOf],
    [MEMBER_SPACE_PATH, app.memberOf],
  ]);
  await app.register(sitePlugin, {
    config,
    onPageView: (module) => notePageView(services, module),
    previewOf: app.previewOf,
    // A space's code, to whom holds its session, and to the server's own check of a release. A space
    // without its session here (a module just made) has its files served to no one.
    mayLoadSpace: (request, space) =>
      isLocalRequest(request) || (spaceSessions.get(space.pathPrefix)?.(request) ?? null) !== null,
  });

  if (options.mailLoop ?? true) app.addHook('onReady', async () => services.mail.start());
  app.addHook('onReady', async () => {
    for (const warning of startUpWarnings(config)) app.log.warn(warning);
    for (const warning of exposedDataWarnings([
      path.dirname(config.databasePath),
      config.uploadsDir,
      config.outboxDir,
    ]))
      app.log.warn(warning);
  });
  if (options.scheduledTasks ?? true) {
    schedulePurge(app, services, config);
    schedulePaymentExpiry(app, services);
    scheduleWaitingDocuments(app, services);
    scheduleMembershipReminders(app, services);
  }
  return app;
}
