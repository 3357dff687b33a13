import type { RecordedOrder } from '../payments/payment-details-store';
import { formatDocumentDate } from '../documents/document-texts';
import {
  DONATION_INCOME_CAP_PERCENT,
  DONATION_TAX_CREDIT_PERCENT,
  formatEuros,
  MODEL_WITHDRAWAL_FORM,
} from '@mtdm/shared/commerce';
import type { SiteDetails } from '@mtdm/shared/content';
import {
  CHETOM_VISITOR_KINDS,
  DONOR_STATUSES,
  labelOf,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  ofName,
  personLabels,
  phoneOfStored,
  shownValue,
  type MembershipFieldValues,
} from '@mtdm/shared/contracts';
import type { Payer, Person } from '@mtdm/shared/validation';
import type { PaymentDocumentRef } from '../documents/document-store';
import type { MailMessage } from './mail-store';
import type { ContactMessage, TourRequest } from '../inbox/submission-store';

/** The documents a paid payment gave: joined to its confirmation, the receipt named by number. */
export interface PaidDocuments {
  readonly refs: readonly PaymentDocumentRef[];
  readonly receiptNumber: string | null;
}

/** Mail texts, in French. Every function returns plain text; nothing here touches the database. */

/** The closing lines of the mails a payer or a buyer receives, from the published details. */
export const mailSignature = (details: SiteDetails) =>
  `\n\n--\n${details.museumName} – ${details.city}\n${details.associationName} (${details.associationShortName})`;

const lines = (entries: ReadonlyArray<readonly [string, string | number | null | undefined]>) =>
  entries
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label} : ${value}`)
    .join('\n');

/** "mardi 14 avril 2026 à 10:32:05 UTC+2" style date, Paris time. */
function formatParisDateTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(date);
  const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(
    date,
  );
  return `${day} à ${time} (heure de Paris)`;
}

/** '1960-05-12' as a French reader writes it (« 12 mai 1960 », « 1er » for the first); else as typed. */
const frenchDay = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDocumentDate(iso) : iso);

const FORM_LABELS = {
  chetom: 'Centre d’histoire et d’études des troupes de marine (CHETOM)',
  museum: 'Musée',
  association: 'Association (AAMTDM)',
} as const;

export function contactNotification(
  to: string,
  form: keyof typeof FORM_LABELS,
  data: ContactMessage,
): MailMessage {
  return {
    to,
    replyTo: data.email,
    subject: `Nouveau message du formulaire de contact – ${FORM_LABELS[form]}`,
    text:
      `Un message a été envoyé depuis le formulaire de contact « ${FORM_LABELS[form]} » du site.\n\n` +
      lines([
        [personLabels.firstName, data.firstName],
        [personLabels.lastName, data.lastName],
        [personLabels.email, data.email],
        [personLabels.phone, data.phone && phoneOfStored(data.phone)],
        // The CHETOM's form sends a letter for each kind of visitor: the words it stands for.
        ['Vous êtes', data.visitorKind && labelOf(CHETOM_VISITOR_KINDS, data.visitorKind)],
      ]) +
      `\n\nMessage :\n${data.message}`,
  };
}

export function tourNotification(to: string, data: TourRequest): MailMessage {
  return {
    to,
    replyTo: data.email,
    subject: `Demande de visite guidée – groupe de ${data.groupSize} personnes le ${data.date}`,
    text:
      'Une demande de visite guidée a été envoyée depuis le site.\n\n' +
      lines([
        [personLabels.firstName, data.firstName],
        [personLabels.lastName, data.lastName],
        [personLabels.email, data.email],
        [personLabels.phone, data.phone && phoneOfStored(data.phone)],
        ['Date souhaitée', frenchDay(data.date)],
        ['Heure souhaitée', data.time],
        ['Nombre de personnes', data.groupSize],
      ]) +
      `\n\nDemandes particulières :\n${data.specialRequests || '(aucune)'}`,
  };
}

export function applicationNotification(
  to: string,
  data: { firstName: string; lastName: string; email: string; phone: string; coverLetter: string },
  attachments: readonly { readonly filename: string; readonly path: string }[],
): MailMessage {
  return {
    to,
    replyTo: data.email,
    subject: `Candidature ${ofName(`${data.firstName} ${data.lastName}`)}`,
    text:
      'Une candidature a été envoyée depuis la page « Travailler au musée ».\n\n' +
      lines([
        [personLabels.firstName, data.firstName],
        [personLabels.lastName, data.lastName],
        [personLabels.email, data.email],
        [personLabels.phone, data.phone && phoneOfStored(data.phone)],
      ]) +
      `\n\nLettre de motivation :\n${data.coverLetter}\n\nPièces jointes : ${attachments.map((file) => file.filename).join(', ') || 'aucune'}`,
    attachments,
  };
}

export interface PaidOrder extends Payer {
  reference: string;
  lines: { name: string; size: string | null; quantity: number; unitPriceCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  amountCents: number;
}

const orderLines = (order: PaidOrder) =>
  order.lines
    .map(
      (line) =>
        `- ${line.name}${line.size ? ` (taille ${line.size})` : ''} × ${line.quantity} : ${formatEuros(line.unitPriceCents * line.quantity)}`,
    )
    .join('\n') +
  `\nSous-total : ${formatEuros(order.subtotalCents)}\nFrais d’envoi : ${formatEuros(order.shippingCents)}\nTotal payé : ${formatEuros(order.amountCents)}`;

/** Where the buyer reads the terms of sale and withdraws online (absolute addresses). */
export interface OrderLinks {
  readonly termsOfSale: string;
  readonly withdrawal: string;
}

/**
 * The order's confirmation, a durable medium: what was bought and paid, the terms of sale's address,
 * and the model withdrawal form filled with what the shop knows (the consumer code requires both).
 */
export function orderConfirmation(
  order: PaidOrder,
  signature: string,
  links: OrderLinks,
  paidAt: string,
): MailMessage {
  const form = MODEL_WITHDRAWAL_FORM;
  const ordered = formatDocumentDate(paidAt);
  return {
    to: order.email,
    subject: `Votre commande à la boutique du musée (${order.reference})`,
    text:
      `Bonjour ${order.firstName} ${order.lastName},\n\nVotre paiement a bien été reçu et votre commande ${order.reference} est confirmée. Merci !\n\n` +
      `${orderLines(order)}\n\nLivraison à :\n${order.address}\n${order.postcode} ${order.city}\n\n` +
      'Vous pouvez exercer votre droit de rétractation dans les conditions prévues par nos conditions générales de vente, ' +
      `à lire et à conserver à cette adresse :\n${links.termsOfSale}\n\n` +
      `Pour vous rétracter, utilisez la fonction en ligne (${links.withdrawal}) ou renvoyez par courrier le formulaire ci-dessous.\n\n` +
      `${form.title}\n\n${form.instructions}\n\n${form.addressee}\n${form.notice} ${form.blank}\n` +
      `${form.orderedOn(ordered, form.blank)}\n${form.reference(order.reference)}\n${form.name}\n${form.address}\n` +
      `${form.signature}\n${form.date}` +
      signature,
    // The terms of sale as the site shows them, made into a PDF when the mail leaves.
    attachments: [{ filename: 'conditions-generales-de-vente.pdf', sitePage: 'termsOfSale' }],
  };
}

export function orderNotification(to: string, order: PaidOrder): MailMessage {
  return {
    to,
    subject: `Commande payée ${order.reference} – ${formatEuros(order.amountCents)}`,
    text:
      `Commande payée en ligne : ${order.reference}\n\n` +
      lines([
        ['Client', `${order.firstName} ${order.lastName}`],
        [personLabels.email, order.email],
        [personLabels.phone, phoneOfStored(order.mobileNumber)],
        ['Adresse', `${order.address}, ${order.postcode} ${order.city}`],
      ]) +
      `\n\n${orderLines(order)}`,
  };
}

export interface PaidMembership extends Person, Partial<MembershipFieldValues> {
  reference: string;
  membershipType: string;
  feeCents: number;
  donationCents: number;
  amountCents: number;
  lifetime: boolean;
}

export function membershipConfirmation(
  member: PaidMembership,
  documents: PaidDocuments,
  signature: string,
): MailMessage {
  return {
    to: member.email,
    subject: 'Votre adhésion à l’AAMTDM',
    text:
      `Bonjour ${member.firstName} ${member.lastName},\n\nNous avons bien reçu votre paiement de ${formatEuros(member.amountCents)} ` +
      `(cotisation ${formatEuros(member.feeCents)}${member.donationCents > 0 ? `, don ${formatEuros(member.donationCents)}` : ''}). ` +
      `Votre adhésion est enregistrée sous la référence ${member.reference}.` +
      (member.lifetime ? ' Votre versement vous donne le titre de membre à vie.' : '') +
      '\n\nVous trouverez en pièce jointe votre attestation d’adhésion' +
      (documents.receiptNumber
        ? ` et le reçu fiscal n° ${documents.receiptNumber} de votre don, à conserver pour votre déclaration de revenus.`
        : '.') +
      '\n\nVotre numéro d’adhérent vous sera communiqué ultérieurement. Merci de votre soutien !' +
      signature,
    attachments: documents.refs.map((document) => ({ document })),
  };
}

export function membershipNotification(to: string, member: PaidMembership): MailMessage {
  return {
    to,
    subject: `Nouvelle adhésion payée ${member.reference} – ${member.lastName} ${member.firstName}`,
    text:
      'Adhésion payée en ligne.\n\n' +
      lines([
        ['Référence', member.reference],
        [personLabels.lastName, member.lastName],
        [personLabels.firstName, member.firstName],
        ['Date de naissance', frenchDay(member.birthDate)],
        ['Lieu de naissance', member.birthPlace],
        ['Statut', labelOf(MEMBERSHIP_STATUSES, member.status)],
        ...MEMBERSHIP_FIELDS.map(
          (field) => [field.label.fr, shownValue(field, member[field.name] ?? '')] as const,
        ),
        ['Type d’adhésion', labelOf(MEMBERSHIP_TYPES, member.membershipType)],
        ['Adresse', `${member.address}, ${member.postcode} ${member.city}`],
        [personLabels.phone, phoneOfStored(member.mobileNumber)],
        [personLabels.email, member.email],
        ['Cotisation', formatEuros(member.feeCents)],
        ['Don', formatEuros(member.donationCents)],
        ['Total payé', formatEuros(member.amountCents)],
        ['Membre à vie', member.lifetime ? 'oui' : 'non'],
      ]),
  };
}

export interface PaidDonation extends Person {
  reference: string;
  amountCents: number;
}

export function donationConfirmation(
  donation: PaidDonation,
  documents: PaidDocuments,
  signature: string,
): MailMessage {
  return {
    to: donation.email,
    subject: 'Merci pour votre don à l’AAMTDM',
    text:
      `Bonjour ${donation.firstName} ${donation.lastName},\n\nNous avons bien reçu votre don de ${formatEuros(donation.amountCents)} ` +
      `(référence ${donation.reference}).` +
      (documents.receiptNumber
        ? ` Votre reçu fiscal n° ${documents.receiptNumber} est joint à ce courriel : conservez-le pour votre déclaration.`
        : '') +
      (donation.status === 'particulier'
        ? ` Votre don ouvre droit à une réduction d’impôt de ${DONATION_TAX_CREDIT_PERCENT} % de son montant, dans la limite de ${DONATION_INCOME_CAP_PERCENT} % du revenu imposable.`
        : '') +
      '\n\nMerci de votre générosité !' +
      signature,
    attachments: documents.refs.map((document) => ({ document })),
  };
}

export function donationNotification(to: string, donation: PaidDonation): MailMessage {
  return {
    to,
    subject: `Nouveau don payé ${donation.reference} – ${formatEuros(donation.amountCents)}`,
    text:
      'Don payé en ligne.\n\n' +
      lines([
        ['Référence', donation.reference],
        [personLabels.lastName, donation.lastName],
        [personLabels.firstName, donation.firstName],
        ['Statut', labelOf(DONOR_STATUSES, donation.status)],
        ['Date de naissance', frenchDay(donation.birthDate)],
        ['Lieu de naissance', donation.birthPlace],
        ['Adresse', `${donation.address}, ${donation.postcode} ${donation.city}`],
        [personLabels.phone, phoneOfStored(donation.mobileNumber)],
        [personLabels.email, donation.email],
        ['Montant', formatEuros(donation.amountCents)],
      ]),
  };
}

export interface WithdrawalMail {
  reference: string;
  orderReference: string;
  firstName: string;
  lastName: string;
  email: string;
  items: string;
  receivedAt: string;
}

/** The acknowledgement of a withdrawal: the order as recorded, nothing the requester typed. */
export interface WithdrawalAcknowledgement {
  readonly reference: string;
  readonly receivedAt: string;
  readonly orderReference: string;
  readonly order: RecordedOrder;
}

export function withdrawalAcknowledgement(
  acknowledgement: WithdrawalAcknowledgement,
  signature: string,
): MailMessage {
  const { order } = acknowledgement;
  const articles = order.lines
    .map((line) => `- ${line.quantity} × ${line.name}${line.size ? ` (taille ${line.size})` : ''}`)
    .join('\n');
  return {
    to: order.email,
    subject: `Accusé de réception de votre rétractation (${acknowledgement.reference})`,
    text:
      `Bonjour ${order.firstName} ${order.lastName},\n\n` +
      `Nous accusons réception de votre demande de rétractation, enregistrée le ${formatParisDateTime(acknowledgement.receivedAt)} ` +
      `sous la référence ${acknowledgement.reference}.\n\n` +
      lines([['Commande concernée', acknowledgement.orderReference]]) +
      `\nArticles de cette commande :\n${articles}\n\n` +
      'Si votre demande ne porte que sur une partie de ces articles, l’association vous le confirmera en vous répondant.\n\n' +
      'Les modalités de retour des articles et de remboursement sont décrites à l’article « Rétractation » de nos conditions générales de vente.' +
      signature,
  };
}

export function withdrawalNotification(to: string, withdrawal: WithdrawalMail): MailMessage {
  return {
    to,
    replyTo: withdrawal.email,
    subject: `Rétractation ${withdrawal.reference} – commande ${withdrawal.orderReference}`,
    text:
      `Demande de rétractation reçue le ${formatParisDateTime(withdrawal.receivedAt)}.\n\n` +
      lines([
        ['Référence', withdrawal.reference],
        ['Commande', withdrawal.orderReference],
        [personLabels.lastName, withdrawal.lastName],
        [personLabels.firstName, withdrawal.firstName],
        [personLabels.email, withdrawal.email],
      ]) +
      `\n\nArticles :\n${withdrawal.items}`,
  };
}
