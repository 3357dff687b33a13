// The files of a state's prerendered/ folder: one document per page of the registry (<key>.html), the
// frame's own documents, and the site search's index.

export const NOT_FOUND_FILE = 'not-found.html';
/** The English one, for a mistyped address under /en/ (a state made before it has none). */
export const ENGLISH_NOT_FOUND_FILE = 'not-found-en.html';
export const SEARCH_FILE = 'search.html';
export const SEARCH_INDEX_FILE = 'search-index.json';
/** The documents only a shell release (or a start) renders. */
export const FRAME_FILES: readonly string[] = [NOT_FOUND_FILE, ENGLISH_NOT_FOUND_FILE, SEARCH_FILE];

export const pageFile = (page: string) => `${page}.html`;
