// Byte budgets of the site, checked by npm test (scripts/tests/budgets.test.mjs) on the builds and by
// every release: sizes, never timings. gzip, as the server sends them.
const KB = 1024;

export const budgets = {
  /**
   * First-load JavaScript of the home page, the federation runtime included: 130 KB.
   * Measured on 24 November 2026 at 128.2 KB: React DOM alone 64 KB, the shell's main.js 3.7 KB (its
   * webpack runtime and the site's federation runtime), the museum's remote entry 4.2 KB, the page
   * 16.7 KB (see docs/performance.md).
   */
  homeFirstLoad: 130 * KB,
  /** The same for any route (the heaviest, the shop, is 128.8 KB). */
  anyRouteFirstLoad: 130 * KB,
  /** The shell's main.js: webpack's runtime and the site's federation runtime (measured 3.7 KB). */
  shellMain: 5 * KB,
  /**
   * A module's remoteEntry.js: its container and its part of the site's federation runtime (measured
   * 4.2 KB; with @module-federation's runtime 18.5 KB, and 7.8 with the shell's lent to it).
   */
  remoteEntry: 5.5 * KB,
  /** A route's own chunks: its page and what only it needs (not the shell, not the remote entry). */
  routeOwnChunks: 60 * KB,
  /**
   * A signed-in space's page (the volunteers'): its own chunks, after the shell's, which every page
   * loads. Measured 27 November 2026: 10.8 KB for the volunteers' screens, besides a 3.9 KB entry
   * held to the remote entry's budget. No public page loads any of it.
   */
  signedInSpaceOwnChunks: 40 * KB,
} as const;
