/**
 * The site search speaks two languages: the French pages and the published content are found from
 * the French pages, the visit in English from the English pages. Each has its own index, stemming and
 * words.
 */
export const SEARCH_LANGUAGES = ['fr', 'en'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/** Where each index is served, written by each release beside the pre-rendered pages. */
export const SEARCH_INDEX_URLS: Readonly<Record<SearchLanguage, string>> = {
  fr: '/search-index.json',
  en: '/search-index.en.json',
};
