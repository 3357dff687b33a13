import { englishDays, englishHour, englishPeriod } from '../site/english-words.en';
import type { VisitSlotProblem } from './opening-calendar';
import type { PracticalInfo } from './types';

type OpeningHours = Pick<PracticalInfo, 'opens' | 'closes' | 'closedDays' | 'annualClosure'>;

/** What the guided-tour form says of a visit the museum cannot receive, in English. */
export function englishVisitSlotMessage(problem: VisitSlotProblem, hours: OpeningHours): string {
  switch (problem) {
    case 'closedDay':
      return `The museum is closed on ${englishDays(hours.closedDays) ?? hours.closedDays}: please choose another day.`;
    case 'annualClosure':
      return `The museum is closed ${englishPeriod(hours.annualClosure) ?? hours.annualClosure}: please choose another date.`;
    default:
      return `Tours take place between ${englishHour(hours.opens)} and ${englishHour(hours.closes)}: please choose a time within these hours.`;
  }
}
