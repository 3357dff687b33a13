import { personLabels, type ContactKind } from '@mtdm/shared/contracts';
import { lowerCasePaths, pages, type PageKey } from '@mtdm/shared/routing';
import { FORM_STORAGE_KEYS } from '../../common/form-storage-keys';

/** What a volunteer may edit: the texts of the contact chooser and of the three contact forms. */
export interface ContactFormContent {
  readonly page: PageKey;
  /** Card title on the chooser. */
  readonly cardTitle: string;
  /** Card text on the chooser. */
  readonly cardText: string;
  /** Text of the card's link, which names its recipient. */
  readonly cardAction: string;
  /** The chooser links to the lower-case address of each form. */
  readonly chooserPath: string;
  /** Paragraph under the page heading. */
  readonly intro: string;
  /** Storage key of the values typed, kept until the message is sent. */
  readonly storageKey: string;
}

export const chooserContent = {
  title: pages.contactChooser.title,
  intro:
    'Le musée, l’association de ses amis et le centre d’archives répondent chacun à leurs propres questions. Choisissez le bon interlocuteur : votre message lui parviendra directement.',
} as const;

export const contactForms: Readonly<Record<ContactKind, ContactFormContent>> = {
  museum: {
    page: 'contactMuseum',
    cardTitle: 'Le musée',
    cardText:
      'Une question sur votre visite, l’accueil d’un groupe ou d’une classe, les collections exposées ou un don d’objet.',
    cardAction: 'Écrire au musée',
    chooserPath: lowerCasePaths.contactMuseum,
    intro:
      'Posez votre question à l’équipe du Musée des Troupes de Marine : visite en famille ou en groupe, projet pédagogique, recherche sur un objet des collections. Nous vous répondons par e-mail ou par téléphone.',
    storageKey: FORM_STORAGE_KEYS.contactMuseum,
  },
  association: {
    page: 'contactAssociation',
    cardTitle: 'L’association (AAMTDM)',
    cardText:
      'L’adhésion, les conférences, les commandes groupées de la boutique et la vie de l’association des amis du musée.',
    cardAction: 'Écrire à l’association',
    chooserPath: lowerCasePaths.contactAssociation,
    intro:
      'Écrivez à l’association des amis du Musée des Troupes de Marine : adhésion, cotisation, conférences, commande de plusieurs articles de la boutique ou toute autre question sur la vie de l’association.',
    storageKey: FORM_STORAGE_KEYS.contactAssociation,
  },
  chetom: {
    page: 'contactChetom',
    cardTitle: 'Le centre d’archives (CHETOM)',
    cardText:
      'Une recherche dans les archives, un fonds privé à confier, une demande d’étudiant, d’enseignant ou de chercheur.',
    cardAction: 'Écrire au CHETOM',
    chooserPath: lowerCasePaths.contactChetom,
    intro:
      'Le Centre d’histoire et d’études des troupes d’outre-mer accueille chercheurs, étudiants, enseignants et familles. Décrivez votre recherche ou le fonds que vous souhaitez confier : un archiviste vous répondra.',
    storageKey: FORM_STORAGE_KEYS.contactChetom,
  },
};

/** Order of the cards on the chooser. */
export const CHOOSER_ORDER: readonly ContactKind[] = ['museum', 'association', 'chetom'];

/** Labels of the contact form fields (the payload names are those of docs/http-calls.md). */
export const contactFieldLabels = {
  'first-name': personLabels.firstName,
  'last-name': personLabels.lastName,
  email: personLabels.email,
  'phone-prefix': personLabels.phonePrefix,
  phone: personLabels.phone,
  'vous-etes': 'Vous êtes',
  message: 'Votre message',
} as const;
