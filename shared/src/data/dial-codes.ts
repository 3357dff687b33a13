import rawDialCodes from './dial-codes.json';

/** A country or territory and its international dialling code. */
export interface DialCode {
  /** French name, as shown in the lists. */
  readonly country: string;
  /** "+33" */
  readonly code: string;
}

/**
 * The world list of dialling codes (about 240 countries and territories), French names sorted in
 * French alphabetical order. Several share a code (+1, +7, +44…): lists that must show the
 * visitor's choice back use the country as the option value and send `code`.
 */
export const DIAL_CODES: readonly DialCode[] = (rawDialCodes as [string, string][]).map(
  ([country, code]) => ({ country, code }),
);

/** The country of France, the usual default. */
export const FRANCE_DIAL_CODE: DialCode = { country: 'France', code: '+33' };

/** The dialling code of a country of the list, or undefined. */
export function dialCodeOfCountry(country: string): string | undefined {
  return DIAL_CODES.find((entry) => entry.country === country)?.code;
}

/** "France (+33)" */
export function dialCodeLabel(entry: DialCode): string {
  return `${entry.country} (${entry.code})`;
}
