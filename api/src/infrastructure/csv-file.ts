// The CSV files the association opens in a spreadsheet: UTF-8 with a byte-order mark (a French Excel
// then reads "adhésion" as written), semicolons, decimal commas, Paris dates; and no cell a spreadsheet
// would run: one typed by the public that starts like a formula (=, +, -, @, a tab or a carriage
// return) is given a leading apostrophe, so it is shown as text.
import { formatEuroAmount } from '@mtdm/shared/commerce';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could run, quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header, then one line per row. */
export const csvFile = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;

const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A date as a French spreadsheet reads it: 23/11/2026 (Paris); empty when there is none. */
export const csvDate = (iso: string | null | undefined) => (iso ? parisDate.format(new Date(iso)) : '');

/** Euros with a decimal comma: 30,00. */
export const csvEuros = (cents: number) => formatEuroAmount(cents).replace('.', ',');
