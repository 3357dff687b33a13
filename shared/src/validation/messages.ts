/** The validation messages, word for word (docs/forms-and-messages.md). */
export const validationMessages = {
  required: 'Veuillez remplir tous les champs obligatoires',
  email: 'Veuillez entrer une adresse email valide',
  checkoutPhone: 'Veuillez entrer un numéro de téléphone valide (format: 0XXXXXXXXX ou +33XXXXXXXXX)',
  phone: 'Veuillez entrer un numéro de téléphone valide (9-10 chiffres)',
  membershipConfirmation: 'Veuillez confirmer votre adhésion en cochant la case',
  donationAmount: 'Veuillez entrer un montant de don valide',
  /** Our wording for a rule the browser checks on the page; used by the api. */
  groupSize: 'La visite guidée est réservée aux groupes d’au moins 10 personnes.',
  /** Our wording: a text holding what VISIBLE_TEXT_PATTERN (rules.ts) refuses. */
  invisibleCharacters:
    'Ce texte contient des caractères invisibles qui ne s’écrivent pas au clavier : retirez-les.',
} as const;

/** Label of the membership checkbox. */
export const MEMBERSHIP_CONFIRMATION_LABEL = 'Je valide le formulaire.';
