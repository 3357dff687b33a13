// The site search, the same in the browser, the build and the server (React-free). The index is
// read from the pre-rendered pages and the published content (page-documents and content-documents,
// @mtdm/shared/search/build), written beside the pages by each release, and loaded on demand.
export { countHits } from './search-document';
export type { SearchDocument, SearchGroup } from './search-document';
export { loadSiteSearch } from './site-search-index';
export { SEARCH_INDEX_URLS, SEARCH_LANGUAGES } from './search-language';
export type { SearchLanguage } from './search-language';
export type { SiteSearch } from './site-search-index';
export {
  closestPagesHtml,
  resultCountText,
  resultStatusText,
  searchResultsHtml,
  searchUnavailableHtml,
  wordsOfAddress,
} from './results-html';
