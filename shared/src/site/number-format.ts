/**
 * Numbers written as French (or British English) writes them, without `Intl`: the first `Intl` object
 * a page creates makes the browser load its locale data, tens of milliseconds of one long task on a
 * phone while the page starts. The results are those of `Intl.NumberFormat` for the numbers the site
 * shows (whole counts, amounts in cents, short decimals), checked against it by the tests.
 */

const NARROW_NO_BREAK_SPACE = '\u202f';
const NO_BREAK_SPACE = '\u00a0';

interface Separators {
  readonly group: string;
  readonly decimal: string;
}

const FRENCH: Separators = { group: NARROW_NO_BREAK_SPACE, decimal: ',' };
const ENGLISH: Separators = { group: ',', decimal: '.' };

/** "1234567" → "1 234 567" (groups of three from the right). */
function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

/** The decimal digits of a non-negative number rounded half up to `maxFraction` places: [whole, fraction]. */
function roundedDigits(value: number, maxFraction: number): [string, string] {
  const text = String(value);
  if (/e/i.test(text)) {
    const [whole = '0', fraction = ''] = value.toFixed(maxFraction).split('.');
    return [whole, fraction.replace(/0+$/, '')];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= maxFraction) return [whole, fraction];
  // Rounds on the decimal digits JavaScript prints (1.0005 → 1.001), as Intl does.
  const scaled =
    Number(whole + fraction.slice(0, maxFraction)) + (Number(fraction[maxFraction]) >= 5 ? 1 : 0);
  const digits = String(scaled).padStart(maxFraction + 1, '0');
  const roundedWhole = digits.slice(0, digits.length - maxFraction);
  return [roundedWhole, digits.slice(digits.length - maxFraction).replace(/0+$/, '')];
}

interface NumberOptions {
  /** false for a year or a reference: 1996, not 1 996. */
  readonly grouping?: boolean;
  /** Exactly this many decimals (amounts); otherwise up to three, without trailing zeros. */
  readonly fractionDigits?: number;
}

function formatWith(separators: Separators, value: number, options: NumberOptions = {}): string {
  const { grouping = true, fractionDigits } = options;
  const [whole, fraction] = roundedDigits(Math.abs(value), fractionDigits ?? 3);
  const decimals = fractionDigits === undefined ? fraction : fraction.padEnd(fractionDigits, '0');
  const text =
    (grouping ? groupDigits(whole, separators.group) : whole) +
    (decimals ? separators.decimal + decimals : '');
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** 17000 → "17 000"; 0.5 → "0,5"; 1996 with `{ grouping: false }` → "1996". */
export const formatFrenchNumber = (value: number, options?: NumberOptions): string =>
  formatWith(FRENCH, value, options);

/** An amount in euros, always two decimals, the sign after a no-break space: 1234.5 → "1 234,50 €". */
export const formatFrenchEuros = (euros: number): string =>
  `${formatWith(FRENCH, euros, { fractionDigits: 2 })}${NO_BREAK_SPACE}€`;

/** 17000 → "17,000". */
export const formatEnglishNumber = (value: number): string => formatWith(ENGLISH, value);
