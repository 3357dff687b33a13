import fs from 'node:fs';
import path from 'node:path';
import { findPageByPath, pageAliases, pages, type PageKey } from '@mtdm/shared/routing';

/** Written by scripts/prerender.mjs at build time (and for one module by publish-module). */
export const PRERENDERED_FOLDER = 'prerendered';
const NOT_FOUND_FILE = 'not-found.html';
/** Left by the build in the canonical address and og:url: the site's origin is known only here. */
const SITE_ORIGIN_PLACEHOLDER = /%SITE_ORIGIN%/g;

const normalise = (pathname: string) =>
  (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();

const renderedAddresses = new Set([
  ...Object.values(pages).map((page) => normalise(page.path)),
  // Other addresses that render a page in place (not a redirection): the home page's.
  ...pageAliases.filter(({ page }) => page === 'home').map(({ path: alias }) => normalise(alias)),
]);

/**
 * The pre-rendered document for an address: the page's own (under any case), the not-found page for
 * an unknown address, undefined for an address the browser redirects (e.g. /visiteguidee.html) or
 * when nothing was rendered yet (the shell's index.html then answers, as before).
 */
export function prerenderedFileFor(deployDir: string, pathname: string): string | undefined {
  const page: PageKey | undefined = findPageByPath(pathname);
  const file =
    page === undefined
      ? NOT_FOUND_FILE
      : renderedAddresses.has(normalise(pathname))
        ? `${page}.html`
        : undefined;
  if (!file) return undefined;
  const full = path.join(deployDir, PRERENDERED_FOLDER, file);
  return fs.existsSync(full) ? full : undefined;
}

/** The document with the site's origin in its absolute addresses. */
export function readPrerendered(file: string, origin: string): string {
  return fs.readFileSync(file, 'utf8').replace(SITE_ORIGIN_PLACEHOLDER, origin);
}
