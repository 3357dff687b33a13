export const inboxTexts = {
  messagesTitle: {
    musee: 'Messages adressés au musée',
    association: 'Messages adressés à l’association',
    chetom: 'Messages adressés au CHETOM',
  },
  applicationsTitle: 'Candidatures',
  listsLabel: 'Listes',
  lists: { 'a-traiter': 'À traiter', traites: 'Traités' },
  columns: { reference: 'Référence', from: 'De', received: 'Reçu le', handled: 'Traité le' },
  messageTitle: (reference: string) => `Message ${reference}`,
  applicationTitle: (reference: string) => `Candidature ${reference}`,
  facts: {
    from: 'De',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    visitorKind: 'Vous êtes',
    received: 'Reçu le',
    handled: 'Traité le',
    handledBy: 'Traité par',
  },
  messageHeading: 'Message',
  coverLetterHeading: 'Lettre de motivation',
  filesHeading: 'Pièces jointes',
  fileLink: (name: string, kilobytes: number) => `Télécharger ${name} (${kilobytes} Ko)`,
  filesHint: 'Chaque téléchargement est enregistré.',
  markHandled: 'Marquer comme traité',
  reply: (email: string) => `Répondre à ${email} (ouvre votre messagerie)`,
  replySubject: {
    message: (reference: string) => `Réponse à votre message ${reference}`,
    application: (reference: string) => `Votre candidature ${reference}`,
  },
  replyGreeting: (firstName: string, lastName: string) => `Bonjour ${firstName} ${lastName},`,
} as const;

/** The destinations of the contact forms as the addresses write them, and the role each answers to. */
export const DESTINATIONS = ['musee', 'association', 'chetom'] as const;
export type DestinationName = (typeof DESTINATIONS)[number];
