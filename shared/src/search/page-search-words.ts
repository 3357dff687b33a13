import type { PageKey } from '../routing';

/**
 * The words visitors type for what a page answers, though its text may say it otherwise ("parking",
 * "tarif", "horaires"): searched like the page's address, never shown. Keyed by page.
 */
export const PAGE_SEARCH_WORDS: Readonly<Partial<Record<PageKey, string>>> = {
  practicalInfo:
    'horaires heures ouverture ouvert fermé fermeture jours férié tarifs tarif prix entrée billet billetterie gratuit gratuité réduit ' +
    'parking stationnement garer voiture accès accessibilité handicap fauteuil PMR venir itinéraire bus train gare adresse plan carte durée',
  practicalInfoEn:
    'opening hours times open closed tickets ticket price prices admission entry free parking car access accessibility wheelchair ' +
    'getting there directions bus train station address map duration',
  agenda: 'agenda calendrier programme exposition expositions événement événements sortie réserver',
  guidedTour: 'groupe groupes scolaire classe réservation réserver guide visite commentée',
  guidedTourEn: 'group groups school booking book guide guided tour',
  shop: 'acheter achat souvenir souvenirs cadeau cadeaux',
  membership: 'cotisation adhérer adhésion inscription membre',
  donation: 'don donner mécénat réduction impôt défiscalisation',
  contactChooser: 'contact contacter téléphone courriel écrire',
  workAtMuseum: 'emploi recrutement poste stage candidature',
};
