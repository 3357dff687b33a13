export { usePdfViewer } from './use-pdf-viewer';
export type { PdfDocument } from './use-pdf-viewer';
export { ReadArticleButton } from './read-article-button';
