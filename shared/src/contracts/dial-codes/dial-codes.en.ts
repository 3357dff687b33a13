import englishNames from './dial-codes.en.json';
import { DIAL_CODES, type DialCode } from './dial-codes';

/**
 * The world list of dialling codes with English country names (dial-codes.en.json, same order as
 * the French list, written by npm run generate:dial-codes), sorted in English alphabetical order.
 */
export const ENGLISH_DIAL_CODES: readonly DialCode[] = DIAL_CODES.map((entry, index) => ({
  country: (englishNames as string[])[index] ?? entry.country,
  code: entry.code,
})).sort((a, b) => a.country.localeCompare(b.country, 'en'));
