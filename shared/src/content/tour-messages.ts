// What the guided-tour form and the server say of a tour the museum cannot receive, in French.
import { formatFrenchDate } from '../news/french-date';
import { frenchHour } from './site-details';
import { HOLIDAY_WORDS, closedHolidayOn } from './public-holidays';
import { bookableDays, latestStart, type TourProblem, type TourRules } from './tour-booking';

const NBSP = '\u00a0';

const frenchDay = (iso: string) =>
  formatFrenchDate({
    year: Number(iso.slice(0, 4)),
    month: Number(iso.slice(5, 7)),
    day: Number(iso.slice(8, 10)),
  });

/** '1 h 30' for 90 minutes, '2 h' for 120. */
const frenchDuration = (minutes: number) =>
  `${Math.floor(minutes / 60)}${NBSP}h${minutes % 60 ? `${NBSP}${String(minutes % 60).padStart(2, '0')}` : ''}`;

export function tourMessage(problem: TourProblem, rules: TourRules, today: string, date = ''): string {
  switch (problem) {
    case 'past':
      return 'Cette date est passée : choisissez une date à venir.';
    case 'today':
      return 'Une visite guidée ne peut pas être organisée le jour même : choisissez une date à partir de demain.';
    case 'tooFar':
      return `Les visites guidées se demandent au plus ${rules.tourBookingMonths} mois à l’avance : choisissez une date jusqu’au ${frenchDay(bookableDays(rules, today).last)}.`;
    case 'closedDay':
      return `Le musée est fermé ${rules.closedDays} : choisissez un autre jour.`;
    case 'annualClosure':
      return `Le musée est fermé ${rules.annualClosure} : choisissez une autre date.`;
    case 'holiday': {
      const holiday = closedHolidayOn(date, rules.closedHolidays);
      return `Le musée est fermé ${holiday ? HOLIDAY_WORDS[holiday].fr : 'ce jour férié'} : choisissez un autre jour.`;
    }
    case 'exceptionalClosure':
      return 'Le musée est exceptionnellement fermé ce jour-là : choisissez une autre date.';
    case 'beforeOpening':
    case 'afterClosing':
      return `Une visite guidée dure ${frenchDuration(rules.tourDurationMinutes)} : elle commence entre ${frenchHour(rules.opens)} et ${frenchHour(latestStart(rules))}, pour finir avant la fermeture à ${frenchHour(rules.closes)}.`;
    case 'groupTooLarge':
      return `Pour un groupe de plus de ${rules.tourMaxGroup} personnes, contactez directement le musée.`;
  }
}
