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
function phoneForDisplay(prefix: string, number: string): string {
  const digits = number.replace(/[\s.\-()]/g, '');
  const national = prefix && digits.startsWith('0') ? digits.slice(1) : digits;
  if (prefix === FRANCE_DIAL_CODE.code && /^\d{9}$/.test(national))
    return `${prefix} ${national[0]} ${national.slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
  return [prefix, national].filter(Boolean).join(' ');
}

/** International codes whose numbers are dialled at home with a trunk 0 the international form drops. */
const TRUNK_ZERO_CODES = ['+33', '+32', '+41', '+44', '+49'];

/**
 * A telephone number as it is stored, once: E.164 ('+33494112233'). Spaces, dots, dashes and
 * brackets go; 00 becomes +; a French national number (0494112233) gets +33; the trunk 0 written after
 * an international code that drops it (+33 0494112233) goes. Anything else is kept as typed.
 */
export function e164Phone(typed: string): string {
  const compact = typed.replace(/[\s.\-()]/g, '').replace(/^00/, '+');
  if (/^0\d{9}$/.test(compact)) return `${FRANCE_DIAL_CODE.code}${compact.slice(1)}`;
  const code = TRUNK_ZERO_CODES.find((each) => compact.startsWith(`${each}0`));
  return code ? `${code}${compact.slice(code.length + 1)}` : compact;
}

/**
 * A stored number as people write it: '+33494112233' → '+33 4 94 11 22 33'; another country's with
 * its code apart ('+447700900123' → '+44 7700900123'); anything else as stored.
 */
export function phoneOfStored(stored: string): string {
  const normal = e164Phone(stored);
  const code = DIAL_CODES.map((entry) => entry.code)
    .filter((each) => normal.startsWith(each))
    .sort((a, b) => b.length - a.length)[0];
  return code ? phoneForDisplay(code, normal.slice(code.length)) : normal;
}
