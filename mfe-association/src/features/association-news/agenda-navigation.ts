import { compareCalendarDates, parseFrenchDate, shiftMonth } from '@mtdm/shared/news';

export interface AgendaPosition {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Moves a day by some days, crossing months and years. */
function moveByDays(position: AgendaPosition, days: number): AgendaPosition {
  const date = new Date(Date.UTC(position.year, position.month - 1, position.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Same day of another month, kept within that month's length (31 January + 1 month → 28 or 29 February). */
export function moveByMonths(position: AgendaPosition, months: number): AgendaPosition {
  const { year, month } = shiftMonth(position.year, position.month, months);
  return { year, month, day: Math.min(position.day, daysIn(year, month)) };
}

/** The grid's keys (WAI-ARIA date grid): arrows, Home/End of the week, Page Up/Down for months. */
export function positionAfterKey(position: AgendaPosition, key: string): AgendaPosition | null {
  const weekday = (new Date(Date.UTC(position.year, position.month - 1, position.day)).getUTCDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return moveByDays(position, -1);
    case 'ArrowRight':
      return moveByDays(position, 1);
    case 'ArrowUp':
      return moveByDays(position, -7);
    case 'ArrowDown':
      return moveByDays(position, 7);
    case 'Home':
      return moveByDays(position, -weekday);
    case 'End':
      return moveByDays(position, 6 - weekday);
    case 'PageUp':
      return moveByMonths(position, -1);
    case 'PageDown':
      return moveByMonths(position, 1);
    default:
      return null;
  }
}

/**
 * Where the agenda opens: on the day of the next event (dated today or later), so its month is the
 * one shown; on today when nothing is to come.
 */
export function openingPosition(
  items: readonly { readonly date: string }[],
  today: AgendaPosition,
): AgendaPosition {
  const next = items
    .map((item) => parseFrenchDate(item.date))
    .filter((date): date is AgendaPosition => date !== null && compareCalendarDates(date, today) >= 0)
    .sort(compareCalendarDates)[0];
  return next ?? today;
}
