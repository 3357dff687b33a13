// What a team reads of its module in visitors' browsers (npm run errors): the latest reports, how many
// each release got, and the releases the server pulled back because of them.
import { BROWSER_ERROR_DAYS } from '../browser-errors/browser-errors';
import { browserErrorsOf } from '../browser-errors/browser-error-store';
import type { Services } from '../services';
import { WATCH_TOKEN_NAME } from './deploy-release';
import { deploymentsOf } from './deployment-store';

/**
 * A module's latest reports, how many per release, and the releases the server pulled back because
 * of them (their watch: release-watch.ts), for its own team.
 */
export function browserErrorsFor(services: Services, module: string) {
  const reports = browserErrorsOf(services.db, module);
  const byRelease: Record<string, number> = {};
  for (const report of reports)
    byRelease[report.release ?? '?'] = (byRelease[report.release ?? '?'] ?? 0) + 1;
  const pulledBack = deploymentsOf(services.db, module)
    .filter((entry) => entry.tokenName === WATCH_TOKEN_NAME)
    .map((entry) => ({ at: entry.finishedAt, restored: entry.version, why: entry.message }));
  return { module, keptDays: BROWSER_ERROR_DAYS, byRelease, pulledBack, reports };
}
