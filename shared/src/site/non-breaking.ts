/**
 * The text with non-breaking spaces: for the label of a telephone link, which must not be cut
 * across two lines (and html-validate's tel-non-breaking rule asks for it).
 */
export const nonBreaking = (text: string): string => text.replace(/ /g, '\u00a0');

/**
 * A name between French guillemets; guillemets inside it become “ ” (« Mug “Bazeilles 1870” »),
 * as French writes a quotation inside a quotation.
 */
export const quotedName = (name: string): string =>
  `«\u00a0${name.replace(/«\s*([^»]*?)\s*»/g, '“$1”')}\u00a0»`;
