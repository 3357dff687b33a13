import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@mtdm/shared/router';
import { PageSection } from '@mtdm/shared/ui';
import { NOT_FOUND_TITLE } from './not-found-title';
import { paths } from '@mtdm/shared/routing';
import { wordsOfAddress } from '@mtdm/shared/search';
import {
  CLOSEST_PAGES_ID,
  SEARCH_QUERY_PLACEHOLDER,
  SEARCH_RESULTS_PLACEHOLDER,
} from '@mtdm/shared/search/page-marks';
import { loadSearchEngine } from './load-search-engine';
import { ResultsArea } from './results-styles';
import { SearchForm, searchPageUrl } from './search-form';
import { followSiteLink, useServerFilledHtml } from './server-filled-html';

/**
 * Any address that is not a page of the site: the search, filled with the address's words, and the
 * closest pages (written by the server, or found here when the browser came without it).
 */
export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  return <NotFoundContent key={pathname + search} pathname={pathname} address={pathname + search} />;
}

function NotFoundContent({ pathname, address }: { readonly pathname: string; readonly address: string }) {
  const navigate = useNavigate();
  const words = typeof document === 'undefined' ? SEARCH_QUERY_PLACEHOLDER : wordsOfAddress(pathname);
  const serverHtml = useServerFilledHtml(CLOSEST_PAGES_ID, SEARCH_RESULTS_PLACEHOLDER, address);
  const [closest, setClosest] = useState(serverHtml);

  useEffect(() => {
    if (serverHtml !== null) return undefined;
    let current = true;
    loadSearchEngine()
      .then(async (engine) => {
        const hits = (await engine.siteSearch()).closestPages(wordsOfAddress(pathname));
        if (current) setClosest(engine.closestPagesHtml(hits));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, serverHtml]);

  return (
    <PageSection>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>
        L’adresse demandée ne correspond à aucune page du site. Elle a peut-être été déplacée ou mal saisie.
      </p>
      <SearchForm
        label="Chercher la page sur le site"
        defaultValue={words}
        onSearch={(query) => navigate(searchPageUrl(query))}
      />
      <ResultsArea
        id={CLOSEST_PAGES_ID}
        onClick={(event) => followSiteLink(event, navigate)}
        dangerouslySetInnerHTML={{ __html: closest ?? '' }}
      />
      <p>
        <Link to={paths.home}>Retour à l’accueil</Link>
      </p>
    </PageSection>
  );
}
