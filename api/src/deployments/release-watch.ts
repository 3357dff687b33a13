// A release watched by the visitors it is served to: for a while after a module's release goes live,
// its pages viewed and the errors visitors' browsers report of it are counted; when reports per view
// pass the threshold, and the version before did not, the server puts that version back, writing why
// in the history. Anyone may post a report: during the watch each connection (an IPv4 address, an IPv6
// network) counts once, so one machine repeating its report cannot pull a release back on its own.
// The counts live in the server's memory (a restart ends the watch).
import type { Services } from '../services';

/** How long a release is watched once live. */
export const WATCH_MINUTES = 15;
/** Reports per page view that pull a release back… */
const ERRORS_PER_VIEW = 0.5;
/** …once there are at least this many, from as many connections (one visitor's bad luck is not a broken release). */
export const MIN_ERRORS = 3;

/** A live version's pages viewed and errors reported, since it went live (or the server started). */
interface Counts {
  readonly version: string;
  views: number;
  errors: number;
}

interface Watch {
  readonly counts: Counts;
  /** The version it replaced, as visitors saw it: what it is compared with. */
  readonly previous: Counts | undefined;
  readonly since: number;
  readonly rollBack: (reason: string) => Promise<unknown>;
  /** The connections whose report of this version was counted. */
  readonly reporters: Set<string>;
}

/** Per server: each module's live version's counts, and the modules under watch. */
const state = new WeakMap<Services, { live: Map<string, Counts>; watched: Map<string, Watch> }>();
const stateOf = (services: Services) => {
  let found = state.get(services);
  if (!found) state.set(services, (found = { live: new Map(), watched: new Map() }));
  return found;
};

const rate = (counts: Counts | undefined) => (counts ? counts.errors / Math.max(counts.views, 1) : 0);

/**
 * A module's version has gone live: watched from now, its predecessor's counts kept to compare.
 * `rollBack` puts the predecessor back (the same path as npm run rollback), with the reason.
 */
export function watchRelease(
  services: Services,
  module: string,
  version: string,
  rollBack: (reason: string) => Promise<unknown>,
  now = Date.now(),
): void {
  const { live, watched } = stateOf(services);
  const counts: Counts = { version, views: 0, errors: 0 };
  const previous = live.get(module);
  live.set(module, counts);
  watched.set(module, { counts, previous, since: now, rollBack, reporters: new Set() });
}

/** A version put back live (a roll back): counted afresh, not watched. */
export function noteLiveVersion(services: Services, module: string, version: string): void {
  const { live, watched } = stateOf(services);
  live.set(module, { version, views: 0, errors: 0 });
  watched.delete(module);
}

/** A page of `module` served to a visitor. */
export function notePageView(services: Services, module: string): void {
  const counts = stateOf(services).live.get(module);
  if (counts) counts.views += 1;
}

/** The watch of `module`'s live version while it runs; one past its time is ended. */
function runningWatch(watched: Map<string, Watch>, module: string, counts: Counts, now: number) {
  const watch = watched.get(module);
  if (!watch || watch.counts !== counts) return undefined;
  if (now - watch.since <= WATCH_MINUTES * 60_000) return watch;
  watched.delete(module);
  return undefined;
}

/**
 * A report from a visitor's browser about `release` of `module`, posted from `connection`
 * (connectionOf); may pull a watched release back.
 */
export function noteBrowserError(
  services: Services,
  module: string,
  release: string | null,
  connection: string,
  now = Date.now(),
): void {
  const { live, watched } = stateOf(services);
  const counts = live.get(module);
  if (!counts || release !== counts.version) return;
  const watch = runningWatch(watched, module, counts, now);
  if (watch) {
    if (watch.reporters.has(connection)) return;
    watch.reporters.add(connection);
  }
  counts.errors += 1;
  if (!watch) return;
  const pulled = counts.errors >= MIN_ERRORS && rate(counts) >= ERRORS_PER_VIEW;
  if (!pulled || rate(watch.previous) >= ERRORS_PER_VIEW) return;
  watched.delete(module);
  const minutes = Math.max(1, Math.round((now - watch.since) / 60_000));
  void watch.rollBack(
    `Retirée automatiquement : ${counts.errors} erreurs signalées par les navigateurs pour ${counts.views} pages vues en ${minutes} min, au-delà du seuil (${ERRORS_PER_VIEW} par page vue) que la version précédente ne passait pas.`,
  );
}
