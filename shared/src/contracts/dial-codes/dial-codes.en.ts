import englishNames from './dial-codes.en.json';
import { DIAL_CODES, type DialCode } from './dial-codes';

/** A name without its accents, in small letters: "Côte d’Ivoire" → "cote d’ivoire". */
const plainName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * English alphabetical order (accents set aside) without `Intl`, whose collation data the browser
 * would load while the page starts; the same order as localeCompare(…, 'en') (dial-codes test).
 */
function compareNames(a: string, b: string): number {
  const [plainA, plainB] = [plainName(a), plainName(b)];
  if (plainA !== plainB) return plainA < plainB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The world list of dialling codes with English country names (dial-codes.en.json, same order as
 * the French list, written by npm run generate:dial-codes), sorted in English alphabetical order.
 */
export const ENGLISH_DIAL_CODES: readonly DialCode[] = DIAL_CODES.map((entry, index) => ({
  country: (englishNames as string[])[index] ?? entry.country,
  code: entry.code,
})).sort((a, b) => compareNames(a.country, b.country));
