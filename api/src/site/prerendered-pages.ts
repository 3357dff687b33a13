import fs from 'node:fs';
import path from 'node:path';
import {
  BOOT_DATA_PLACEHOLDER,
  findPageByPath,
  itemAt,
  itemFileOf,
  itemFilePage,
  itemPathOf,
  languageOfAddress,
  pageRenderedAt,
  serializeBootData,
  SITE_ORIGIN_PLACEHOLDER,
  type BootData,
} from '@mtdm/shared/routing';

import { currentStateDir, PRERENDERED } from '../releases/layout';
import { ENGLISH_NOT_FOUND_FILE, NOT_FOUND_FILE } from '../releases/state-files';
const siteOriginPlaceholder = new RegExp(SITE_ORIGIN_PLACEHOLDER, 'g');

/** The name of the document rendered for an address: a page's ('shop.html') or an item's ('shop--x.html'). */
export function documentNameAt(pathname: string): string | undefined {
  const rendered = pageRenderedAt(pathname);
  if (rendered) return `${rendered}.html`;
  const item = findPageByPath(pathname) ? undefined : itemAt(pathname);
  return item ? itemFileOf(item.page, item.item) : undefined;
}

/** The live document of an item's address, when that item has one (an unknown item has none). */
export function itemDocumentAt(deployDir: string, pathname: string): string | undefined {
  if (!itemAt(pathname) || findPageByPath(pathname)) return undefined;
  const state = currentStateDir(deployDir);
  const file = state && path.join(state, PRERENDERED, documentNameAt(pathname)!);
  return file && fs.existsSync(file) ? file : undefined;
}

/**
 * The pre-rendered document for an address: the page's own (under any case) or its item's, the
 * not-found page for an unknown address, undefined for an address the browser redirects (e.g.
 * /visiteguidee.html) or when nothing was rendered yet (the shell's index.html then answers, as before).
 */
export function prerenderedFileFor(deployDir: string, pathname: string): string | undefined {
  const own = documentNameAt(pathname);
  const files = [
    ...(own ? [own] : []),
    ...(pageRenderedAt(pathname) || findPageByPath(pathname) ? [] : notFoundFilesFor(pathname)),
  ];
  const state = currentStateDir(deployDir);
  if (!state) return undefined;
  return files.map((file) => path.join(state, PRERENDERED, file)).find((full) => fs.existsSync(full));
}

/** The addresses of the items whose pages the live state holds (for the sitemap), in file order. */
export function liveItemPaths(deployDir: string): string[] {
  const state = currentStateDir(deployDir);
  const folder = state && path.join(state, PRERENDERED);
  if (!folder || !fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .flatMap((file) => {
      const page = itemFilePage(file);
      return page ? [itemPathOf(page, file.slice(page.length + 2, -'.html'.length))] : [];
    });
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
