import fs from 'node:fs';
import path from 'node:path';
import {
  BOOT_DATA_PLACEHOLDER,
  findPageByPath,
  languageOfAddress,
  pageRenderedAt,
  serializeBootData,
  SITE_ORIGIN_PLACEHOLDER,
  type BootData,
} from '@mtdm/shared/routing';

import { currentStateDir, PRERENDERED } from '../releases/layout';
import { ENGLISH_NOT_FOUND_FILE, NOT_FOUND_FILE } from '../releases/state-files';
const siteOriginPlaceholder = new RegExp(SITE_ORIGIN_PLACEHOLDER, 'g');

/**
 * The pre-rendered document for an address: the page's own (under any case), the not-found page for
 * an unknown address, undefined for an address the browser redirects (e.g. /visiteguidee.html) or
 * when nothing was rendered yet (the shell's index.html then answers, as before).
 */
export function prerenderedFileFor(deployDir: string, pathname: string): string | undefined {
  const rendered = pageRenderedAt(pathname);
  const notFound = rendered || findPageByPath(pathname) ? [] : notFoundFilesFor(pathname);
  const files = rendered ? [`${rendered}.html`] : notFound;
  const state = currentStateDir(deployDir);
  if (!state) return undefined;
  return files.map((file) => path.join(state, PRERENDERED, file)).find((full) => fs.existsSync(full));
}

/** The not-found pages that may answer an address, the one in its language first. */
const notFoundFilesFor = (pathname: string): string[] =>
  languageOfAddress(pathname) === 'en' ? [ENGLISH_NOT_FOUND_FILE, NOT_FOUND_FILE] : [NOT_FOUND_FILE];

/**
 * A document of the site as it is sent: the site's origin in its absolute addresses, and the data
 * the shell reads first (remotes, settings) written in (a function: `$` in it stays as it is).
 */
export async function readSiteDocument(file: string, origin: string, bootData: BootData): Promise<string> {
  return (await fs.promises.readFile(file, 'utf8'))
    .replace(siteOriginPlaceholder, origin)
    .replace(BOOT_DATA_PLACEHOLDER, () => serializeBootData(bootData));
}
