import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { SEARCH_KINDS, type SearchDocument, type SearchGroup, type SearchHit } from './search-document';
import type { SearchLanguage } from './search-language';
import { searchTermOf } from './search-terms';
import { parisToday } from '../news/paris-time';

const EXCERPT_LENGTH = 160;

type IndexedDocument = SearchDocument & { readonly excerpt: string };

/** Typing tolerance: one letter wrong from five letters on, two from ten. */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);

/**
 * A page that merely mentions a word weighs less than a conference, a news item or an object that is
 * about it (its title matching still brings a page up).
 */
const PAGE_WEIGHT = 0.4;

/** A conference still to come weighs this much more than a past one; the next one twice that. */
const UPCOMING_WEIGHT = 3;

/**
 * How much a document weighs against the others on `today` ('2026-12-01'): a page less than the things
 * it mentions; a conference still to come more than a past one, the next of them most.
 */
const weightOf =
  (today: string, next: string | undefined) => (stored: Record<string, unknown> | undefined) => {
    if (stored?.kind === 'page') return PAGE_WEIGHT;
    const when = typeof stored?.when === 'string' ? stored.when : undefined;
    if (!when || when < today) return 1;
    return when === next ? UPCOMING_WEIGHT * 2 : UPCOMING_WEIGHT;
  };

const searchOptions: SearchOptions = {
  boost: { title: 4, keywords: 2, context: 0.5 },
  // The word being typed is matched as a beginning ('marso' finds 'marsouins').
  prefix: (_term, index, terms) => index === terms.length - 1,
  fuzzy,
  combineWith: 'AND',
};

const indexOptionsOf = (language: SearchLanguage): Options<IndexedDocument> => ({
  fields: ['title', 'keywords', 'text', 'context'],
  storeFields: ['kind', 'title', 'url', 'detail', 'excerpt', 'when'],
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

/**
 * An index in `language` read back from its file (it must be read as it was written). `today` says
 * which conferences are still to come ('2026-12-01'; the day in Paris by default).
 */
export function loadSiteSearch(
  json: string,
  language: SearchLanguage = 'fr',
  today: () => string = () => parisToday(),
): SiteSearch {
  const saved = JSON.parse(json) as Parameters<typeof MiniSearch.loadJS>[0] & {
    readonly storedFields: Record<string, { readonly when?: unknown }>;
  };
  const index = MiniSearch.loadJS<IndexedDocument>(saved, indexOptionsOf(language));
  // The days of the conferences, in order: the next one is the first not past.
  const days = Object.values(saved.storedFields)
    .map((stored) => stored.when)
    .filter((when): when is string => typeof when === 'string')
    .sort();
  const find = (query: string, options: SearchOptions = {}) => {
    const day = today();
    const next = days.find((when) => when >= day);
    const weigh = weightOf(day, next);
    const all = index.search(query, { boostDocument: (_id, _term, stored) => weigh(stored), ...options });
    // Every word must match; when none does, any word is enough.
    return (
      all.length > 0
        ? all
        : index.search(query, {
            boostDocument: (_id, _term, stored) => weigh(stored),
            ...options,
            combineWith: 'OR',
          })
    ).map(hitOf);
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
