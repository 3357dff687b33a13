import type { SearchLanguage } from './search-language';

/** What a visitor can find with the site search, in the order the results list them. */
export type SearchKind = 'page' | 'conference' | 'news' | 'object' | 'archive' | 'product';

/**
 * Each kind of result and the heading its group carries in each language (the English index holds
 * the pages of the visit in English only).
 */
export const SEARCH_KINDS: readonly {
  readonly kind: SearchKind;
  readonly label: Readonly<Record<SearchLanguage, string>>;
}[] = [
  { kind: 'page', label: { fr: 'Pages du site', en: 'Pages' } },
  { kind: 'conference', label: { fr: 'Conférences', en: 'Lectures' } },
  { kind: 'news', label: { fr: 'Actualités', en: 'News' } },
  { kind: 'object', label: { fr: 'Objets des collections', en: 'Objects in the collections' } },
  { kind: 'archive', label: { fr: 'Archives du CHETOM', en: 'CHETOM archives' } },
  { kind: 'product', label: { fr: 'Boutique', en: 'Shop' } },
];

/** One thing the index holds: a page, a news item, an object, a product… */
export interface SearchDocument {
  /** Unique in the index: 'page:collections', 'product:mug-bazeilles'. */
  readonly id: string;
  readonly kind: SearchKind;
  readonly title: string;
  /** The address a result leads to, with its anchor when the item has one. */
  readonly url: string;
  /** Shown beside the title: the page it is on, its date, its price. */
  readonly detail: string;
  /** The words searched besides the title. */
  readonly text: string;
  /** Words only searched, never shown: the page's address ('sescollections'). */
  readonly keywords?: string;
  /** Words around the item, weighing less than its own: the heading of its section. */
  readonly context?: string;
  /** Shown under the title; the beginning of the text when absent. */
  readonly excerpt?: string;
  /** A conference's day ('2027-12-16'): the ones still to come rank first, the soonest at the top. */
  readonly when?: string;
}

/** A result as the index stores it: what is shown, not the whole text. */
export type SearchHit = Pick<SearchDocument, 'id' | 'kind' | 'title' | 'url' | 'detail'> & {
  /** The beginning of the text, at most EXCERPT_LENGTH characters. */
  readonly excerpt: string;
};

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly label: string;
  /** The best results of this kind (all of them on the results page, a few under the field). */
  readonly hits: readonly SearchHit[];
  /** How many results of this kind there are, shown or not. */
  readonly total: number;
}

/**
 * Results in all groups, whether listed or not: the field's suggestions and the results page say the
 * same number.
 */
export const countHits = (groups: readonly SearchGroup[]) =>
  groups.reduce((sum, group) => sum + group.total, 0);
