// Entry of the shell's server build (dist-server/render.js), run by the release renderer of the api
// (api/src/releases/renderer, in its sandbox): the routes to pre-render, their head tags, the render of the whole site's tree at an address,
// and the singletons the remotes' server builds borrow, so that one React, one router and one style
// sheet render the frame and the page together.
// eslint-disable-next-line no-restricted-imports -- React itself, lent whole to the remotes' server builds
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import * as styledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import * as zustand from 'zustand';
import * as router from '@mtdm/shared/router';
import { MemoryRouter } from '@mtdm/shared/router/memory';
import {
  CONTENT_ELEMENT_ID,
  collectionsOfPage,
  pagesShowing,
  renderWithContent,
  serializePageContent,
  type ContentCollection,
  type SiteContent,
} from '@mtdm/shared/content';
import {
  ENGLISH_SEARCH_PATH,
  ITEM_LIST_PAGES,
  itemFileOf,
  itemModuleOf,
  itemPathOf,
  languageOf,
  lendPageTable,
  pageDescriptions,
  pages,
  SEARCH_PATH,
  type ItemHead,
  type ItemListPage,
  type PageKey,
} from '@mtdm/shared/routing';
import { setRenderedOn, todayIso } from '@mtdm/shared/ui';
import { SiteRoot } from './app/site-root';
import { NOT_FOUND_HEAD, pageHeadOf } from './app/site-routes';
import { searchHeadOf } from './app/frame-pages';
import SearchPage, { SEARCH_TEXTS } from './features/site-search/search-page';
import NotFoundPage from './features/site-search/not-found-page';
import { routeTable } from './app/route-table';
import { headTagsHtml } from './features/page-meta/head-html';
import { documentTitle } from './features/page-meta/page-meta';
import { itemDocumentTitle } from '@mtdm/shared/ui';
import * as englishFrame from './features/english-frame/english-frame.en';
import { englishTexts } from './features/english-frame/english-texts.en';
import { provideEnglishFrame } from './app/english-frame-loader';
import { provideNewsletterSignUp } from './common/newsletter-slot';
import { NewsletterSignUp } from './features/newsletter/newsletter-sign-up';

// The remotes' server builds read the shell's page table, as their browser builds do.
lendPageTable();
// English pages are rendered with their frame, which the browser fetches as a chunk of its own.
provideEnglishFrame(englishFrame);
// The footer's newsletter form: pre-rendered into every page, never in the browser's scripts.
provideNewsletterSignUp(NewsletterSignUp);

/** The singletons of the federation (shared/build/create-webpack-config.cjs), by import name. */
export const sharedModules: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'styled-components': styledComponents,
  zustand,
  '@mtdm/shared/router': router,
};

export interface RouteToPrerender {
  readonly page: PageKey;
  /** The address rendered (the page's registry path). */
  readonly url: string;
  /** Federation name of the remote that owns the page, and the page's exposed name ('ShopPage'). */
  readonly remote: string;
  readonly exposedName: string;
  /** The page's French title (deployment messages name a page by it). */
  readonly title: string;
  /** The head tags of the page, the site's origin left as SITE_ORIGIN_PLACEHOLDER. */
  readonly headTags: string;
  /** The document's language: 'en' for the visit in English. */
  readonly lang: 'fr' | 'en';
}

export const routesToPrerender: readonly RouteToPrerender[] = (Object.keys(pages) as PageKey[]).map(
  (page) => ({
    page,
    url: pages[page].path,
    remote: routeTable[page].remote,
    exposedName: routeTable[page].module.replace(/^\.\//, ''),
    title: pages[page].title,
    headTags: headTagsHtml({ ...pageHeadOf(page), description: pageDescriptions[page] }),
    lang: languageOf(page),
  }),
);

export const notFoundHeadTags = headTagsHtml(NOT_FOUND_HEAD);

/**
 * The pages whose module renders a page per item (what its item module's `itemsOf` lists): the
 * module exposed for them, and each item's address, document and head tags.
 */
export const itemPages = {
  listPages: ITEM_LIST_PAGES as readonly string[],
  exposedName: (page: ItemListPage) => itemModuleOf(page).replace(/^\.\//, ''),
  url: itemPathOf,
  file: itemFileOf,
  headTags: (page: ItemListPage, head: ItemHead) =>
    headTagsHtml({
      title: itemDocumentTitle(head.title),
      description: head.description,
      canonicalPath: itemPathOf(page, head.item),
    }),
};

/** The search page, a page of the frame: its address, head tags and component, pre-rendered like a page. */
export const searchPage = {
  url: SEARCH_PATH,
  headTags: headTagsHtml(searchHeadOf(SEARCH_TEXTS.fr, 'fr')),
  Page: SearchPage,
};

/** The search of the visit in English, pre-rendered inside the English frame. */
export const englishSearchPage = {
  url: ENGLISH_SEARCH_PATH,
  headTags: headTagsHtml(searchHeadOf(SEARCH_TEXTS.en, 'en')),
  Page: function EnglishSearchPage() {
    return <SearchPage language="en" />;
  },
  lang: 'en',
} as const;

/** An address no page answers: renders the French not-found page. */
export const NOT_FOUND_URL = '/pages/page-introuvable-pre-rendu';
/** Its page, a chunk of the frame loaded on demand, given already loaded to the render. */
export { NotFoundPage };

/** A mistyped address under /en/: renders the English not-found page, in English, with its frame. */
export const englishNotFound = {
  url: '/en/page-not-found-prerendered',
  headTags: headTagsHtml({
    title: documentTitle(englishTexts.notFound.title),
    description: englishTexts.notFound.description,
    canonicalPath: null,
    lang: 'en',
  }),
  lang: 'en',
} as const;

export interface RenderedRoute {
  /** The content of the root element. */
  readonly html: string;
  /** The day it was rendered on ('2026-11-23'), for the browser's first render (data-rendered-on). */
  readonly renderedOn: string;
  /** The <style> elements of every styled component the render used. */
  readonly styleTags: string;
}

/** The collections a page is rendered with (and carries), taken from the whole published content. */
export const contentOfPage = (page: PageKey | 'notFound', content: SiteContent): Partial<SiteContent> =>
  Object.fromEntries(collectionsOfPage(page).map((name) => [name, content[name]]));

/** The pages a content release renders again: those that show a collection it changes. */
export const pagesShowingCollections = (changed: readonly ContentCollection[]): PageKey[] =>
  pagesShowing(changed, Object.keys(pages) as PageKey[]);

/** The collections as the page's HTML carries them, read before it is hydrated (never run). */
export const pageContentBlock = (collections: Partial<SiteContent>): string =>
  `<script type="application/json" id="${CONTENT_ELEMENT_ID}">${serializePageContent(collections)}</script>`;
/** Reading and checking a content folder, as this release of the site understands its collections. */
export {
  checkContentFolder,
  collectionFingerprints,
  formatProblem,
  readContentFolder,
} from '@mtdm/shared/content/files';

/**
 * The whole site at `url`, with `Page` (already loaded) as its page and `content` (the collections
 * the page shows) as the only published content: what the browser will hydrate.
 */
export function renderRoute(
  url: string,
  content: Partial<SiteContent>,
  Page?: react.ComponentType,
): RenderedRoute {
  renderWithContent(content);
  const sheet = new ServerStyleSheet();
  const renderedOn = todayIso();
  setRenderedOn(renderedOn);
  try {
    const html = renderToString(
      sheet.collectStyles(
        <SiteRoot
          prerenderedPage={Page}
          router={(app) => <MemoryRouter initialEntries={[url]}>{app}</MemoryRouter>}
        />,
      ),
    );
    return { html, renderedOn, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The errors met while rendering `url`, caught by a boundary or not. renderToString keeps quiet about
 * an error a boundary catches (it writes the fallback, and the browser would show "momentanément
 * indisponible"): a release asks for them when a rendered page holds such a fallback.
 */
export async function renderErrors(
  url: string,
  content: Partial<SiteContent>,
  Page?: react.ComponentType,
): Promise<string[]> {
  renderWithContent(content);
  const errors: string[] = [];
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <SiteRoot
          prerenderedPage={Page}
          router={(app) => <MemoryRouter initialEntries={[url]}>{app}</MemoryRouter>}
        />,
      ),
      { onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)) },
    );
    prelude.resume();
  } finally {
    sheet.seal();
  }
  return errors;
}
