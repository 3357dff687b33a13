export { usePdfViewer, PDF_OVERLAY_MIN_WIDTH } from './use-pdf-viewer';
export type { PdfDocument } from './use-pdf-viewer';
export { PdfViewerDialog } from './pdf-viewer-dialog';
export { ReadArticleButton, READ_ARTICLE_LABEL } from './read-article-button';
