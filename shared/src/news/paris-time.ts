import { toIsoDate, twoDigits, type CalendarDate } from './french-date';

/** Events of the site take place in Fréjus: their times are Paris times. */
export const PARIS_TIME_ZONE = 'Europe/Paris';

/** The UTC instant of the last Sunday of a month (0-based), at 01:00 UTC: when European clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Minutes east of UTC of Paris at a given UTC instant (60 in winter, 120 in summer): summer time runs
 * from the last Sunday of March to the last Sunday of October, at 01:00 UTC (the European rule since
 * 1996). Computed, not asked of Intl: its time-zone data would be loaded while the page starts (the
 * tests check the rule against Intl).
 */
export function parisOffsetMinutesAt(utcMillis: number): number {
  const year = new Date(utcMillis).getUTCFullYear();
  const summer = utcMillis >= lastSundayAtOneUtc(year, 2) && utcMillis < lastSundayAtOneUtc(year, 9);
  return summer ? 120 : 60;
}

/** The Paris calendar day of a UTC instant: 31 Dec 2026 at 23:30 UTC is 1 Jan 2027 in Fréjus. */
export function parisDateAt(utcMillis: number): CalendarDate {
  const wallClock = new Date(utcMillis + parisOffsetMinutesAt(utcMillis) * 60000);
  return {
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
  };
}

/** Today in Paris, as an ISO day ('2026-12-01'): the museum's day, wherever the browser or server is. */
export const parisToday = (now = new Date()): string => toIsoDate(parisDateAt(now.getTime()));

/** The UTC instant, as stored (`toISOString`), at which a Paris day begins: 1 Jan 2027 → "2026-12-31T23:00:00.000Z". */
export const parisDayStart = (date: CalendarDate): string =>
  new Date(parisIsoDateTime(date, { hour: 0, minute: 0 })).toISOString();

/** The Paris day of an ISO time, "2027-01-01"; a plain day stays itself. */
export const parisDayOf = (isoTimeOrDay: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(isoTimeOrDay) ? isoTimeOrDay : toIsoDate(parisDateAt(Date.parse(isoTimeOrDay)));

/** The calendar year of an instant in Paris: a gift of 31 December at 23:30 UTC belongs to the next one. */
export const parisYear = (isoTime: string): number => parisDateAt(Date.parse(isoTime)).year;

/**
 * A Paris calendar year as stored instants, its first and the next year's first: an instant `at` is in
 * the year when `from <= at < to` (ISO times of `toISOString` compare as text).
 */
export const parisYearSpan = (year: number) => ({
  from: parisDayStart({ year, month: 1, day: 1 }),
  to: parisDayStart({ year: year + 1, month: 1, day: 1 }),
});

/** "18:00" → { hour: 18, minute: 0 }; null for anything else. */
export function parseTime(text: string | undefined): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/**
 * A Paris wall-clock time as ISO 8601 with its offset: (10 Dec 2026, 18:00) → "2026-12-10T18:00:00+01:00",
 * (11 Jun 2026, 18:00) → "2026-06-11T18:00:00+02:00".
 */
export function parisIsoDateTime(date: CalendarDate, time: { hour: number; minute: number }): string {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  // The offset at the instant this wall time denotes (a second pass settles the days of change).
  let offset = parisOffsetMinutesAt(wallAsUtc - 60 * 60000);
  offset = parisOffsetMinutesAt(wallAsUtc - offset * 60000);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}T${twoDigits(time.hour)}:${twoDigits(time.minute)}:00${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}
