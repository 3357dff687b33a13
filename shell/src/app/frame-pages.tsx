import { lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { ENGLISH_SEARCH_PATH, SEARCH_PATH } from '@mtdm/shared/routing';
import type { SearchLanguage } from '@mtdm/shared/search';
import type { PrerenderedHead } from '../features/page-meta/head-html';
import { documentTitle, PageMeta } from '../features/page-meta/page-meta';
import { PageHydratedMark } from '../features/remote-loading/page-hydrated-mark';
import { PageLoading } from '../features/remote-loading/page-loading';
import { RemotePage } from '../features/remote-loading/remote-page';
import { useEnglishFrame } from './english-frame-loader';
import { PrerenderedPageContext } from '../features/remote-loading/prerendered-page';
// Read as the frame loads, before React hydrates: what the server wrote into these pages.
import '../features/site-search/server-filled-capture';

const loadSearchPage = () =>
  import(/* webpackChunkName: "search-page" */ '../features/site-search/search-page');

/** The head of a search page, from its own texts (the frame's pre-render and its chunk). */
export const searchHeadOf = (
  { title, description }: { title: string; description: string },
  language: SearchLanguage,
): PrerenderedHead =>
  language === 'en'
    ? { title: documentTitle(title), description, canonicalPath: ENGLISH_SEARCH_PATH, lang: 'en' }
    : { title: documentTitle(title), description, canonicalPath: SEARCH_PATH };

const searchPageIn = (language: SearchLanguage) =>
  lazy(() =>
    loadSearchPage().then(({ default: Page, SEARCH_TEXTS }) => ({
      default: function SearchPageWithHead() {
        return (
          <>
            <PageMeta {...searchHeadOf(SEARCH_TEXTS[language], language)} />
            <Page language={language} />
          </>
        );
      },
    })),
  );
const SearchPage = searchPageIn('fr');
const EnglishSearchPage = searchPageIn('en');
const OtherAddressPage = lazy(() => import(/* webpackChunkName: "not-found-page" */ './other-address-page'));

/**
 * A page of the frame itself, in a chunk of its own fetched when a visitor goes there. The pre-render
 * gives it already loaded; the browser keeps that HTML on screen until the chunk arrives.
 */
function FramePage({ page }: { readonly page: ComponentType }) {
  const prerendered = useContext(PrerenderedPageContext);
  const [Page] = useState<ComponentType>(() => prerendered ?? page);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
      <PageHydratedMark />
    </Suspense>
  );
}

/** The search page (/pages/Recherche). */
export const SearchPageRoute = () => <FramePage page={SearchPage} />;

/** The search of the visit in English (/en/search), inside the English frame. */
export const EnglishSearchPageRoute = () => <FramePage page={EnglishSearchPage} />;

/** Any address that is not a page of the site (or a signed-in space's page: see other-address-page). */
export const NotFoundRoute = () => <FramePage page={() => <OtherAddressPage remotePage={RemotePage} />} />;

/**
 * A mistyped address under /en/: the English not-found page, part of the English frame (already
 * there when the server sent the page in English; fetched when a link of the site led here).
 */
export function EnglishNotFoundRoute() {
  const english = useEnglishFrame(true);
  if (!english) return <PageLoading />;
  const { title, description } = english.englishTexts.notFound;
  return (
    <>
      <PageMeta title={documentTitle(title)} description={description} canonicalPath={null} lang="en" />
      <english.EnglishNotFoundPage />
      <PageHydratedMark />
    </>
  );
}
