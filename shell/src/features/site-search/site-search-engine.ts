import { loadSiteSearch, SEARCH_INDEX_URL, type SiteSearch } from '@mtdm/shared/search';

let loading: Promise<SiteSearch> | undefined;

/** The site's index, fetched once per visit when a visitor first searches. A failure is tried again next time. */
export function siteSearch(): Promise<SiteSearch> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`index de recherche : ${response.status}`);
      return response.text();
    })
    .then(loadSiteSearch)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Test hook: forget the index loaded. */
export function forgetSiteSearchForTests(): void {
  loading = undefined;
}

export {
  closestPagesHtml,
  countHits,
  resultCountText,
  searchResultsHtml,
  wordsOfAddress,
} from '@mtdm/shared/search';
