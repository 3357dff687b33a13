/**
 * A long text of the content (a product's description, an object's notice) as the paragraphs the
 * editor typed: split at each blank line, each trimmed, the empty ones left out.
 */
export const textParagraphs = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
