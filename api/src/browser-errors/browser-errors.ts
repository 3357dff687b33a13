// What a visitor's browser reports of a module's failure: which module and release, which page (its
// path only), what kind of failure and its message, rid of anything that could name a person (an
// address, a long number, a query). Each module keeps at most a few hundred an hour: a broken
// release reported by every visitor still costs the server a bounded table.
import type { RemoteModule } from '@mtdm/shared/federation';
import type { Services } from '../services';
import {
  browserErrorCountSince,
  browserErrorCountsSince,
  insertBrowserError,
  type BrowserError,
} from './browser-error-store';

const HOUR_MS = 60 * 60 * 1000;
/** The most a module keeps in an hour; what comes beyond is counted by the visitor's limits only. */
export const MODULE_REPORTS_PER_HOUR = 300;
/** How long the reports are kept. */
export const BROWSER_ERROR_DAYS = 30;

/** A module's folder by the name the shell knows it by (its federation name), or by its folder. */
const folderNamed = (modules: readonly RemoteModule[], name: string) =>
  modules.find((module) => module.federationName === name || module.folder === name)?.folder;
const KINDS = new Set(['boundary', 'chunk', 'unhandled']);

/** An e-mail address, in letters of any alphabet: the site's forms take « élodie@café.fr » as one too. */
const EMAIL_ADDRESS = /[\p{L}\p{M}\p{N}_.+-]+@[\p{L}\p{M}\p{N}_-]+(?:\.[\p{L}\p{M}\p{N}_-]+)+/gu;

/** A message with what could name someone replaced: e-mail addresses, long numbers, query strings. */
function scrubbed(message: string): string {
  return (
    message
      .replace(EMAIL_ADDRESS, '[adresse]')
      .replace(/\?[^\s'"]*/g, '')
      .replace(/\d[\d\s.-]{5,}\d/g, '[nombre]')
      // eslint-disable-next-line no-control-regex -- the control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, 300) || '(sans message)'
  );
}

/** The report as the browser sent it, made safe; undefined when it is not one of `modules`' report. */
export function reportOf(body: unknown, modules: readonly RemoteModule[]): BrowserError | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { module, release, route, kind, message } = body as Record<string, unknown>;
  const folder = typeof module === 'string' ? folderNamed(modules, module) : undefined;
  if (!folder) return undefined;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return undefined;
  if (typeof route !== 'string' || !route.startsWith('/')) return undefined;
  return {
    module: folder,
    release: typeof release === 'string' && /^[\w.-]{1,64}$/.test(release) ? release : null,
    // A page's path keeps its dates and numbers (a news item's); an address typed into it goes.
    route: route.split(/[?#]/)[0]!.replace(EMAIL_ADDRESS, '[adresse]').slice(0, 200),
    kind: kind as BrowserError['kind'],
    message: scrubbed(typeof message === 'string' ? message : ''),
  };
}

/** Keeps a report unless its module has had its hour's share. */
export function recordBrowserError(services: Services, report: BrowserError, now = services.now()): boolean {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  return services.db.transaction(() => {
    if (browserErrorCountSince(services.db, report.module, since) >= MODULE_REPORTS_PER_HOUR) return false;
    insertBrowserError(services.db, report, now.toISOString());
    return true;
  })();
}

/** Every module's reports of the last day, for the health page. */
export const browserErrorsToday = (services: Services, now = services.now()) =>
  browserErrorCountsSince(services.db, new Date(now.getTime() - 24 * HOUR_MS).toISOString());
