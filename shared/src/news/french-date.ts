import frenchMonths from './french-months.json';
/** A day of the calendar, without time zone: month is 1 to 12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** French month names, January first (a JSON file: the PDF generator script reads it too). */
export const FRENCH_MONTHS: readonly string[] = frenchMonths;

const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** Month numbers by their names without accents, made when a date is first read (not by merely importing). */
let monthLookup: ReadonlyMap<string, number> | undefined;
const monthNumberOf = (name: string) =>
  (monthLookup ??= new Map(FRENCH_MONTHS.map((month, index) => [withoutAccents(month), index + 1]))).get(
    withoutAccents(name),
  );

/** How many days a month (1 to 12) has in a year: 29 for February 2028, 28 for February 2027. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a French date written 'day month-name year' ("12 mars 2024", "1er août 2025"); case and
 * accents are tolerated. Returns null for anything else, or for an impossible day.
 */
export function parseFrenchDate(text: string): CalendarDate | null {
  const match = /^\s*(\d{1,2})(?:er)?\s+([\p{L}]+)\s+(\d{4})\s*$/u.exec(text);
  if (!match) return null;
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const month = monthNumberOf(monthText.toLowerCase());
  const day = Number(dayText);
  const year = Number(yearText);
  if (month === undefined || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * French writes the first of a month « 1er »: a date written by Intl in French (« mardi 1 décembre
 * 2026 », « 1 décembre 2026 à 10:00 ») gets its « er ».
 */
export const withFirstOfMonth = (text: string) =>
  text.replace(new RegExp(`(^|\\s)1 (?=(?:${frenchMonths.join('|')})\\b)`, 'u'), '$11er ');

/** Writes a date the French way: 1 -> "1er", "21 novembre 2026". */
export function formatFrenchDate(date: CalendarDate): string {
  const day = date.day === 1 ? '1er' : String(date.day);
  return `${day} ${FRENCH_MONTHS[date.month - 1] ?? ''} ${date.year}`;
}

/** The local calendar day of a Date (the visitor's "today"). */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A month, day, hour or minute on two digits: "07". */
export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** ISO form "2026-11-21" (handy for keys and <time dateTime>). */
export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
}
