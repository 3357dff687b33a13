import { pages, type PageKey } from './pages';

/**
 * Pages that are results of an action (payment, cancellation) or a notice (member area): left out of
 * the sitemap and the site search, but not forbidden in robots.txt — a crawler that follows a link
 * finds a valid page with nothing personal in it, and Lighthouse counts a page robots.txt blocks as
 * not crawlable.
 */
const NOT_INDEXED: ReadonlySet<PageKey> = /* @__PURE__ */ new Set([
  'paymentSuccess',
  'paymentCancel',
  'registrationSuccess',
  'registrationCancel',
  'donationSuccess',
  'donationCancel',
  'memberArea',
]);

/** The pages worth finding (the sitemap), in the registry's order. */
export const indexedPages = (): PageKey[] =>
  (Object.keys(pages) as PageKey[]).filter((page) => !NOT_INDEXED.has(page));

/**
 * The pages a search reads: the French ones for the site search, the visit in English for the search
 * of the English pages.
 */
export const searchedPages = (language: 'fr' | 'en' = 'fr'): PageKey[] =>
  indexedPages().filter((page) => (pages[page].lang === 'en') === (language === 'en'));

/** The site search's own page, rendered by the frame like the not-found page (its texts are there). */
export const SEARCH_PATH = '/pages/Recherche';

/** The search of the visit in English, rendered by the English frame. */
export const ENGLISH_SEARCH_PATH = '/en/search';

/** The name of its query parameter: /pages/Recherche?q=bazeilles */
export const SEARCH_QUERY_PARAMETER = 'q';
