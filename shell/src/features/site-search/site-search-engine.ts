import { loadSiteSearch, SEARCH_INDEX_URLS, type SearchLanguage, type SiteSearch } from '@mtdm/shared/search';

const loading: Partial<Record<SearchLanguage, Promise<SiteSearch>>> = {};

/**
 * The index of the search in `language`, fetched once per visit when a visitor first searches. A
 * failure is tried again next time.
 */
export function siteSearch(language: SearchLanguage = 'fr'): Promise<SiteSearch> {
  loading[language] ??= fetch(SEARCH_INDEX_URLS[language])
    .then((response) => {
      if (!response.ok) throw new Error(`index de recherche : ${response.status}`);
      return response.text();
    })
    .then((json) => loadSiteSearch(json, language))
    .catch((error: unknown) => {
      delete loading[language];
      throw error;
    });
  return loading[language];
}

/** Test hook: forget the indexes loaded. */
export function forgetSiteSearchForTests(): void {
  delete loading.fr;
  delete loading.en;
}

export {
  closestPagesHtml,
  countHits,
  resultCountText,
  resultStatusText,
  searchResultsHtml,
  searchUnavailableHtml,
  wordsOfAddress,
} from '@mtdm/shared/search';
