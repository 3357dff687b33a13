import type { SiteDetails } from '@mtdm/shared/content';
import { ENGLISH_DIAL_CODES, guidedTourHintsEn, guidedTourLabelsEn } from '@mtdm/shared/contracts';
import { englishDays, englishHour } from '@mtdm/shared/site';
import { GUIDED_TOUR_MIN_GROUP } from '@mtdm/shared/validation';
import { dialOptionsOf, type GuidedTourFormTexts } from './guided-tour-form';

/** The guided-tour page in English: its words, and the hours from the published facts. */
export const guidedTourContentEn = {
  intro: `Guided tours of the museum are offered to groups of at least ${GUIDED_TOUR_MIN_GROUP} people: clubs, school classes, works councils, veterans’ and friendly societies. A guide takes you through four centuries of the history of the marine troops, gallery by gallery.`,
  hours: ({ openingHours: hours }: SiteDetails) =>
    `The museum is open ${englishDays(hours.openDays) ?? hours.openDays}, ${englishHour(hours.opens)} to ${englishHour(hours.closes)}: suggest a date and time within these hours.`,
  notYet:
    'Your request is not yet a booking: the museum will contact you to confirm the date, the time and how the tour will go. Guides speak French; please say in your request if your group needs English.',
  formTitle: 'Your request',
};

export const guidedTourFormTextsEn: GuidedTourFormTexts = {
  labels: guidedTourLabelsEn,
  hints: guidedTourHintsEn,
  requiredNote: 'All fields are required except special requests.',
  submit: 'Send',
  dialPlaceholder: 'Choose a calling code',
  optionalMark: 'optional',
  language: 'en',
  loadChecks: () => import('./tour-checks-languages').then((checks) => checks.englishChecks),
  dialOptions: dialOptionsOf(ENGLISH_DIAL_CODES),
};
