// The mails of a paid donation, in French: the donor's thanks with the tax receipt, the association's
// notice, the receipt that waited for the association's details, and those of an address typed wrong.
import { DONATION_INCOME_CAP_PERCENT, DONATION_TAX_CREDIT_PERCENT, formatEuros } from '@mtdm/shared/commerce';
import {
  DONOR_STATUSES,
  labelOf,
  type PaidDocuments,
  type PaymentDocumentRef,
  personLabels,
  phoneOfStored,
} from '@mtdm/shared/contracts';
import type { Person } from '@mtdm/shared/validation';
import type { WaitedDocuments } from '../documents/document-payer';
import { DOCUMENTS_FOLLOW } from '../documents/document-texts';
import type { MailMessage } from '../mail/mail-store';
import { frenchDay, lines, spaceInvitation } from '../mail/mail-text';

export interface PaidDonation extends Person {
  reference: string;
  amountCents: number;
}

export function donationConfirmation(
  donation: PaidDonation,
  documents: PaidDocuments,
  { origin, signature }: { readonly origin: string; readonly signature: string },
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
      spaceInvitation(origin, 'Vous retrouverez à tout moment vos dons et leurs reçus fiscaux') +
      '\n\nMerci de votre générosité !' +
      signature,
    attachments: documents.refs.map((document) => ({ document })),
  };
}

export function donationNotification(to: string, donation: PaidDonation): MailMessage {
  return {
    to,
    // The association answers the donor; an erasure of the donor finds this copy by it.
    replyTo: donation.email,
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

/** The tax receipt that waited for the association's details. */
export function waitedReceiptMail(
  donation: Person & { readonly amountCents: number },
  waited: WaitedDocuments,
  signature: string,
): MailMessage {
  return {
    to: donation.email,
    subject: 'Votre reçu fiscal de l’AAMTDM',
    text:
      `Bonjour ${donation.firstName} ${donation.lastName},\n\n` +
      `Comme annoncé lors de votre don de ${formatEuros(donation.amountCents)} (référence ${waited.reference}), ` +
      `voici votre reçu fiscal n° ${waited.receiptNumber ?? ''}, en pièce jointe : conservez-le pour votre déclaration.` +
      signature,
    attachments: waited.refs.map((document) => ({ document })),
  };
}

/**
 * The link the treasurer sends to the right address of a donor whose address was typed wrong: it names
 * the donation by its reference only (this address could be wrong too).
 */
export const donorEmailCorrectionMail =
  (reference: string) =>
  (to: string, link: string): MailMessage => ({
    to,
    subject: 'Confirmez votre adresse e-mail de donateur',
    text:
      'Bonjour,\n\n' +
      `L’AAMTDM a enregistré votre don (référence ${reference}) sous une adresse e-mail qui semble mal écrite : ses courriels, et votre reçu fiscal, ne vous sont pas parvenus. Si cette adresse-ci est bien la vôtre, ouvrez ce lien dans les 24 heures pour qu’elle devienne celle de votre don :\n\n` +
      `${link}\n\n` +
      'Si vous n’avez pas fait de don à l’association, ignorez ce message : rien ne changera.',
  });

/** The receipt in force of a donation whose address was just corrected, to the right address. */
export function receiptAtCorrectedAddressMail(
  to: string,
  donation: { readonly firstName: string; readonly lastName: string; readonly reference: string },
  receipt: PaymentDocumentRef,
  signature: string,
): MailMessage {
  return {
    to,
    subject: 'Votre reçu fiscal de l’AAMTDM',
    text:
      `Bonjour ${donation.firstName} ${donation.lastName},\n\n` +
      `Votre adresse e-mail est désormais celle de votre don (référence ${donation.reference}). ` +
      'L’association avait envoyé votre reçu fiscal à l’adresse mal écrite : le voici, en pièce jointe. Conservez-le pour votre déclaration.' +
      signature,
    attachments: [{ document: receipt }],
  };
}

/**
 * The notice to an address a donation was filed under by mistake, once corrected: it names neither the
 * donor, nor the donation, nor the right address, and lets a donor whose own address was taken away by
 * mistake say so.
 */
export const donationCorrectedAwayNoticeMail = (to: string): MailMessage => ({
  to,
  subject: 'Un don enregistré par erreur à votre adresse',
  text:
    'Bonjour,\n\n' +
    'Un don à l’AAMTDM avait été enregistré par erreur sous cette adresse e-mail. L’association vient de le corriger : vous ne recevrez plus de courriels à son sujet.\n\n' +
    'Si ce don est le vôtre, répondez à ce message ou écrivez à l’association : elle rétablira votre adresse.',
});
