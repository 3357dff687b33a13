// How the site names an article of an order to people (mails, the volunteers' screens): its name, and
// its size when it has one.

/** « Casquette (taille M) », or the name alone for an article without sizes. */
export const articleLabel = (name: string, size: string | null): string =>
  size ? `${name} (taille ${size})` : name;

/** So many of an article: « 2 × Casquette (taille M) ». */
export const countedArticle = (line: {
  readonly quantity: number;
  readonly name: string;
  readonly size: string | null;
}): string => `${line.quantity} × ${articleLabel(line.name, line.size)}`;
