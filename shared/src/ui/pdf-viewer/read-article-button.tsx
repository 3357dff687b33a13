import { Button } from '../button';
import type { PdfDocument } from './pdf-document';

const READ_ARTICLE_LABEL = "Lire l'article";

/** 'Lire l'article', named with its article for screen readers. */
export function ReadArticleButton({
  document,
  onOpen,
}: {
  readonly document: PdfDocument;
  readonly onOpen: (document: PdfDocument) => void;
}) {
  return (
    <Button
      $variant="secondary"
      aria-label={`${READ_ARTICLE_LABEL} : ${document.title}`}
      onClick={() => onOpen(document)}
    >
      {READ_ARTICLE_LABEL}
    </Button>
  );
}
