// The mails of a paid donation, in French: the donor's thanks with the tax receipt, the association's
// notice, and the receipt that waited for the association's details.
import { DONATION_INCOME_CAP_PERCENT, DONATION_TAX_CREDIT_PERCENT, formatEuros } from '@mtdm/shared/commerce';
import {
  DONOR_STATUSES,
  labelOf,
  type PaidDocuments,
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
