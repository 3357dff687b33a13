import { useCallback, useState } from 'react';
import type { PdfDocument } from './pdf-document';
import { PdfViewerDialog } from './pdf-viewer-dialog';

/** Widths at or under this open the PDF in a new tab. */
const PDF_OVERLAY_MIN_WIDTH = 769;

/**
 * The PDF viewer: on a window wider than 768 px, an overlay (scroll locked, closed by
 * the backdrop, the close button or Escape, focus kept inside then given back, a Download button);
 * on 768 px or narrower, the PDF in a new tab. `viewer` is the overlay to render once in the page.
 */
export function usePdfViewer() {
  const [document, setDocument] = useState<PdfDocument | null>(null);

  const openDocument = useCallback((target: PdfDocument) => {
    if (window.innerWidth < PDF_OVERLAY_MIN_WIDTH) {
      window.open(target.url, '_blank', 'noopener');
      return;
    }
    setDocument(target);
  }, []);

  const close = useCallback(() => setDocument(null), []);

  return {
    openDocument,
    viewer: <PdfViewerDialog document={document} onClose={close} />,
  };
}
