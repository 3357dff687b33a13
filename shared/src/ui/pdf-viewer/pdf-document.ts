/** A document the viewer can show. */
export interface PdfDocument {
  readonly title: string;
  readonly url: string;
}
