import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { SEARCH_KINDS, type SearchDocument, type SearchGroup, type SearchHit } from './search-document';
import type { SearchLanguage } from './search-language';
import { searchTermOf } from './search-terms';

const EXCERPT_LENGTH = 160;

type IndexedDocument = SearchDocument & { readonly excerpt: string };

/** Typing tolerance: one letter wrong from five letters on, two from ten. */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);

/**
 * A page that merely mentions a word weighs less than a conference, a news item or an object that is
 * about it (its title matching still brings a page up).
 */
const PAGE_WEIGHT = 0.4;

const searchOptions: SearchOptions = {
  boost: { title: 4, keywords: 2, context: 0.5 },
  boostDocument: (_id, _term, stored) => (stored?.kind === 'page' ? PAGE_WEIGHT : 1),
  // The word being typed is matched as a beginning ('marso' finds 'marsouins').
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy,
  combineWith: 'AND',
};

const indexOptionsOf = (language: SearchLanguage): Options<IndexedDocument> => ({
  fields: ['title', 'keywords', 'text', 'context'],
  storeFields: ['kind', 'title', 'url', 'detail', 'excerpt'],
  processTerm: searchTermOf(language),
  searchOptions,
});

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_LENGTH - 20))}…`;
};

/** The index of `documents` in `language`, as the file the browser and the server load (JSON). */
export function serializeSearchIndex(
  documents: readonly SearchDocument[],
  language: SearchLanguage = 'fr',
): string {
  const index = new MiniSearch<IndexedDocument>(indexOptionsOf(language));
  index.addAll(
    documents.map((document) => ({ ...document, excerpt: document.excerpt ?? excerptOf(document.text) })),
  );
  return JSON.stringify(index);
}

/** An index read back from its file. */
export interface SiteSearch {
  /**
   * The results for `query`, grouped by kind, the group of the best result first (pages weigh less
   * than the things they mention), `perKind` at most listed in each (all by default).
   */
  readonly search: (query: string, perKind?: number) => SearchGroup[];
  /** The pages whose title, address or text come closest to `words` (a mistyped address). */
  readonly closestPages: (words: string, count?: number) => SearchHit[];
}

const hitOf = (result: Record<string, unknown>): SearchHit & { readonly score: number } => ({
  score: Number(result.score),
  id: String(result.id),
  kind: result.kind as SearchHit['kind'],
  title: String(result.title),
  url: String(result.url),
  detail: String(result.detail),
  excerpt: String(result.excerpt),
});

/** An index in `language` read back from its file (it must be read as it was written). */
export function loadSiteSearch(json: string, language: SearchLanguage = 'fr'): SiteSearch {
  const index = MiniSearch.loadJSON<IndexedDocument>(json, indexOptionsOf(language));
  const find = (query: string, options: SearchOptions = {}) => {
    const all = index.search(query, options);
    // Every word must match; when none does, any word is enough.
    return (all.length > 0 ? all : index.search(query, { ...options, combineWith: 'OR' })).map(hitOf);
  };
  return {
    search(query, perKind = Number.POSITIVE_INFINITY) {
      const hits = query.trim() ? find(query) : [];
      return SEARCH_KINDS.map(({ kind, label }) => {
        const ofKind = hits.filter((hit) => hit.kind === kind);
        return {
          kind,
          label: label[language],
          best: ofKind[0]?.score ?? 0,
          hits: ofKind.slice(0, perKind).map(({ score: _score, ...hit }) => hit),
          total: ofKind.length,
        };
      })
        .filter((group) => group.total > 0)
        .sort((a, b) => b.best - a.best)
        .map(({ best: _best, ...group }) => group);
    },
    closestPages(words, count = 3) {
      if (!words.trim()) return [];
      return find(words, {
        combineWith: 'OR',
        prefix: true,
        fuzzy: (term) => (term.length >= 4 ? 0.34 : false),
        filter: (result) => result.kind === 'page',
      })
        .slice(0, count)
        .map(({ score: _score, ...hit }) => hit);
    },
  };
}
