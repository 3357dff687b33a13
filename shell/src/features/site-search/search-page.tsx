import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@mtdm/shared/router';
import { SEARCH_QUERY_PARAMETER } from '@mtdm/shared/routing';
import {
  SEARCH_QUERY_PLACEHOLDER,
  SEARCH_RESULTS_ID,
  SEARCH_RESULTS_PLACEHOLDER,
} from '@mtdm/shared/search/page-marks';
import { searchUnavailableHtml, type SearchLanguage } from '@mtdm/shared/search';
import { PageSection, VisuallyHidden } from '@mtdm/shared/ui';
import { loadSearchEngine } from './load-search-engine';
import { ResultsArea } from './results-styles';
import { SearchForm, searchPageUrl } from './search-form';
import { followSiteLink, useServerFilledHtml } from './server-filled-html';

/**
 * The search pages' headings, descriptions and field labels (their heads are composed by the frame:
 * app/frame-pages).
 */
export const SEARCH_TEXTS = {
  fr: {
    title: 'Rechercher sur le site',
    description:
      'Chercher une page, une actualité, une conférence, un objet des collections, une archive ou un article de la boutique.',
    field: 'Mots à chercher',
  },
  en: {
    title: 'Search the visit in English',
    description:
      'Find a page of the visit in English: opening hours, the collections, guided tours and the archive centre.',
    field: 'Words to search for',
  },
} satisfies Record<SearchLanguage, unknown>;

/**
 * The search page (/pages/Recherche?q=…, /en/search?q=… for the English pages): the server writes the
 * results of the address's words, so the page works without JavaScript; in the browser a new search is
 * answered in place.
 */
export default function SearchPage({ language = 'fr' }: { readonly language?: SearchLanguage }) {
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
        const groups = (await engine.siteSearch(language)).search(query);
        if (!current) return;
        setResults({ query, html: engine.searchResultsHtml(query, groups, language) });
        setStatus(query ? engine.resultStatusText(engine.countHits(groups), query, language) : '');
      })
      .catch(() => {
        if (current) setResults({ query, html: searchUnavailableHtml(language) });
      });
    return () => {
      current = false;
    };
  }, [query, results?.query, language]);

  return (
    <PageSection>
      <h1>{SEARCH_TEXTS[language].title}</h1>
      <SearchForm
        key={query}
        language={language}
        label={SEARCH_TEXTS[language].field}
        defaultValue={typeof document === 'undefined' ? SEARCH_QUERY_PLACEHOLDER : query}
        onSearch={(words) => navigate(searchPageUrl(words, language))}
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
