/**
 * Every page of the site, once: the module that owns it, its canonical path, French title
 * and meta description. The owner renders it from `src/pages/<kebab-key>-page.tsx`, exposed as
 * `./<PascalKey>Page` (see page-modules.ts): adding a page is that file plus one entry here.
 * Modules link to each other through `paths`, never with hard-coded strings.
 */
import { englishPages } from './english-pages.en';

export type PageKey =
  | 'home'
  | 'museumInBrief'
  | 'collections'
  | 'archiveCentre'
  | 'workAtMuseum'
  | 'shop'
  | 'missions'
  | 'conferences'
  | 'membership'
  | 'donationSuccess'
  | 'donationCancel'
  | 'memberArea'
  | 'museumNews'
  | 'associationNews'
  | 'donation'
  | 'contactChooser'
  | 'contactChetom'
  | 'contactMuseum'
  | 'contactAssociation'
  | 'practicalInfo'
  | 'guidedTour'
  | 'paymentSuccess'
  | 'paymentCancel'
  | 'registrationSuccess'
  | 'registrationCancel'
  | 'termsOfSale'
  | 'legalInformation'
  // The visit in English (their French counterpart in `counterpart`).
  | 'homeEn'
  | 'museumInBriefEn'
  | 'collectionsEn'
  | 'practicalInfoEn'
  | 'guidedTourEn'
  | 'archiveCentreEn';

export interface PageInfo {
  /** The module that renders the page (its federation name in shared/modules.json). */
  readonly owner: string;
  readonly path: string;
  /** Visible heading of the page. */
  readonly title: string;
  /** Text of `<meta name="description">`. */
  readonly description: string;
  /** An English page ('en'); French otherwise. */
  readonly lang?: 'en';
  /** An English page's French counterpart: the same page in French. */
  readonly counterpart?: PageKey;
}

export const SITE_NAME = 'Musée des Troupes de Marine';

export const pages: Readonly<Record<PageKey, PageInfo>> = {
  home: {
    owner: 'mfe_museum',
    path: '/',
    title: 'Accueil',
    description:
      'Musée des Troupes de Marine à Fréjus : collections, conférences, actualités, association des amis (AAMTDM) et centre d’archives (CHETOM).',
  },
  museumInBrief: {
    owner: 'mfe_museum',
    path: '/pages/LeMuseeEnBref',
    title: 'Le musée en bref',
    description:
      'Le Musée des Troupes de Marine en quelques chiffres : son histoire, ses salles et ses conservateurs.',
  },
  collections: {
    owner: 'mfe_museum',
    path: '/pages/sescollections',
    title: 'Ses collections',
    description: 'Les collections du musée, présentées par grandes périodes chronologiques et par thèmes.',
  },
  archiveCentre: {
    owner: 'mfe_museum',
    path: '/pages/lechetom',
    title: 'Le CHETOM',
    description:
      'Le Centre d’histoire et d’études des troupes d’outre-mer (CHETOM) : archives, fonds privés et conférences.',
  },
  workAtMuseum: {
    owner: 'mfe_forms',
    path: '/pages/travailleraumusee',
    title: 'Travailler au musée',
    description: 'Offres d’emploi du Musée des Troupes de Marine et formulaire de candidature spontanée.',
  },
  shop: {
    owner: 'mfe_shop',
    path: '/pages/laboutique',
    title: 'La boutique',
    description: 'La boutique du musée : livres, insignes, polos, souvenirs et objets des troupes de marine.',
  },
  missions: {
    owner: 'mfe_association',
    path: '/pages/sesmissions',
    title: 'Ses missions',
    description:
      'L’association des amis du Musée des Troupes de Marine (AAMTDM) : ses missions et son action.',
  },
  conferences: {
    owner: 'mfe_association',
    path: '/pages/sesconferences',
    title: 'Ses conférences',
    description: 'Les conférences de l’association : programme à venir et archives par année.',
  },
  membership: {
    owner: 'mfe_forms',
    path: '/pages/DevenirAdherent',
    title: 'Devenir adhérent',
    description:
      'Adhérer à l’association des amis du Musée des Troupes de Marine et régler sa cotisation en ligne.',
  },
  donationSuccess: {
    owner: 'mfe_forms',
    path: '/pages/DonationSuccess',
    title: 'Confirmation du don',
    description: 'Confirmation de votre don à l’association des amis du Musée des Troupes de Marine.',
  },
  donationCancel: {
    owner: 'mfe_forms',
    path: '/pages/DonationCancel',
    title: 'Don annulé',
    description: 'Votre don a été annulé ; aucun montant n’a été prélevé.',
  },
  memberArea: {
    owner: 'mfe_association',
    path: '/pages/Login',
    title: 'Espace Adhérent',
    description: 'Espace réservé aux adhérents de l’association des amis du Musée des Troupes de Marine.',
  },
  museumNews: {
    owner: 'mfe_museum',
    path: '/pages/ActualitesMusee',
    title: 'Actualités du musée',
    description: 'Les actualités du Musée des Troupes de Marine et leurs archives par année.',
  },
  associationNews: {
    owner: 'mfe_association',
    path: '/pages/ActualitesAAMTDM',
    title: 'Actualités de l’AAMTDM',
    description: 'L’agenda et les actualités de l’association des amis du Musée des Troupes de Marine.',
  },
  donation: {
    owner: 'mfe_forms',
    path: '/pages/FaireUnDon',
    title: 'Faire un don',
    description: 'Soutenir le Musée des Troupes de Marine par un don en ligne, déductible des impôts.',
  },
  contactChooser: {
    owner: 'mfe_forms',
    path: '/pages/FormulairesContact',
    title: 'Nous contacter',
    description: 'Contacter le musée, l’association ou le centre de recherche (CHETOM).',
  },
  contactChetom: {
    owner: 'mfe_forms',
    path: '/pages/FormulaireChetom',
    title: 'Contacter le CHETOM',
    description: 'Formulaire de contact du centre d’archives et de recherche (CHETOM).',
  },
  contactMuseum: {
    owner: 'mfe_forms',
    path: '/pages/FormulaireMusee',
    title: 'Contacter le musée',
    description: 'Formulaire de contact du Musée des Troupes de Marine.',
  },
  contactAssociation: {
    owner: 'mfe_forms',
    path: '/pages/FormulaireAssociation',
    title: 'Contacter l’association',
    description: 'Formulaire de contact de l’association des amis du Musée des Troupes de Marine.',
  },
  practicalInfo: {
    owner: 'mfe_museum',
    path: '/pages/informationsPratiques',
    title: 'Informations pratiques',
    description: 'Horaires, accès, services et règles de visite du Musée des Troupes de Marine à Fréjus.',
  },
  guidedTour: {
    owner: 'mfe_forms',
    path: '/pages/VisiteGuidee',
    title: 'Demander une Visite Guidée',
    description: 'Demander une visite guidée du musée pour un groupe d’au moins 10 personnes.',
  },
  paymentSuccess: {
    owner: 'mfe_shop',
    path: '/pages/PaymentSuccess',
    title: 'Confirmation de paiement',
    description: 'Confirmation du paiement de votre commande à la boutique du musée.',
  },
  paymentCancel: {
    owner: 'mfe_shop',
    path: '/pages/PaymentCancel',
    title: 'Paiement annulé',
    description: 'Votre paiement a été annulé ; aucun montant n’a été prélevé.',
  },
  registrationSuccess: {
    owner: 'mfe_forms',
    path: '/pages/RegistrationSuccess',
    title: 'Confirmation d’adhésion',
    description: 'Confirmation de votre adhésion à l’association des amis du Musée des Troupes de Marine.',
  },
  registrationCancel: {
    owner: 'mfe_forms',
    path: '/pages/RegistrationCancel',
    title: 'Adhésion annulée',
    description: 'Votre adhésion a été annulée ; aucun montant n’a été prélevé.',
  },
  termsOfSale: {
    owner: 'mfe_shop',
    path: '/pages/CGV',
    title: 'Conditions générales de vente',
    description: 'Conditions générales de vente de la boutique en ligne du Musée des Troupes de Marine.',
  },
  legalInformation: {
    owner: 'mfe_association',
    path: '/pages/InformationsLegales',
    title: 'Informations légales',
    description: 'Mentions légales du site du Musée des Troupes de Marine et de son association.',
  },
  ...englishPages,
};

/** The language of a page: 'en' for the visit in English, 'fr' for every other page. */
export const languageOf = (page: PageKey): 'fr' | 'en' => pages[page].lang ?? 'fr';

/** The same page in the other language, when it has one (both ways). */
export function counterpartOf(page: PageKey): PageKey | undefined {
  const own = pages[page].counterpart;
  if (own) return own;
  return (Object.keys(pages) as PageKey[]).find((key) => pages[key].counterpart === page);
}

/** Canonical path of each page, e.g. `paths.shop === '/pages/laboutique'`. */
export const paths = Object.fromEntries(
  Object.entries(pages).map(([key, page]) => [key, page.path]),
) as Readonly<Record<PageKey, string>>;
