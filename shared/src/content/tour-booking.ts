// When a guided tour can take place, one rule for the forms and the server: a day from tomorrow to the
// end of the booking period, the museum open that day (not its weekly closed day, its annual closure,
// a public holiday it closes on, an exceptional closure), a start that lets the tour end by closing
// time, and a group no larger than the association accepts. Every figure is the association's, read
// from the published practical information (content/practical.json).
import { annualClosureOf, closedWeekdays, inClosure } from './opening-calendar';
import { closedHolidayOn } from './public-holidays';
import type { PracticalInfo } from './types';

export type TourRules = Pick<
  PracticalInfo,
  | 'opens'
  | 'closes'
  | 'closedDays'
  | 'annualClosure'
  | 'tourDurationMinutes'
  | 'tourMaxGroup'
  | 'tourBookingMonths'
  | 'closedHolidays'
  | 'exceptionalClosures'
>;

export type TourProblem =
  | 'past'
  | 'today'
  | 'tooFar'
  | 'closedDay'
  | 'annualClosure'
  | 'holiday'
  | 'exceptionalClosure'
  | 'beforeOpening'
  | 'afterClosing'
  | 'groupTooLarge';

/** What a request proposes: a day (YYYY-MM-DD), a start (HH:MM), a group. */
export interface ProposedTour {
  readonly date: string;
  readonly time: string;
  readonly groupSize?: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO day `days` after `day`. */
export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The first and last days a tour can be asked for: tomorrow, and today plus the booking period. */
export function bookableDays(rules: Pick<TourRules, 'tourBookingMonths'>, today: string) {
  const first = addDays(today, 1);
  const last = new Date(`${today}T12:00:00Z`);
  last.setUTCMonth(last.getUTCMonth() + rules.tourBookingMonths);
  return { first, last: last.toISOString().slice(0, 10) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When a tour that starts at `from` ends ('12:00' for 10:30 and 90 minutes). */
export const tourEnd = (from: string, rules: Pick<TourRules, 'tourDurationMinutes'>) =>
  timeOf(minutesOf(from) + rules.tourDurationMinutes);

/** The latest start of a tour that ends by closing time ('16:30' for 90 minutes before 18:00). */
export const latestStart = (rules: Pick<TourRules, 'closes' | 'tourDurationMinutes'>) =>
  timeOf(Math.max(0, minutesOf(rules.closes) - rules.tourDurationMinutes));

/** An exceptional closure: one day ('2027-02-03') or a period ('2027-02-03/2027-02-05'). */
const closedOn = (date: string, closures: readonly string[]) =>
  closures.some((closure) => {
    const [from, to = from] = closure.split('/');
    return date >= from! && date <= to!;
  });

/** Why the museum is closed on `date` (YYYY-MM-DD), whatever the hour: a weekly day, its annual closure, a holiday, an exceptional closure. */
export function museumClosureOn(
  date: string,
  rules: Pick<TourRules, 'closedDays' | 'annualClosure' | 'closedHolidays' | 'exceptionalClosures'>,
): 'closedDay' | 'annualClosure' | 'holiday' | 'exceptionalClosure' | null {
  const day = ISO_DAY.exec(date);
  if (!day) return null;
  const [month, dayOfMonth] = [Number(day[2]), Number(day[3])];
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (closedWeekdays(rules.closedDays).includes(weekday)) return 'closedDay';
  const closure = annualClosureOf(rules.annualClosure);
  if (closure && inClosure({ month, day: dayOfMonth }, closure)) return 'annualClosure';
  if (closedHolidayOn(date, rules.closedHolidays)) return 'holiday';
  if (closedOn(date, rules.exceptionalClosures)) return 'exceptionalClosure';
  return null;
}

function dayProblem(date: string, rules: TourRules, today: string): TourProblem | null {
  if (!ISO_DAY.test(date)) return null;
  const { first, last } = bookableDays(rules, today);
  if (date < today) return 'past';
  if (date < first) return 'today';
  if (date > last) return 'tooFar';
  return museumClosureOn(date, rules);
}

/**
 * Why a tour cannot take place as proposed, or null. Unreadable values (no date, '25:00') are the
 * format rules' concern, not this one's.
 */
export function tourProblem(tour: ProposedTour, rules: TourRules, today: string): TourProblem | null {
  const day = dayProblem(tour.date, rules, today);
  if (day) return day;
  if (/^\d{2}:\d{2}$/.test(tour.time)) {
    if (tour.time < rules.opens) return 'beforeOpening';
    if (tour.time > latestStart(rules)) return 'afterClosing';
  }
  if (tour.groupSize !== undefined && tour.groupSize > rules.tourMaxGroup) return 'groupTooLarge';
  return null;
}

/** Which field a problem is about. */
export const tourProblemField = (problem: TourProblem): 'date' | 'time' | 'group-size' =>
  problem === 'beforeOpening' || problem === 'afterClosing'
    ? 'time'
    : problem === 'groupTooLarge'
      ? 'group-size'
      : 'date';
