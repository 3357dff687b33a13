// What the guided-tour form and the server say of a tour the museum cannot receive, in English.
import { englishDays, englishHour, englishPeriod } from '../site/english-words.en';
import { HOLIDAY_WORDS, closedHolidayOn } from './public-holidays';
import { bookableDays, latestStart, type TourProblem, type TourRules } from './tour-booking';

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2027-03-04' → '4 March 2027'. */
const englishDay = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${ENGLISH_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** '1 hour 30 minutes' for 90, '2 hours' for 120. */
const englishDuration = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours ? `${hours} hour${hours > 1 ? 's' : ''}` : '';
  return [hourWords, rest ? `${rest} minutes` : ''].filter(Boolean).join(' ');
};

export function englishTourMessage(problem: TourProblem, rules: TourRules, today: string, date = ''): string {
  switch (problem) {
    case 'past':
      return 'This date has passed: please choose a date to come.';
    case 'today':
      return 'A guided tour cannot be arranged for the same day: please choose a date from tomorrow.';
    case 'tooFar':
      return `Guided tours can be requested up to ${rules.tourBookingMonths} months ahead: please choose a date until ${englishDay(bookableDays(rules, today).last)}.`;
    case 'closedDay':
      return `The museum is closed on ${englishDays(rules.closedDays) ?? rules.closedDays}: please choose another day.`;
    case 'annualClosure':
      return `The museum is closed ${englishPeriod(rules.annualClosure) ?? rules.annualClosure}: please choose another date.`;
    case 'holiday': {
      const holiday = closedHolidayOn(date, rules.closedHolidays);
      return `The museum is closed ${holiday ? HOLIDAY_WORDS[holiday].en : 'on this public holiday'}: please choose another day.`;
    }
    case 'exceptionalClosure':
      return 'The museum is exceptionally closed that day: please choose another date.';
    case 'beforeOpening':
    case 'afterClosing':
      return `A guided tour lasts ${englishDuration(rules.tourDurationMinutes)}: it starts between ${englishHour(rules.opens)} and ${englishHour(latestStart(rules))}, to end before the museum closes at ${englishHour(rules.closes)}.`;
    case 'groupTooLarge':
      return `For a group of more than ${rules.tourMaxGroup} people, please contact the museum directly.`;
  }
}
