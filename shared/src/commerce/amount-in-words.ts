import { FRENCH_NUMBER_WORDS } from '../site/french-number-words';

/**
 * Amounts written out in French, as a tax receipt states them ("montant en toutes lettres", issue
 * 14), in the traditional spelling: "vingt et un", "quatre-vingts" but "quatre-vingt-un" and
 * "quatre-vingt mille", "deux cents" but "deux cent un" and "deux cent mille", "mille" invariable,
 * "deux millions d'euros".
 */
const UNITS = FRENCH_NUMBER_WORDS;
const TENS = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0–99; `final` when nothing follows in the number (quatre-vingts takes its s only then). */
function belowHundred(n: number, final: boolean): string {
  if (n <= 16) return UNITS[n]!;
  if (n < 20) return `dix-${UNITS[n - 10]}`;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    // soixante-dix…, quatre-vingt-dix…: the base plus 10–19.
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    const rest = belowHundred(10 + unit, false);
    return ten === 7 && unit === 1 ? `${base} et ${rest}` : `${base}-${rest}`;
  }
  if (ten === 8)
    return unit === 0 ? (final ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[unit]}`;
  if (unit === 0) return TENS[ten]!;
  if (unit === 1) return `${TENS[ten]} et un`;
  return `${TENS[ten]}-${UNITS[unit]}`;
}

/** 0–999 (0 as ''); `final`: nothing follows, or only a noun (millions), so plurals show. */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  else if (hundreds > 1) parts.push(`${UNITS[hundreds]} ${rest === 0 && final ? 'cents' : 'cent'}`);
  if (rest > 0) parts.push(belowHundred(rest, final));
  return parts.join(' ');
}

/** A whole number from 0 to 999 999 999, in words. */
export function numberInFrenchWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1_000_000_000)
    throw new RangeError(`Nombre hors limites : ${value}`);
  if (value === 0) return UNITS[0]!;
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor((value % 1_000_000) / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  // "millions" is a noun: the number before it keeps its plurals (deux cents millions).
  if (millions > 0) parts.push(`${belowThousand(millions, true)} ${millions > 1 ? 'millions' : 'million'}`);
  // "mille" is not: no plural before it (deux cent mille, quatre-vingt mille), and never "un mille".
  if (thousands === 1) parts.push('mille');
  else if (thousands > 1) parts.push(`${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/** An amount in cents, in words: "cent vingt-trois euros et quarante-cinq centimes". */
export function amountInFrenchWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Montant invalide : ${cents}`);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const centimes = rest > 0 ? `${numberInFrenchWords(rest)} ${rest > 1 ? 'centimes' : 'centime'}` : '';
  if (euros === 0) return centimes || 'zéro euro';
  // "un million d'euros", "deux millions d'euros": de before a noun of quantity ending the number.
  const unit = euros % 1_000_000 === 0 ? (euros > 1 ? 'd’euros' : 'd’euro') : euros > 1 ? 'euros' : 'euro';
  const words = `${numberInFrenchWords(euros)} ${unit}`;
  return centimes ? `${words} et ${centimes}` : words;
}
