// The mails of a paid payment, in French: the payer's confirmation with its documents, the
// association's notice, and a refund told to the payer.
import {
  DONATION_INCOME_CAP_PERCENT,
  DONATION_TAX_CREDIT_PERCENT,
  formatEuros,
  MODEL_WITHDRAWAL_FORM,
} from '@mtdm/shared/commerce';
import {
  DONOR_STATUSES,
  labelOf,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  type MembershipFieldValues,
  personLabels,
  phoneOfStored,
  shownValue,
} from '@mtdm/shared/contracts';
import type { Payer, Person } from '@mtdm/shared/validation';
import { formatDocumentDate } from '../documents/document-texts';
import type { MailMessage } from '../mail/mail-store';
import { DOCUMENTS_FOLLOW, frenchDay, lines, type PaidDocuments } from '../mail/mail-text';

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
      (documents.waiting
        ? '\n\nVotre attestation d’adhésion' +
          (member.donationCents > 0
            ? ' et le reçu fiscal de votre don vous parviendront'
            : ' vous parviendra') +
          ` dans un prochain courriel, ${DOCUMENTS_FOLLOW}.`
        : '\n\nVous trouverez en pièce jointe votre attestation d’adhésion' +
          (documents.receiptNumber
            ? ` et le reçu fiscal n° ${documents.receiptNumber} de votre don, à conserver pour votre déclaration de revenus.`
            : '.')) +
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
      (documents.waiting
        ? ` Votre reçu fiscal vous parviendra dans un prochain courriel, ${DOCUMENTS_FOLLOW}.`
        : documents.receiptNumber
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

export function refundMail(
  order: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly reference: string;
    readonly amountCents: number;
  },
  signature: string,
): MailMessage {
  return {
    to: order.email,
    subject: `Votre commande ${order.reference} a été remboursée`,
    text:
      `Bonjour ${order.firstName} ${order.lastName},\n\n` +
      `Le remboursement de votre commande ${order.reference}, soit ${formatEuros(order.amountCents)}, a été demandé à notre prestataire de paiement. ` +
      'Il apparaîtra sur le compte de la carte utilisée sous quelques jours.' +
      signature,
  };
}
