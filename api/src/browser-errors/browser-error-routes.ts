import { FRAME_CALLS } from '@mtdm/shared/routing';
import { knownRemotes } from '../releases/module-registry';
import type { FastifyPluginAsync } from 'fastify';
import { connectionOf } from '../http/rate-limit';
import type { RouteOptions } from '../http/route-options';
import { recordBrowserError, reportOf } from './browser-errors';

const HOUR_MS = 60 * 60 * 1000;
/** The reports one visitor's address may send in an hour (the shell sends a few per page at most). */
const REPORTS_PER_VISITOR_PER_HOUR = 30;

/** Where the shell reports a module's failure in a visitor's browser (navigator.sendBeacon). */
export const BROWSER_ERRORS_PATH = FRAME_CALLS.browserErrors;

/** Told of each readable report: the release watch (deployments/release-watch.ts), handed in by app.ts. */
type BrowserErrorRouteOptions = RouteOptions & {
  readonly onReport: (module: string, release: string | null, connection: string) => void;
};

export const browserErrorRoutes: FastifyPluginAsync<BrowserErrorRouteOptions> = async (
  app,
  { services, onReport },
) => {
  // sendBeacon posts its JSON as text/plain: read as such, parsed here.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, undefined);
    }
  });
  app.post(
    BROWSER_ERRORS_PATH,
    {
      bodyLimit: 4096,
      config: { rateLimit: { max: REPORTS_PER_VISITOR_PER_HOUR, timeWindow: HOUR_MS } },
    },
    async (request, reply) => {
      const report = reportOf(request.body, knownRemotes(services.config.deployDir));
      if (!report) return reply.code(400).send({ success: false, message: 'Rapport d’erreur illisible.' });
      recordBrowserError(services, report);
      // A release just put live may be pulled back by what its visitors report.
      onReport(report.module, report.release, connectionOf(request));
      // Kept or over the module's share, the browser is told the same: nothing to do.
      return reply.code(204).send();
    },
  );
};
