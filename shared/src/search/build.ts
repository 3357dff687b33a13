// Making the index, at build and release time (reads HTML: never in a page's code).
export { serializeSearchIndex } from './site-search-index';
export { contentDocuments } from './content-documents';
export { pageDocuments } from './page-documents';
