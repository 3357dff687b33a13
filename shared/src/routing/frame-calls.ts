/**
 * What the frame (the shell) itself reads or sends, beside the pages' own calls: written once for the
 * shell, the server's routes and the public pages' security policy (contracts/public-page-fetches.ts).
 */
export const FRAME_CALLS = {
  /** Each remote's manifest address, read when the document carries none. */
  remotes: '/remotes.json',
  /** The deployment's settings, read when the document carries none. */
  siteConfig: '/site-config.json',
  /** A module's failure in a visitor's browser, reported (navigator.sendBeacon). */
  browserErrors: '/api/erreurs-navigateur',
} as const;
