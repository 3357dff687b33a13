// What the guided-tour form checks in the browser once it is on screen, loaded after the page (its
// first load carries none of it): the days a tour can be asked for, why a proposed tour cannot take
// place (tour-booking.ts, the server's own rule) and the hours confirmed tours already take.
import {
  bookableDays,
  parisToday,
  tourProblem,
  tourProblemField,
  type TourProblem,
  type TourRules,
} from '@mtdm/shared/content';
import { readTakenSlots, type TakenSlot } from '@mtdm/shared/contracts';

export interface TourChecks {
  /** The first and last days the date field offers. */
  readonly bookable: (rules: TourRules) => { readonly first: string; readonly last: string };
  /** Why the museum cannot receive this tour: the field and what to say beside it, or null. */
  readonly problemOf: (
    tour: { readonly date: string; readonly time: string; readonly groupSize?: number },
    rules: TourRules,
  ) => { readonly field: 'date' | 'time' | 'group-size'; readonly message: string } | null;
  /** What to say of the hours already taken on `date`; null when the server cannot tell. */
  readonly takenOn: (date: string) => Promise<string | null>;
}

/** The checks, saying things in one language. */
export function tourChecksIn(
  message: (problem: TourProblem, rules: TourRules, today: string, date: string) => string,
  takenText: (taken: readonly TakenSlot[]) => string,
): TourChecks {
  return {
    bookable: (rules) => bookableDays(rules, parisToday()),
    problemOf: (tour, rules) => {
      const today = parisToday();
      const problem = tourProblem(tour, rules, today);
      return problem
        ? { field: tourProblemField(problem), message: message(problem, rules, today, tour.date) }
        : null;
    },
    takenOn: async (date) => {
      const taken = await readTakenSlots(date);
      return taken && takenText(taken);
    },
  };
}
