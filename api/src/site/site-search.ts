import fs from 'node:fs';
import path from 'node:path';
import {
  closestPagesHtml,
  loadSiteSearch,
  searchResultsHtml,
  searchUnavailableHtml,
  wordsOfAddress,
  type SearchLanguage,
  type SiteSearch,
} from '@mtdm/shared/search';
import { SEARCH_QUERY_PLACEHOLDER, SEARCH_RESULTS_PLACEHOLDER } from '@mtdm/shared/search/page-marks';
import { currentStateDir, PRERENDERED } from '../releases/layout';
import { ENGLISH_SEARCH_PATH, SEARCH_PATH } from '@mtdm/shared/routing';
import { escapeHtml } from '@mtdm/shared/site';
import { SEARCH_FILES, SEARCH_INDEX_FILES } from '../releases/state-files';

/** The longest query read: a search is a few words, never a text. */
const MAX_QUERY_LENGTH = 200;

const inLiveState = (deployDir: string, file: string) => {
  const state = currentStateDir(deployDir);
  const full = state && path.join(state, PRERENDERED, file);
  return full && fs.existsSync(full) ? full : undefined;
};

const SEARCH_PAGES: readonly (readonly [string, SearchLanguage])[] = [
  [SEARCH_PATH.toLowerCase(), 'fr'],
  [ENGLISH_SEARCH_PATH.toLowerCase(), 'en'],
];

/** The language of the search page at `pathname` ('/pages/Recherche', '/en/search'), or undefined. */
export const searchPageLanguage = (pathname: string): SearchLanguage | undefined =>
  SEARCH_PAGES.find(([path]) => path === pathname.toLowerCase())?.[1];

/** The live index of the search in `language`, or undefined before the first pre-render. */
export const searchIndexFile = (deployDir: string, language: SearchLanguage) =>
  inLiveState(deployDir, SEARCH_INDEX_FILES[language]);

/** The pre-rendered search page in `language`, or undefined before the first pre-render. */
export const searchPageFile = (deployDir: string, language: SearchLanguage) =>
  inLiveState(deployDir, SEARCH_FILES[language]);

interface LoadedSearch {
  readonly file: string;
  readonly modified: number;
  readonly search: SiteSearch;
}
const loaded: Partial<Record<SearchLanguage, LoadedSearch>> = {};

/** The live index in `language`, read again only when a release made a new one. */
function liveSiteSearch(deployDir: string, language: SearchLanguage): SiteSearch | undefined {
  const file = searchIndexFile(deployDir, language);
  if (!file) return undefined;
  const modified = fs.statSync(file).mtimeMs;
  const current = loaded[language];
  if (current?.file === file && current.modified === modified) return current.search;
  const search = loadSiteSearch(fs.readFileSync(file, 'utf8'), language);
  loaded[language] = { file, modified, search };
  return search;
}

/** The words of ?q=, as the search reads them. */
export const queryOf = (url: string) =>
  (new URL(url, 'http://localhost').searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);

const fill = (document: string, words: string, html: string) =>
  document
    .replace(SEARCH_QUERY_PLACEHOLDER, () => escapeHtml(words))
    .replace(SEARCH_RESULTS_PLACEHOLDER, () => html);

/** The search page in `language` with the visitor's words in its field and their results under it. */
export function fillSearchPage(
  document: string,
  query: string,
  deployDir: string,
  language: SearchLanguage,
): string {
  const search = liveSiteSearch(deployDir, language);
  const html = search
    ? searchResultsHtml(query, search.search(query), language)
    : searchUnavailableHtml(language);
  return fill(document, query, html);
}

/** The not-found page with the words of the mistyped address in its search and the closest pages. */
export function fillNotFoundPage(document: string, pathname: string, deployDir: string): string {
  const words = wordsOfAddress(pathname);
  const search = liveSiteSearch(deployDir, 'fr');
  return fill(document, words, search ? closestPagesHtml(search.closestPages(words)) : '');
}
