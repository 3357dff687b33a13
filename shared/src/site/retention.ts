import { BOOKING_CONFIRM_HOURS } from '../contracts/conference-bookings';
import { NEWSLETTER_CONFIRM_DAYS } from '../contracts/newsletter';

/**
 * How long the site keeps each kind of personal data (GDPR art. 5-1-e), once: the api's purge applies
 * these periods (a setting may shorten one, never lengthen it, and the accounting period is fixed) and
 * the legal-information page states them. Defaults from the CNIL's guidance:
 *  - a job application not followed by a hiring: two years (référentiel « recrutement »);
 *  - contact messages and guided-tour requests: three years after the last exchange (référentiel
 *    « gestion des activités commerciales », prospects);
 *  - orders, memberships, donations and their payments, once paid, and withdrawals: ten years, the
 *    time accounting documents must be kept (article L123-22 of the commercial code);
 *  - a payment started but never paid (abandoned, cancelled, expired), with the address, phone and
 *    birth details typed for it: three months after its last state, time enough to answer the payer;
 *  - copies of the mail the site sent: one year, proof of sending;
 *  - the journal of the volunteers' views of personal data: one year (the CNIL's advice for access
 *    logs is six months to a year), time enough to answer a person who asks who saw their data;
 *  - the journal of the site's releases, which names the machine or pipeline that built each one (a
 *    volunteer's login on their computer): one year, like the other journal;
 *  - a conference's bookings: one month after the conference, time enough to answer who booked about
 *    the evening (a lost object, a question to the speaker);
 *  - an address that left the newsletter, with the consent it had given: three years after it left
 *    (the CNIL keeps what honours an objection at least three years), proof of the consent given and
 *    then withdrawn.
 * Shorter lives, fixed by their links: a conference booking never confirmed goes after
 * BOOKING_CONFIRM_HOURS, a newsletter sign-up never confirmed after NEWSLETTER_CONFIRM_DAYS.
 */
export const retentionPeriods = {
  jobApplications: { days: 2 * 365, text: 'deux ans' },
  contactAndTourRequests: { days: 3 * 365, text: 'trois ans' },
  paymentRecords: { days: 10 * 365, text: 'dix ans' },
  unpaidPayments: { days: 92, text: 'trois mois' },
  sentMail: { days: 365, text: 'un an' },
  personalDataViews: { days: 365, text: 'un an' },
  deploymentJournal: { days: 365, text: 'un an' },
  conferenceBookings: { days: 31, text: 'un mois' },
  newsletterUnsubscribed: { days: 3 * 365, text: 'trois ans' },
} as const;

export type RetentionKind = keyof typeof retentionPeriods;

/** Where a period starts when it is not the day the data arrived (the purge counts it so). */
export const retentionStarts: Readonly<Partial<Record<RetentionKind, string>>> = {
  contactAndTourRequests: 'après le dernier échange',
};

/**
 * The legal-information page's list of periods, built from the periods above: each kind of data, and
 * how long it is kept.
 */
export const retentionSchedule: readonly (readonly [data: string, period: string])[] = [
  [
    'Messages des formulaires de contact et demandes de visite',
    `${retentionPeriods.contactAndTourRequests.text} ${retentionStarts.contactAndTourRequests}`,
  ],
  ['Candidatures non retenues', `${retentionPeriods.jobApplications.text} au plus`],
  [
    'Adhésions, dons et commandes payés, rétractations',
    `${retentionPeriods.paymentRecords.text}, le temps que la loi impose pour les pièces comptables`,
  ],
  [
    'Paiement commencé mais jamais réglé (abandonné, annulé ou expiré)',
    `${retentionPeriods.unpaidPayments.text} après son dernier état`,
  ],
  [
    'Réservations de places aux conférences',
    `${retentionPeriods.conferenceBookings.text} après la conférence`,
  ],
  ['Demande de réservation jamais confirmée', `${BOOKING_CONFIRM_HOURS} heures`],
  [
    'Adresse inscrite à la lettre d’information',
    `tant que l’abonnement dure, puis ${retentionPeriods.newsletterUnsubscribed.text} après le désabonnement, avec la preuve du consentement donné`,
  ],
  ['Inscription à la lettre jamais confirmée', `${NEWSLETTER_CONFIRM_DAYS} jours`],
  ['Copies des courriels envoyés par le site', retentionPeriods.sentMail.text],
  [
    'Journal des consultations de vos données par les bénévoles de l’association',
    retentionPeriods.personalDataViews.text,
  ],
  [
    'Journal des mises en ligne du site (il nomme le poste ou la chaîne qui a préparé chacune)',
    retentionPeriods.deploymentJournal.text,
  ],
];

/** What follows the list of periods. */
export const retentionClosing =
  'Passé ces délais, les données sont effacées automatiquement, fichiers joints compris.';
