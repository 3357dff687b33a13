import { useState } from 'react';
import { Navigate, Route, Routes } from '@mtdm/shared/router';
import {
  canonicalPathOf,
  counterpartOf,
  ENGLISH_SEARCH_PATH,
  ITEM_LIST_PAGES,
  itemModuleOf,
  pageAliases,
  pageRenderedAt,
  pages,
  paths,
  readBootData,
  SEARCH_PATH,
  type PageKey,
} from '@mtdm/shared/routing';
import { NOT_FOUND_TITLE } from '../features/site-search/not-found-title';
import type { PageHead, PrerenderedHead } from '../features/page-meta/head-html';
import { documentTitle, PageMeta } from '../features/page-meta/page-meta';
import { RemotePage } from '../features/remote-loading/remote-page';
import { EnglishNotFoundRoute, EnglishSearchPageRoute, NotFoundRoute, SearchPageRoute } from './frame-pages';
import { routeTable } from './route-table';
import { SignedInSpaceRoutes, signedInSpacePrefix } from './signed-in-space-routes';

const pageKeys = Object.keys(routeTable) as PageKey[];

/**
 * The head of a page's route: its title, canonical address and other language. Its description is
 * written by the pre-render (server-render.tsx), never bundled: the browser keeps the pre-rendered one.
 */
export function pageHeadOf(page: PageKey): PageHead {
  const info = pages[page];
  const other = counterpartOf(page);
  const [fr, en] = info.lang === 'en' ? [other, page] : [page, other];
  return {
    title: documentTitle(page === 'home' ? undefined : info.title),
    canonicalPath: canonicalPathOf(page),
    ...(info.lang ? { lang: info.lang } : {}),
    ...(fr && en ? { alternates: { fr: canonicalPathOf(fr), en: canonicalPathOf(en) } } : {}),
  };
}

/** The head of any address that is not a page. */
export const NOT_FOUND_HEAD: PrerenderedHead = {
  title: documentTitle(NOT_FOUND_TITLE),
  description: 'Cette page n’existe pas.',
  canonicalPath: null,
};

function PageRoute({ page }: { page: PageKey }) {
  return (
    <>
      <PageMeta {...pageHeadOf(page)} />
      <RemotePage key={page} page={routeTable[page]} />
    </>
  );
}

/**
 * Any other address: the not-found page, or the page of a module the server registered while it ran
 * (its own page, named in the document's boot data, with its title).
 */
function OtherAddressRoute() {
  const [modulePage] = useState(() => readBootData()?.modulePage);
  const head = modulePage ? { title: documentTitle(modulePage.title), canonicalPath: null } : NOT_FOUND_HEAD;
  return (
    <>
      <PageMeta {...head} />
      <NotFoundRoute />
    </>
  );
}

/**
 * Every route of the site, its variants, the search page and the not-found pages. Matching ignores case.
 * A signed-in space's document has only the space's routes.
 */
export function SiteRoutes() {
  const [spacePrefix] = useState(signedInSpacePrefix);
  if (spacePrefix) return <SignedInSpaceRoutes pathPrefix={spacePrefix} space={<OtherAddressRoute />} />;
  return (
    <Routes>
      {pageKeys.map((page) => (
        <Route key={page} path={pages[page].path} element={<PageRoute page={page} />} />
      ))}
      {/* An item's page (/pages/laboutique/<item>) writes its own head: the frame knows no item. */}
      {ITEM_LIST_PAGES.map((page) => (
        <Route
          key={`${page}/item`}
          path={`${pages[page].path}/:item`}
          element={<RemotePage page={{ remote: pages[page].owner, module: itemModuleOf(page) }} />}
        />
      ))}
      {pageAliases.map(({ path, page }) =>
        pageRenderedAt(path) ? (
          <Route key={path} path={path} element={<PageRoute page={page} />} />
        ) : (
          <Route key={path} path={path} element={<Navigate to={paths[page]} replace />} />
        ),
      )}
      <Route path={ENGLISH_SEARCH_PATH} element={<EnglishSearchPageRoute />} />
      {/* A mistyped address under /en/: said in English (ranked after every English page). */}
      <Route path="/en/*" element={<EnglishNotFoundRoute />} />
      {/* The search page gives its own head (its texts are in its chunk). */}
      <Route path={SEARCH_PATH} element={<SearchPageRoute />} />
      <Route path="*" element={<OtherAddressRoute />} />
    </Routes>
  );
}
