/**
 * The text with non-breaking spaces: for the label of a telephone link, which must not be cut
 * across two lines (and html-validate's tel-non-breaking rule asks for it).
 */
export const nonBreaking = (text: string): string => text.replace(/ /g, '\u00a0');
