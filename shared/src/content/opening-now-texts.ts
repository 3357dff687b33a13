// Whether the museum is open now, said in a sentence, in French and in English.
import { withFirstOfMonth } from '../news/french-date';
import { englishHour } from '../site/english-words.en';
import type { OpeningNow } from './opening-now';
import { HOLIDAY_WORDS } from './public-holidays';
import { frenchHour } from './site-details';
import { addDays } from './tour-booking';

type Language = 'fr' | 'en';

/** « mercredi 2 décembre » / "Wednesday 2 December". */
const dayName = (day: string, language: Language) => {
  const written = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  return language === 'en' ? written : withFirstOfMonth(written);
};

const words = {
  fr: {
    hour: frenchHour,
    open: (closes: string) => `Ouvert en ce moment, jusqu’à ${closes}.`,
    opensLater: (opens: string, closes: string) => `Ouvert aujourd’hui, de ${opens} à ${closes}.`,
    closedForTheDay: (closes: string) => `Fermé pour aujourd’hui, depuis ${closes}.`,
    closed: {
      closedDay: 'Fermé aujourd’hui, jour de fermeture hebdomadaire.',
      annualClosure: 'Fermé aujourd’hui : c’est la fermeture annuelle du musée.',
      holiday: (holiday: string) => `Fermé aujourd’hui : le musée est fermé ${holiday}.`,
      exceptionalClosure: 'Fermé aujourd’hui : fermeture exceptionnelle.',
    },
    next: (when: string, opens: string) => ` Réouverture ${when} à ${opens}.`,
    tomorrow: 'demain',
    on: (day: string) => `le ${day}`,
  },
  en: {
    hour: englishHour,
    open: (closes: string) => `Open now, until ${closes}.`,
    opensLater: (opens: string, closes: string) => `Open today, from ${opens} to ${closes}.`,
    closedForTheDay: (closes: string) => `Closed for the day since ${closes}.`,
    closed: {
      closedDay: 'Closed today: it is the museum’s weekly closing day.',
      annualClosure: 'Closed today: it is the museum’s annual closure.',
      holiday: (holiday: string) => `Closed today: the museum is closed ${holiday}.`,
      exceptionalClosure: 'Closed today: exceptional closure.',
    },
    next: (when: string, opens: string) => ` Opens again ${when} at ${opens}.`,
    tomorrow: 'tomorrow',
    on: (day: string) => `on ${day}`,
  },
} as const;

/** The sentence for `opening`, said on `today` (ISO day, Paris), in `language`. */
export function openingNowSentence(
  opening: OpeningNow,
  { today, opens, language }: { readonly today: string; readonly opens: string; readonly language: Language },
): string {
  const w = words[language];
  const next = (day: string | null) =>
    day ? w.next(day === addDays(today, 1) ? w.tomorrow : w.on(dayName(day, language)), w.hour(opens)) : '';
  switch (opening.state) {
    case 'open':
      return w.open(w.hour(opening.closes));
    case 'opensLater':
      return w.opensLater(w.hour(opening.opens), w.hour(opening.closes));
    case 'closedForTheDay':
      return w.closedForTheDay(w.hour(opening.closes)) + next(opening.next);
    case 'closed':
      return (
        (opening.why === 'holiday'
          ? w.closed.holiday(opening.holiday ? HOLIDAY_WORDS[opening.holiday][language] : '')
          : w.closed[opening.why]) + next(opening.next)
      );
  }
}
