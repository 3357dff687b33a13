// The files of a state's prerendered/ folder: one document per page of the registry (<key>.html) and
// per item of a page that has items (<key>--<item>.html), the frame's own documents, and the site
// search's index.
import { itemFilePage } from '@mtdm/shared/routing';

export const NOT_FOUND_FILE = 'not-found.html';
/** The English one, for a mistyped address under /en/ (a state made before it has none). */
export const ENGLISH_NOT_FOUND_FILE = 'not-found-en.html';
/** The search pages, French and English (a state made before the English one has none). */
export const SEARCH_FILES = { fr: 'search.html', en: 'search-en.html' } as const;
/** The indexes of the searches, as the browser fetches them (SEARCH_INDEX_URLS). */
export const SEARCH_INDEX_FILES = { fr: 'search-index.json', en: 'search-index.en.json' } as const;
/** The documents only a shell release (or a start) renders. */
export const FRAME_FILES: readonly string[] = [
  NOT_FOUND_FILE,
  ENGLISH_NOT_FOUND_FILE,
  SEARCH_FILES.fr,
  SEARCH_FILES.en,
];

export const pageFile = (page: string) => `${page}.html`;

/**
 * The documents a render of `pages` may write, among `files`: each page's own, and those of its items
 * ('shop--<item>.html', for a page that has items). Nothing else is taken from a render.
 */
export function documentsOfPages(pages: readonly string[], files: readonly string[]): Set<string> {
  const own = new Set(pages.map(pageFile));
  const items = files.filter((file) => {
    const list = itemFilePage(file);
    return list !== undefined && pages.includes(list);
  });
  return new Set([...own, ...items]);
}

/** A live document a new render of its listing page replaces (an item gone from the list goes with it). */
export const isReplacedBy = (file: string, taken: ReadonlySet<string>): boolean => {
  const list = itemFilePage(file);
  return taken.has(file) || (list !== undefined && taken.has(pageFile(list)));
};
