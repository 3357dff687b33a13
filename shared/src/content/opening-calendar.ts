// When the museum receives visitors, read from the published practical information (content/
// practical.json): its hours, its weekly closed days ('le lundi') and its annual closure ('de Noël au
// jour de l’An', or 'du 24 décembre au 2 janvier'). The guided-tour forms and the server refuse a
// visit outside them with the same rule; the content check refuses a text this file cannot read.
import type { PracticalInfo } from './types';

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** A day of the year: month 1–12, day 1–31. */
interface MonthDay {
  readonly month: number;
  readonly day: number;
}

/** The named days of the closures the museum speaks of. */
const NAMED_DAYS: Readonly<Record<string, MonthDay>> = {
  noël: { month: 12, day: 25 },
  'jour de l’an': { month: 1, day: 1 },
};

const normalised = (text: string) => text.trim().toLowerCase().replace(/'/g, '’').replace(/\s+/g, ' ');

/** The weekdays (0 = Sunday) named in 'le lundi', 'le lundi et le mardi'; none when none is named. */
export function closedWeekdays(closedDays: string): number[] {
  const words = normalised(closedDays).split(/[^\p{L}]+/u);
  return WEEKDAYS.flatMap((name, index) => (words.includes(name) ? [index] : []));
}

function monthDayOf(text: string): MonthDay | null {
  const named = NAMED_DAYS[text];
  if (named) return named;
  const match = /^(1er|\d{1,2}) (\p{L}+)$/u.exec(text);
  const month = match ? MONTHS.indexOf(match[2] as (typeof MONTHS)[number]) + 1 : 0;
  if (!match || month === 0) return null;
  return { month, day: match[1] === '1er' ? 1 : Number(match[1]) };
}

/** The annual closure, first and last day included: 'de Noël au jour de l’An', 'du 24 décembre au 2 janvier'. */
export function annualClosureOf(text: string): { readonly from: MonthDay; readonly to: MonthDay } | null {
  const match = /^(?:de |du |d’)(.+?) (?:au|à l’|à la) (.+)$/u.exec(normalised(text));
  if (!match) return null;
  const from = monthDayOf(match[1]!);
  const to = monthDayOf(match[2]!.replace(/^(?:jour de l’an)$/u, 'jour de l’an'));
  return from && to ? { from, to } : null;
}

const order = ({ month, day }: MonthDay) => month * 100 + day;

/** Whether a day falls in the closure, which may run over the new year (25 December → 1 January). */
function inClosure(day: MonthDay, closure: { from: MonthDay; to: MonthDay }): boolean {
  const [value, from, to] = [order(day), order(closure.from), order(closure.to)];
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
}

export type VisitSlotProblem = 'closedDay' | 'annualClosure' | 'beforeOpening' | 'afterClosing';

type OpeningHours = Pick<PracticalInfo, 'opens' | 'closes' | 'closedDays' | 'annualClosure'>;

/**
 * Why a visit on `date` (YYYY-MM-DD) at `time` (HH:MM) cannot take place, or null: a closed day, the
 * annual closure, before opening or after closing. Unreadable values are the format rules' concern.
 */
export function visitSlotProblem(date: string, time: string, hours: OpeningHours): VisitSlotProblem | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const weekday = new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay();
    if (closedWeekdays(hours.closedDays).includes(weekday)) return 'closedDay';
    const closure = annualClosureOf(hours.annualClosure);
    if (closure && inClosure({ month, day: dayOfMonth }, closure)) return 'annualClosure';
  }
  if (/^\d{2}:\d{2}$/.test(time)) {
    if (time < hours.opens) return 'beforeOpening';
    if (time > hours.closes) return 'afterClosing';
  }
  return null;
}

/** Which field a problem is about. */
export const visitSlotField = (problem: VisitSlotProblem): 'date' | 'time' =>
  problem === 'closedDay' || problem === 'annualClosure' ? 'date' : 'time';
