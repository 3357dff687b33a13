import { formatEuros, LIFETIME_MEMBER_THRESHOLD_CENTS, MEMBERSHIP_FEES_CENTS } from '@mtdm/shared/commerce';
import { MEMBERSHIP_FIELDS, type MembershipFieldName } from '@mtdm/shared/contracts';
import { payerLabels } from '../../common/payer/payer-fields';
import { associationFacts, countInWords, formatCount } from '@mtdm/shared/site';

/** Texts of the membership page (edit here, not in the JSX). */
export const membershipContent = {
  intro: [
    `Fondée en ${associationFacts.foundedIn}, l’association des amis du Musée des Troupes de Marine (AAMTDM) rassemble environ ${formatCount(associationFacts.members)} membres autour d’un même attachement : faire vivre la mémoire des troupes de marine et soutenir le musée de Fréjus.`,
    `Adhérer, c’est financer l’enrichissement et la restauration des collections, participer aux ${countInWords(associationFacts.conferencesPerYear)} conférences organisées chaque année et recevoir les nouvelles de l’association. Civils et militaires, d’active, de réserve ou retraités, tous sont les bienvenus.`,
  ],
  feesTitle: 'Montant de la cotisation annuelle',
  fees: [
    `Adhésion individuelle : ${formatEuros(MEMBERSHIP_FEES_CENTS.individual)} par an.`,
    `Associations et amicales : ${formatEuros(MEMBERSHIP_FEES_CENTS.family)} par an.`,
    `Un versement de ${formatEuros(LIFETIME_MEMBER_THRESHOLD_CENTS)} ou plus (cotisation et don compris) vous confère le titre de membre à vie.`,
  ],
  chequeTitle: 'Vous préférez payer par chèque ?',
  cheque: [
    'Libellez votre chèque à l’ordre de l’AAMTDM et adressez-le, avec vos nom, prénom, adresse et le type d’adhésion choisi, à :',
  ],
  chequeNote: 'Votre adhésion prend effet à la réception du chèque.',
  onlineTitle: 'Adhérer en ligne',
  onlineIntro:
    'Remplissez le formulaire, validez-le, puis réglez votre cotisation par carte bancaire sur la page sécurisée de notre prestataire de paiement. Vous pouvez y ajouter un don. Dès la confirmation du paiement, votre attestation d’adhésion (et le reçu fiscal de votre don) vous est envoyée par e-mail.',
  requiredNote: 'Les champs marqués (facultatif) peuvent rester vides ; tous les autres sont obligatoires.',
  submit: 'Valider et passer au paiement',
  modalTitle: 'Paiement de votre adhésion',
  /** Said while the payment window arrives (fetched when the form is first used). */
  modalLoading: 'Ouverture du paiement…',
  donationQuestion: 'Souhaitez-vous ajouter un don à votre cotisation ?',
  donationLabel: 'Montant du don (en euros)',
  lifetimeNote: 'Avec ce montant, vous recevez le titre de membre à vie de l’association.',
  pay: 'Je paye',
  providerNote: 'Vous allez être redirigé vers la page de paiement sécurisée de notre prestataire.',
} as const;

export const membershipLabels = {
  ...payerLabels,
  status: 'Vous êtes',
  ...(Object.fromEntries(MEMBERSHIP_FIELDS.map((field) => [field.name, field.label.fr])) as Record<
    MembershipFieldName,
    string
  >),
  membershipType: 'Type d’adhésion',
} as const;
