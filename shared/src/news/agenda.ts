import { daysInMonth, parseFrenchDate } from './french-date';
import type { Dated } from './news-selection';

/** Items of one month by day of the month (data order kept: the first is the one a click opens). */
export function eventsByDay<T extends Dated>(
  items: readonly T[],
  year: number,
  month: number,
): Map<number, T[]> {
  const days = new Map<number, T[]>();
  for (const item of items) {
    const date = parseFrenchDate(item.date);
    if (!date || date.year !== year || date.month !== month) continue;
    const list = days.get(date.day);
    if (list) list.push(item);
    else days.set(date.day, [item]);
  }
  return days;
}

/**
 * The weeks of a month for the agenda, Monday first: each week has seven cells, a day number or
 * null for the cells outside the month.
 */
export function buildMonthGrid(year: number, month: number): (number | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = daysInMonth(year, month);
  const offset = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Month navigation: shiftMonth(2026, 12, 1) -> { year: 2027, month: 1 }. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** French weekday headings, Monday first. */
export const WEEKDAY_LABELS = [
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;
