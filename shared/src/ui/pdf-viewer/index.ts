export { usePdfViewer } from './use-pdf-viewer';
export type { PdfDocument } from './pdf-document';
export { ReadArticleButton } from './read-article-button';
