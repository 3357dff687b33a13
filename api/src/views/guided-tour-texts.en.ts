import { formatMessages, guidedTourLabelsEn } from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { GUIDED_TOUR_MIN_GROUP, validationMessages } from '@mtdm/shared/validation';
import { httpMessages } from '../http/errors';

/** The answer pages of the English visit page's form (English, not French typography). */
export const englishTourTexts = {
  fields: guidedTourLabelsEn as Readonly<Record<string, string>>,
  specialRequests: guidedTourLabelsEn['special-requests'],
  optional: 'optional',
  requiredField: 'This field is required.',
  errorTitle: 'Guided tour request not sent',
  heading: 'Book a guided tour',
  notSent: 'Your request could not be sent:',
  toCorrect: 'to correct:',
  correct: `Correct the form below and send it again. Guided tours are for groups of at least ${GUIDED_TOUR_MIN_GROUP} people.`,
  send: 'Send',
  backToForm: 'Back to the site’s form',
  formPath: paths.guidedTourEn,
  sentTitle: 'Guided tour request sent',
  thanks: 'Thank you, your request has been received. The museum will contact you to confirm the tour.',
  acknowledged:
    'An acknowledgement has been sent to you by email. This page stays at this address: you can open it again without sending the request again.',
  notFoundTitle: 'Request not found',
  notFound:
    'This address leads to no tour request: it was mistyped, or the request is no longer kept. The acknowledgement email holds its details.',
  none: 'none',
  home: 'Back to the museum’s website',
  homePath: paths.homeEn,
  practical: 'Plan your visit',
  practicalPath: paths.practicalInfoEn,
};

/** The server's French messages said in English on the English answer (the French one when unknown). */
export const ENGLISH_MESSAGES: Readonly<Record<string, string>> = {
  [validationMessages.required]: 'Please fill in all the required fields',
  [validationMessages.email]: 'Please enter a valid email address',
  [validationMessages.phone]: 'Please enter a valid telephone number (9 or 10 digits)',
  [validationMessages.groupSize]: `Guided tours are for groups of at least ${GUIDED_TOUR_MIN_GROUP} people.`,
  [formatMessages.visitDate]: 'Please give a valid date for the visit.',
  [formatMessages.visitTime]: 'Please give a valid time for the visit (hh:mm).',
  [formatMessages.oneLine]: 'A name, an address or a number fits on a single line.',
  [formatMessages.controlCharacters]:
    'This text holds invisible characters that no keyboard types: please remove them.',
  [httpMessages.badRequest]: 'Invalid request.',
  [httpMessages.tooManyMessages]:
    'Several messages have already been sent from your connection today: please try again tomorrow, or call the museum’s front desk.',
};
