import { twoDigits, type CalendarDate } from './french-date';

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
