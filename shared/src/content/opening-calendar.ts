// When the museum is closed, read from the published practical information (content/practical.json):
// its weekly closed days ('le lundi') and its annual closure ('de Noël au jour de l’An', or 'du 24
// décembre au 2 janvier'). tour-booking.ts applies them to a guided tour; the content check refuses a
// text this file cannot read.

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
export function inClosure(day: MonthDay, closure: { from: MonthDay; to: MonthDay }): boolean {
  const [value, from, to] = [order(day), order(closure.from), order(closure.to)];
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
}
