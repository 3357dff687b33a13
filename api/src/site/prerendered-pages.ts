import fs from 'node:fs';
import path from 'node:path';
import { findPageByPath, pageRenderedAt, SITE_ORIGIN_PLACEHOLDER } from '@mtdm/shared/routing';

/** Written by scripts/prerender.mjs at build time (and for one module by publish-module). */
export const PRERENDERED_FOLDER = 'prerendered';
const NOT_FOUND_FILE = 'not-found.html';
const siteOriginPlaceholder = new RegExp(SITE_ORIGIN_PLACEHOLDER, 'g');

/**
 * The pre-rendered document for an address: the page's own (under any case), the not-found page for
 * an unknown address, undefined for an address the browser redirects (e.g. /visiteguidee.html) or
 * when nothing was rendered yet (the shell's index.html then answers, as before).
 */
export function prerenderedFileFor(deployDir: string, pathname: string): string | undefined {
  const rendered = pageRenderedAt(pathname);
  const file = rendered ? `${rendered}.html` : findPageByPath(pathname) ? undefined : NOT_FOUND_FILE;
  if (!file) return undefined;
  const full = path.join(deployDir, PRERENDERED_FOLDER, file);
  return fs.existsSync(full) ? full : undefined;
}

/** The document with the site's origin in its absolute addresses. */
export async function readPrerendered(file: string, origin: string): Promise<string> {
  return (await fs.promises.readFile(file, 'utf8')).replace(siteOriginPlaceholder, origin);
}
