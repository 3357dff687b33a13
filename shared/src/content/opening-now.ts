// Whether the museum is open now, from its published calendar: the opening hours, the weekly closed
// day, the annual closure, the public holidays it closes on and its exceptional closures, in Paris time.
import { closedHolidayOn, type PublicHoliday } from './public-holidays';
import { parisToday } from '../news/paris-time';
import { addDays, museumClosureOn, type TourRules } from './tour-booking';

export type OpeningRules = Pick<
  TourRules,
  'opens' | 'closes' | 'closedDays' | 'annualClosure' | 'closedHolidays' | 'exceptionalClosures'
>;

type Closure = NonNullable<ReturnType<typeof museumClosureOn>>;

export type OpeningNow =
  /** Open now, until `closes`. */
  | { readonly state: 'open'; readonly closes: string }
  /** Open today, not yet: from `opens` to `closes`. */
  | { readonly state: 'opensLater'; readonly opens: string; readonly closes: string }
  /** Open today, but closed for the day since `closes`; `next` the next day it opens. */
  | { readonly state: 'closedForTheDay'; readonly closes: string; readonly next: string | null }
  /** Closed all day, and why (the holiday when it is one); `next` the next day it opens. */
  | {
      readonly state: 'closed';
      readonly why: Closure;
      readonly holiday?: PublicHoliday;
      readonly next: string | null;
    };

/** The first day after `day` the museum opens, within a year (null if none: a calendar to fix). */
function nextOpenDay(day: string, rules: OpeningRules): string | null {
  let candidate = addDays(day, 1);
  for (let tries = 0; tries < 366; tries += 1, candidate = addDays(candidate, 1))
    if (museumClosureOn(candidate, rules) === null) return candidate;
  return null;
}

/** The hour and minute in Paris ('14:05'). */
const parisTime = (now: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);

export function openingNow(now: Date, rules: OpeningRules): OpeningNow {
  const today = parisToday(now);
  const why = museumClosureOn(today, rules);
  if (why) {
    const holiday = why === 'holiday' ? closedHolidayOn(today, rules.closedHolidays) : undefined;
    return { state: 'closed', why, ...(holiday ? { holiday } : {}), next: nextOpenDay(today, rules) };
  }
  const time = parisTime(now);
  if (time < rules.opens) return { state: 'opensLater', opens: rules.opens, closes: rules.closes };
  if (time < rules.closes) return { state: 'open', closes: rules.closes };
  return { state: 'closedForTheDay', closes: rules.closes, next: nextOpenDay(today, rules) };
}
