// The memberships' mails, in French: the member's confirmation and the association's notice of a paid
// membership, the member number given, the documents that waited, a document sent again or corrected.
import { formatEuros } from '@mtdm/shared/commerce';
import {
  labelOf,
  MEMBERSHIP_FIELDS,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  type MembershipFieldValues,
  type PaidDocuments,
  type PaymentDocumentRef,
  personLabels,
  phoneOfStored,
  shownValue,
} from '@mtdm/shared/contracts';
import type { Person } from '@mtdm/shared/validation';
import type { WaitedDocuments } from '../documents/document-payer';
import { DOCUMENTS_FOLLOW } from '../documents/document-texts';
import type { MailMessage } from '../mail/mail-store';
import { frenchDay, lines, spaceInvitation } from '../mail/mail-text';

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
  { origin, signature }: { readonly origin: string; readonly signature: string },
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
      spaceInvitation(
        origin,
        'Vous retrouverez à tout moment vos adhésions, leurs attestations et vos reçus fiscaux',
      ) +
      '\n\nVotre numéro d’adhérent vous sera communiqué ultérieurement. Merci de votre soutien !' +
      signature,
    attachments: documents.refs.map((document) => ({ document })),
  };
}

export function membershipNotification(to: string, member: PaidMembership): MailMessage {
  return {
    to,
    // The association answers the member; an erasure of the member finds this copy by it.
    replyTo: member.email,
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

export function memberNumberMail(
  member: { readonly firstName: string; readonly lastName: string; readonly email: string },
  number: number,
  /** Null while the attestation waits for the association's details: it will bear the number. */
  attestation: PaymentDocumentRef | null,
  signature: string,
  /** The number given before, when this one corrects it. */
  replaced?: number,
): MailMessage {
  return {
    to: member.email,
    subject: `Votre numéro d’adhérent : ${number}`,
    text:
      `Bonjour ${member.firstName} ${member.lastName},\n\n` +
      `Votre numéro d’adhérent est le ${number}.` +
      (replaced === undefined ? '' : ` Il remplace le numéro ${replaced} que nous vous avions indiqué.`) +
      ' Rappelez-le dans vos échanges avec l’association.\n\n' +
      (attestation
        ? 'Votre attestation d’adhésion, qui le porte désormais, est jointe à ce message.'
        : `Votre attestation d’adhésion, qui le portera, vous parviendra dans un prochain courriel, ${DOCUMENTS_FOLLOW}.`) +
      signature,
    ...(attestation ? { attachments: [{ document: attestation }] } : {}),
  };
}

export function documentResentMail(to: string, document: PaymentDocumentRef, signature: string): MailMessage {
  const what = document.kind === 'tax-receipt' ? 'votre reçu fiscal' : 'votre attestation d’adhésion';
  return {
    to,
    subject: document.kind === 'tax-receipt' ? 'Votre reçu fiscal' : 'Votre attestation d’adhésion',
    text: `Bonjour,\n\nComme demandé, voici de nouveau ${what}, en pièce jointe.` + signature,
    attachments: [{ document }],
  };
}

/**
 * A membership's standing documents, mailed to its member once the address typed wrong when paying is
 * corrected: the first time they reach the member.
 */
export function documentsAtCorrectedAddressMail(
  to: string,
  member: { readonly firstName: string; readonly lastName: string },
  documents: readonly PaymentDocumentRef[],
  signature: string,
): MailMessage {
  const what = documents.map((document) =>
    document.kind === 'tax-receipt' ? 'votre reçu fiscal' : 'votre attestation d’adhésion',
  );
  return {
    to,
    subject: 'Vos documents d’adhésion',
    text:
      `Bonjour ${member.firstName} ${member.lastName},\n\nVotre adresse e-mail est désormais celle de votre adhésion. ` +
      `L’association avait envoyé ${what.join(' et ')} à l’adresse mal écrite : les voici, en pièces jointes.` +
      signature,
    attachments: documents.map((document) => ({ document })),
  };
}

/** A corrected document, mailed to its payer: what changed, and that it replaces the earlier one. */
export function documentCorrectedMail(
  to: string,
  document: PaymentDocumentRef,
  reason: string,
  signature: string,
): MailMessage {
  const what = document.kind === 'tax-receipt' ? 'votre reçu fiscal' : 'votre attestation d’adhésion';
  return {
    to,
    subject:
      document.kind === 'tax-receipt'
        ? 'Votre reçu fiscal rectifié'
        : 'Votre attestation d’adhésion rectifiée',
    text:
      `Bonjour,\n\nL’association a établi une nouvelle version de ${what} (${reason}), jointe à ce message. ` +
      'Elle annule et remplace la précédente : conservez celle-ci.' +
      signature,
    attachments: [{ document }],
  };
}

/**
 * To the association: a member's name was corrected after the tax receipt of their gift was issued;
 * the treasurer is to issue it again, from the membership, in the corrected name.
 */
export function receiptToReissueMail(
  to: string,
  member: Person & { readonly reference: string; readonly receiptNumber: string; readonly reason: string },
): MailMessage {
  return {
    to,
    // The association answers the member; an erasure of the member finds this copy by it.
    replyTo: member.email,
    subject: `Reçu fiscal à rectifier : adhésion ${member.reference}`,
    text:
      `Bonjour,\n\nLe nom de l’adhérent de l’adhésion ${member.reference} a été corrigé (${member.reason}) : ` +
      `il s’écrit désormais ${member.firstName} ${member.lastName}. Son attestation lui a été envoyée de nouveau. ` +
      `Le reçu fiscal n° ${member.receiptNumber} de son don porte encore l’ancien nom : la trésorerie l’établit ` +
      'de nouveau depuis la fiche de l’adhésion, dans l’espace des bénévoles (« Document rectificatif »).',
  };
}

/** The attestation (and the receipt of the gift) that waited for the association's details. */
export function waitedDocumentsMail(
  member: Person & { readonly donationCents: number },
  waited: WaitedDocuments,
  signature: string,
): MailMessage {
  return {
    to: member.email,
    subject: 'Votre attestation d’adhésion à l’AAMTDM',
    text:
      `Bonjour ${member.firstName} ${member.lastName},\n\n` +
      `Comme annoncé lors de votre adhésion (référence ${waited.reference}), voici votre attestation d’adhésion` +
      (waited.receiptNumber
        ? ` et le reçu fiscal n° ${waited.receiptNumber} de votre don de ${formatEuros(member.donationCents)}, à conserver pour votre déclaration de revenus.`
        : '.') +
      ' Vous les trouverez en pièce jointe.' +
      signature,
    attachments: waited.refs.map((document) => ({ document })),
  };
}

/**
 * The association's link to an address it believes a member's, theirs typed wrong when paying: it
 * names the membership by its reference alone, since the address may be typed wrong again.
 */
export const emailCorrectionMail =
  (reference: string) =>
  (to: string, link: string): MailMessage => ({
    to,
    subject: 'Confirmez votre adresse e-mail d’adhérent',
    text:
      'Bonjour,\n\n' +
      `L’AAMTDM a enregistré votre adhésion (référence ${reference}) sous une adresse e-mail qui semble mal écrite : ses courriels ne vous sont pas parvenus. Si cette adresse-ci est bien la vôtre, ouvrez ce lien dans les 24 heures pour qu’elle devienne celle de votre adhésion et de votre espace adhérent :\n\n` +
      `${link}\n\n` +
      'Si vous n’avez pas adhéré à l’association, ignorez ce message : rien ne changera.',
  });

/**
 * The notice to an address a membership was filed under by mistake, once corrected: it names neither the
 * member nor their address, nor the membership (it is somebody else's mailbox), and lets a member whose
 * own address was taken away by mistake say so.
 */
export const correctedAwayNoticeMail = (to: string): MailMessage => ({
  to,
  subject: 'Une adhésion enregistrée par erreur à votre adresse',
  text:
    'Bonjour,\n\n' +
    'Une adhésion à l’AAMTDM avait été enregistrée par erreur sous cette adresse e-mail. L’association vient de la corriger : vous ne recevrez plus de courriels à son sujet.\n\n' +
    'Si cette adhésion est la vôtre, répondez à ce message ou écrivez à l’association : elle rétablira votre adresse.',
});
