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

/**
 * A telephone number as people write it: the international code, then the number without the trunk
 * 0 that the international form drops; a French number in pairs ('+33', '0612345678' →
 * '+33 6 12 34 56 78'), another one as typed, without its spaces.
 */
export function phoneForDisplay(prefix: string, number: string): string {
  const digits = number.replace(/[\s.\-()]/g, '');
  const national = prefix && digits.startsWith('0') ? digits.slice(1) : digits;
  if (prefix === FRANCE_DIAL_CODE.code && /^\d{9}$/.test(national))
    return `${prefix} ${national[0]} ${national.slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  return [prefix, national].filter(Boolean).join(' ');
}
