// The memberships' mails, in French: the member number given, a document sent again or corrected.
import type { PaymentDocumentRef } from '../documents/document-store';
import type { MailMessage } from '../mail/mail-store';
import { DOCUMENTS_FOLLOW } from '../mail/mail-text';

export function memberNumberMail(
  member: { readonly firstName: string; readonly lastName: string; readonly email: string },
  number: number,
  /** Null while the attestation waits for the association's details: it will bear the number. */
  attestation: PaymentDocumentRef | null,
  signature: string,
): MailMessage {
  return {
    to: member.email,
    subject: `Votre numéro d’adhérent : ${number}`,
    text:
      `Bonjour ${member.firstName} ${member.lastName},\n\n` +
      `Votre numéro d’adhérent est le ${number}. Rappelez-le dans vos échanges avec l’association.\n\n` +
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
