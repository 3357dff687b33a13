/**
 * Every page of the site, once: the module that owns it, its canonical path and French title (its
 * meta description is in page-descriptions.ts, read at build time only). The owner renders it from `src/pages/<kebab-key>-page.tsx`, exposed as
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
  | 'agenda'
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
  },
  museumInBrief: {
    owner: 'mfe_museum',
    path: '/pages/LeMuseeEnBref',
    title: 'Le musée en bref',
  },
  collections: {
    owner: 'mfe_museum',
    path: '/pages/sescollections',
    title: 'Ses collections',
  },
  archiveCentre: {
    owner: 'mfe_museum',
    path: '/pages/lechetom',
    title: 'Le CHETOM',
  },
  workAtMuseum: {
    owner: 'mfe_forms',
    path: '/pages/travailleraumusee',
    title: 'Travailler au musée',
  },
  shop: {
    owner: 'mfe_shop',
    path: '/pages/laboutique',
    title: 'La boutique',
  },
  missions: {
    owner: 'mfe_association',
    path: '/pages/sesmissions',
    title: 'Ses missions',
  },
  conferences: {
    owner: 'mfe_association',
    path: '/pages/sesconferences',
    title: 'Ses conférences',
  },
  membership: {
    owner: 'mfe_forms',
    path: '/pages/DevenirAdherent',
    title: 'Devenir adhérent',
  },
  donationSuccess: {
    owner: 'mfe_forms',
    path: '/pages/DonationSuccess',
    title: 'Confirmation du don',
  },
  donationCancel: {
    owner: 'mfe_forms',
    path: '/pages/DonationCancel',
    title: 'Don annulé',
  },
  memberArea: {
    owner: 'mfe_association',
    path: '/pages/Login',
    title: 'Espace Adhérent',
  },
  museumNews: {
    owner: 'mfe_museum',
    path: '/pages/ActualitesMusee',
    title: 'Actualités du musée',
  },
  associationNews: {
    owner: 'mfe_association',
    path: '/pages/ActualitesAAMTDM',
    title: 'Actualités de l’AAMTDM',
  },
  agenda: {
    owner: 'mfe_association',
    path: '/pages/Agenda',
    title: 'Agenda',
  },
  donation: {
    owner: 'mfe_forms',
    path: '/pages/FaireUnDon',
    title: 'Faire un don',
  },
  contactChooser: {
    owner: 'mfe_forms',
    path: '/pages/FormulairesContact',
    title: 'Nous contacter',
  },
  contactChetom: {
    owner: 'mfe_forms',
    path: '/pages/FormulaireChetom',
    title: 'Contacter le CHETOM',
  },
  contactMuseum: {
    owner: 'mfe_forms',
    path: '/pages/FormulaireMusee',
    title: 'Contacter le musée',
  },
  contactAssociation: {
    owner: 'mfe_forms',
    path: '/pages/FormulaireAssociation',
    title: 'Contacter l’association',
  },
  practicalInfo: {
    owner: 'mfe_museum',
    path: '/pages/informationsPratiques',
    title: 'Informations pratiques',
  },
  guidedTour: {
    owner: 'mfe_forms',
    path: '/pages/VisiteGuidee',
    title: 'Demander une Visite Guidée',
  },
  paymentSuccess: {
    owner: 'mfe_shop',
    path: '/pages/PaymentSuccess',
    title: 'Confirmation de paiement',
  },
  paymentCancel: {
    owner: 'mfe_shop',
    path: '/pages/PaymentCancel',
    title: 'Paiement annulé',
  },
  registrationSuccess: {
    owner: 'mfe_forms',
    path: '/pages/RegistrationSuccess',
    title: 'Confirmation d’adhésion',
  },
  registrationCancel: {
    owner: 'mfe_forms',
    path: '/pages/RegistrationCancel',
    title: 'Adhésion annulée',
  },
  termsOfSale: {
    owner: 'mfe_shop',
    path: '/pages/CGV',
    title: 'Conditions générales de vente',
  },
  legalInformation: {
    owner: 'mfe_association',
    path: '/pages/InformationsLegales',
    title: 'Informations légales',
  },
  ...englishPages,
};

/** The language of a page: 'en' for the visit in English, 'fr' for every other page. */
export const languageOf = (page: PageKey): 'fr' | 'en' => pages[page].lang ?? 'fr';

/**
 * The language of an address: 'en' under /en/ (the visit in English, and a mistyped address there),
 * 'fr' everywhere else.
 */
export const languageOfAddress = (pathname: string): 'fr' | 'en' =>
  /^\/en(?:\/|$)/i.test(pathname) ? 'en' : 'fr';

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
