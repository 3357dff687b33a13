import fs from 'node:fs';
import path from 'node:path';
import {
  closestPagesHtml,
  loadSiteSearch,
  SEARCH_UNAVAILABLE_HTML,
  searchResultsHtml,
  wordsOfAddress,
  type SiteSearch,
} from '@mtdm/shared/search';
import { SEARCH_QUERY_PLACEHOLDER, SEARCH_RESULTS_PLACEHOLDER } from '@mtdm/shared/search/page-marks';
import { currentStateDir, PRERENDERED } from '../releases/layout';
import { SEARCH_FILE, SEARCH_INDEX_FILE } from '../releases/state-files';

/** The longest query read: a search is a few words, never a text. */
const MAX_QUERY_LENGTH = 200;

const inLiveState = (deployDir: string, file: string) => {
  const state = currentStateDir(deployDir);
  const full = state && path.join(state, PRERENDERED, file);
  return full && fs.existsSync(full) ? full : undefined;
};

/** The live site search's index file, or undefined before the first pre-render. */
export const searchIndexFile = (deployDir: string) => inLiveState(deployDir, SEARCH_INDEX_FILE);

/** The pre-rendered search page, or undefined before the first pre-render. */
export const searchPageFile = (deployDir: string) => inLiveState(deployDir, SEARCH_FILE);

let loaded: { readonly file: string; readonly modified: number; readonly search: SiteSearch } | undefined;

/** The live index, read again only when a release made a new one. */
function liveSiteSearch(deployDir: string): SiteSearch | undefined {
  const file = searchIndexFile(deployDir);
  if (!file) return undefined;
  const modified = fs.statSync(file).mtimeMs;
  if (loaded?.file !== file || loaded.modified !== modified)
    loaded = { file, modified, search: loadSiteSearch(fs.readFileSync(file, 'utf8')) };
  return loaded.search;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The words of ?q=, as the search reads them. */
export const queryOf = (url: string) =>
  (new URL(url, 'http://localhost').searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);

const fill = (document: string, words: string, html: string) =>
  document
    .replace(SEARCH_QUERY_PLACEHOLDER, () => escapeAttribute(words))
    .replace(SEARCH_RESULTS_PLACEHOLDER, () => html);

/** The search page with the visitor's words in its field and their results under it. */
export function fillSearchPage(document: string, query: string, deployDir: string): string {
  const search = liveSiteSearch(deployDir);
  const html = search ? searchResultsHtml(query, search.search(query)) : SEARCH_UNAVAILABLE_HTML;
  return fill(document, query, html);
}

/** The not-found page with the words of the mistyped address in its search and the closest pages. */
export function fillNotFoundPage(document: string, pathname: string, deployDir: string): string {
  const words = wordsOfAddress(pathname);
  const search = liveSiteSearch(deployDir);
  return fill(document, words, search ? closestPagesHtml(search.closestPages(words)) : '');
}
