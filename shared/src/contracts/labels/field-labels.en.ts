import { GUIDED_TOUR_MIN_GROUP } from '../../validation/simple-forms';
import type { guidedTourHints, guidedTourLabels, personLabels } from './field-labels';

type Labels<T> = { readonly [K in keyof T]: string };

/** The person fields in English (the visit in English): the same keys as the French ones. */
const personLabelsEn: Labels<typeof personLabels> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Telephone',
  phonePrefix: 'Country calling code',
};

export const guidedTourLabelsEn: Labels<typeof guidedTourLabels> = {
  'first-name': personLabelsEn.firstName,
  'last-name': personLabelsEn.lastName,
  email: personLabelsEn.email,
  'phone-prefix': personLabelsEn.phonePrefix,
  phone: personLabelsEn.phone,
  date: 'Preferred date',
  time: 'Preferred time',
  'group-size': 'Number of people',
  'special-requests': 'Special requests',
};

export const guidedTourHintsEn: Labels<typeof guidedTourHints> = {
  'group-size': `${GUIDED_TOUR_MIN_GROUP} people at least.`,
  'special-requests': 'Accessibility, a theme you would like, the pupils’ age, a picnic…',
};
