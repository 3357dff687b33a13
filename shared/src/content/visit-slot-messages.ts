import type { VisitSlotProblem } from './opening-calendar';
import { frenchHour } from './site-details';
import type { PracticalInfo } from './types';

type OpeningHours = Pick<PracticalInfo, 'opens' | 'closes' | 'closedDays' | 'annualClosure'>;

/** What the guided-tour form says of a visit the museum cannot receive, in French. */
export function visitSlotMessage(problem: VisitSlotProblem, hours: OpeningHours): string {
  switch (problem) {
    case 'closedDay':
      return `Le musée est fermé ${hours.closedDays} : choisissez un autre jour.`;
    case 'annualClosure':
      return `Le musée est fermé ${hours.annualClosure} : choisissez une autre date.`;
    default:
      return `Les visites ont lieu entre ${frenchHour(hours.opens)} et ${frenchHour(hours.closes)} : choisissez une heure dans ces horaires.`;
  }
}
