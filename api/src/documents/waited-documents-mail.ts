// The mail that brings a payer the documents that waited for the association's details.
import { formatEuros } from '@mtdm/shared/commerce';
import type { Db } from '../database/database';
import type { MailMessage } from '../mail/mail-store';
import { readDonation } from '../treasury/donation-store';
import { readMembership } from '../memberships/member-store';
import { paymentReference, type PaymentKind } from '../payments/payment-store';
import type { IssuedDocument } from './issued-documents';

export function waitedDocumentsMail(
  db: Db,
  payment: { readonly id: string; readonly kind: PaymentKind },
  documents: readonly IssuedDocument[],
  signature: string,
): MailMessage {
  const receipt = documents.find((document) => document.receiptNumber);
  const reference = paymentReference(payment.kind, payment.id);
  const attachments = documents.map(({ kind, version }) => ({
    document: { kind, paymentId: payment.id, version },
  }));
  if (payment.kind === 'membership') {
    const member = readMembership(db, payment.id);
    return {
      to: member.email,
      subject: 'Votre attestation d’adhésion à l’AAMTDM',
      text:
        `Bonjour ${member.firstName} ${member.lastName},\n\n` +
        `Comme annoncé lors de votre adhésion (référence ${reference}), voici votre attestation d’adhésion` +
        (receipt
          ? ` et le reçu fiscal n° ${receipt.receiptNumber} de votre don de ${formatEuros(member.donationCents)}, à conserver pour votre déclaration de revenus.`
          : '.') +
        ' Vous les trouverez en pièce jointe.' +
        signature,
      attachments,
    };
  }
  const donation = readDonation(db, payment.id);
  return {
    to: donation.email,
    subject: 'Votre reçu fiscal de l’AAMTDM',
    text:
      `Bonjour ${donation.firstName} ${donation.lastName},\n\n` +
      `Comme annoncé lors de votre don de ${formatEuros(donation.amountCents)} (référence ${reference}), ` +
      `voici votre reçu fiscal n° ${receipt?.receiptNumber ?? ''}, en pièce jointe : conservez-le pour votre déclaration.` +
      signature,
    attachments,
  };
}
