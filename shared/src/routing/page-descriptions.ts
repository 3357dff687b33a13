import type { PageKey } from './pages';
import { englishPageDescriptions } from './english-pages.en';

/**
 * The `<meta name="description">` of each page: written into the pre-rendered head, never bundled with
 * a page (the browser keeps the pre-rendered one), so the pages' first load does not carry them.
 */
export const pageDescriptions: Readonly<Record<PageKey, string>> = {
  home: 'Musée des Troupes de Marine à Fréjus : collections, conférences, actualités, association des amis (AAMTDM) et centre d’archives (CHETOM).',
  museumInBrief:
    'Le Musée des Troupes de Marine en quelques chiffres : son histoire, ses salles et ses conservateurs.',
  collections: 'Les collections du musée, présentées par grandes périodes chronologiques et par thèmes.',
  archiveCentre:
    'Le Centre d’histoire et d’études des troupes d’outre-mer (CHETOM) : archives, fonds privés et conférences.',
  workAtMuseum: 'Offres d’emploi du Musée des Troupes de Marine et formulaire de candidature spontanée.',
  shop: 'La boutique du musée : livres, insignes, polos, souvenirs et objets des troupes de marine.',
  missions: 'L’association des amis du Musée des Troupes de Marine (AAMTDM) : ses missions et son action.',
  conferences: 'Les conférences de l’association : programme à venir et archives par année.',
  membership:
    'Adhérer à l’association des amis du Musée des Troupes de Marine et régler sa cotisation en ligne.',
  donationSuccess: 'Confirmation de votre don à l’association des amis du Musée des Troupes de Marine.',
  donationCancel: 'Votre don a été annulé ; aucun montant n’a été prélevé.',
  memberArea:
    'Espace des adhérents et des donateurs de l’association des amis du Musée des Troupes de Marine.',
  museumNews: 'Les actualités du Musée des Troupes de Marine et leurs archives par année.',
  associationNews: 'L’agenda et les actualités de l’association des amis du Musée des Troupes de Marine.',
  agenda:
    'Expositions temporaires, conférences et événements du Musée des Troupes de Marine : les dates, les lieux, la réservation des places.',
  donation: 'Soutenir le Musée des Troupes de Marine par un don en ligne, déductible des impôts.',
  contactChooser: 'Contacter le musée, l’association ou le centre de recherche (CHETOM).',
  contactChetom: 'Formulaire de contact du centre d’archives et de recherche (CHETOM).',
  contactMuseum: 'Formulaire de contact du Musée des Troupes de Marine.',
  contactAssociation: 'Formulaire de contact de l’association des amis du Musée des Troupes de Marine.',
  practicalInfo: 'Horaires, accès, services et règles de visite du Musée des Troupes de Marine à Fréjus.',
  guidedTour: 'Demander une visite guidée du musée pour un groupe d’au moins 10 personnes.',
  paymentSuccess: 'Confirmation du paiement de votre commande à la boutique du musée.',
  paymentCancel: 'Votre paiement a été annulé ; aucun montant n’a été prélevé.',
  registrationSuccess:
    'Confirmation de votre adhésion à l’association des amis du Musée des Troupes de Marine.',
  registrationCancel: 'Votre adhésion a été annulée ; aucun montant n’a été prélevé.',
  termsOfSale: 'Conditions générales de vente de la boutique en ligne du Musée des Troupes de Marine.',
  legalInformation: 'Mentions légales du site du Musée des Troupes de Marine et de son association.',
  ...englishPageDescriptions,
};
