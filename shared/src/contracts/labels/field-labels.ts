import { GUIDED_TOUR_MIN_GROUP } from '../../validation/simple-forms';

/**
 * The person fields, labelled once: the forms of every module, the api's answer pages and its mails
 * read them here, so a field is called the same wherever a visitor or the association reads it.
 */
export const personLabels = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  phonePrefix: 'Indicatif téléphonique',
} as const;

/** The guided-tour request's fields, by their names in the sent form. */
export const guidedTourLabels = {
  'first-name': personLabels.firstName,
  'last-name': personLabels.lastName,
  email: personLabels.email,
  'phone-prefix': personLabels.phonePrefix,
  phone: personLabels.phone,
  date: 'Date souhaitée',
  time: 'Heure souhaitée',
  'group-size': 'Nombre de personnes',
  'special-requests': 'Demandes particulières',
} as const;

/** What the guided-tour fields say under their label. */
export const guidedTourHints = {
  'group-size': `${GUIDED_TOUR_MIN_GROUP} personnes au minimum.`,
  'special-requests': 'Accessibilité, thème souhaité, âge des élèves, pique-nique…',
} as const;
