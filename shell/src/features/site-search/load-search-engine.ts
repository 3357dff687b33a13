/** The search engine, its index and its HTML writers: a chunk of their own, fetched when a visitor searches. */
export const loadSearchEngine = () => import(/* webpackChunkName: "search-engine" */ './site-search-engine');
