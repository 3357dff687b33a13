import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@mtdm/shared/router';
import { SEARCH_QUERY_PARAMETER } from '@mtdm/shared/routing';
import {
  SEARCH_QUERY_PLACEHOLDER,
  SEARCH_RESULTS_ID,
  SEARCH_RESULTS_PLACEHOLDER,
} from '@mtdm/shared/search/page-marks';
import { SEARCH_UNAVAILABLE_HTML } from '@mtdm/shared/search';
import { PageSection, VisuallyHidden } from '@mtdm/shared/ui';
import { loadSearchEngine } from './load-search-engine';
import { ResultsArea } from './results-styles';
import { SearchForm, searchPageUrl } from './search-form';
import { followSiteLink, useServerFilledHtml } from './server-filled-html';

/** The search page's heading and description (its head is composed by the frame: app/frame-pages). */
export const SEARCH_TEXTS = {
  title: 'Rechercher sur le site',
  description:
    'Chercher une page, une actualité, une conférence, un objet des collections, une archive ou un article de la boutique.',
};

/**
 * The search page (/pages/Recherche?q=…): the server writes the results of the address's words, so
 * the page works without JavaScript; in the browser a new search is answered in place.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const query = (params.get(SEARCH_QUERY_PARAMETER) ?? '').trim();
  const navigate = useNavigate();
  const serverHtml = useServerFilledHtml(SEARCH_RESULTS_ID, SEARCH_RESULTS_PLACEHOLDER, pathname + search);
  const [results, setResults] = useState(serverHtml === null ? null : { query, html: serverHtml });
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (results?.query === query) return undefined;
    let current = true;
    loadSearchEngine()
      .then(async (engine) => {
        const groups = (await engine.siteSearch()).search(query);
        if (!current) return;
        setResults({ query, html: engine.searchResultsHtml(query, groups) });
        setStatus(query ? `${engine.resultCountText(engine.countHits(groups))} pour « ${query} »` : '');
      })
      .catch(() => {
        if (current) setResults({ query, html: SEARCH_UNAVAILABLE_HTML });
      });
    return () => {
      current = false;
    };
  }, [query, results?.query]);

  return (
    <PageSection>
      <h1>{SEARCH_TEXTS.title}</h1>
      <SearchForm
        key={query}
        label="Mots à chercher"
        defaultValue={typeof document === 'undefined' ? SEARCH_QUERY_PLACEHOLDER : query}
        onSearch={(words) => navigate(searchPageUrl(words))}
      />
      {/* Said to screen readers when a new search is answered in place; the results carry the count. */}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      <ResultsArea
        id={SEARCH_RESULTS_ID}
        onClick={(event) => followSiteLink(event, navigate)}
        dangerouslySetInnerHTML={{ __html: results?.html ?? '' }}
      />
    </PageSection>
  );
}
