import { DIAL_CODES, guidedTourHints, guidedTourLabels } from '@mtdm/shared/contracts';
import type { PageKey } from '@mtdm/shared/routing';
import { GUIDED_TOUR_MIN_GROUP } from '@mtdm/shared/validation';
import { dialOptionsOf, type GuidedTourFormTexts } from './guided-tour-form';

/** Texts of the guided-tour page (a volunteer edits them here, not in the JSX). */
export const guidedTourContent = {
  intro: `Les visites guidées du musée sont proposées aux groupes d’au moins ${GUIDED_TOUR_MIN_GROUP} personnes : associations, classes, comités d’entreprise, anciens combattants ou amicales. Un guide vous fait découvrir quatre siècles d’histoire des troupes de marine à travers les salles et les objets des collections.`,
  details: [
    'Le musée est ouvert du mardi au dimanche, de 10 h à 18 h ; il est fermé le lundi et de Noël au jour de l’An. Proposez une date et un horaire dans ces créneaux.',
    'Votre demande n’est pas encore une réservation : le musée vous recontacte pour confirmer la date, l’horaire et le déroulement de la visite.',
  ],
  formTitle: 'Votre demande',
  requiredNote: 'Tous les champs sont obligatoires, sauf les demandes particulières.',
  submit: 'Envoyer',
  menu: {
    toggleOpen: 'Ouvrir le menu de la visite',
    toggleClose: 'Fermer le menu de la visite',
    label: 'Préparer votre visite',
  },
} as const;

/** Links of the page's own menu (a toggle button opens and closes it). */
export const guidedTourMenuLinks: ReadonlyArray<{ readonly page: PageKey; readonly label: string }> = [
  { page: 'practicalInfo', label: 'Horaires, accès et services' },
  { page: 'museumInBrief', label: 'Le musée en bref' },
  { page: 'collections', label: 'Les collections' },
  { page: 'contactMuseum', label: 'Une question ? Écrire au musée' },
];

/** What the form says on the French page (the English page has its own, guided-tour-content.en.ts). */
export const guidedTourFormTexts: GuidedTourFormTexts = {
  labels: guidedTourLabels,
  hints: guidedTourHints,
  requiredNote: guidedTourContent.requiredNote,
  submit: guidedTourContent.submit,
  dialPlaceholder: 'Choisissez un indicatif',
  loadChecks: () => import('./tour-checks-languages').then((checks) => checks.frenchChecks),
  dialOptions: dialOptionsOf(DIAL_CODES),
};
