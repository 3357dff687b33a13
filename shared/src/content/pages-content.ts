import type { PageKey } from '../routing/pages';
import type { ContentCollection } from './schemas';

/**
 * Which collections each page shows (the header and footer of every page show the practical facts
 * and the association's details): a content release renders again only the pages of the collections
 * it changes, and each page carries the content it was rendered with.
 */
const COLLECTION_PAGES: Readonly<Record<ContentCollection, readonly PageKey[] | 'all'>> = {
  news: ['home', 'museumNews', 'associationNews', 'conferences', 'agenda'],
  products: ['shop'],
  archives: ['archiveCentre'],
  exhibitions: ['agenda'],
  objects: ['collections'],
  practical: 'all',
  association: 'all',
};

export const CONTENT_COLLECTIONS = Object.keys(COLLECTION_PAGES) as ContentCollection[];

/** The collections a page shows. */
export const collectionsOfPage = (page: PageKey | 'notFound'): ContentCollection[] =>
  CONTENT_COLLECTIONS.filter((name) => {
    const pages = COLLECTION_PAGES[name];
    return pages === 'all' || (page !== 'notFound' && pages.includes(page));
  });

/** The pages that show any of `collections` (every page for the practical facts or the association). */
export const pagesShowing = (collections: readonly ContentCollection[], all: readonly PageKey[]): PageKey[] =>
  all.filter((page) => collectionsOfPage(page).some((name) => collections.includes(name)));
