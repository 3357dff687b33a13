// A paid payment refunded or charged back at the provider: recorded as such, its documents voided
// (kept with their numbers, never reused) and the association told, in one transaction.
import { formatEuros } from '@mtdm/shared/commerce';
import { documentRowsOf, voidDocuments } from '../documents/document-store';
import { enqueueMail } from '../mail/mail-store';
import {
  findPayment,
  givenBackInPartsCents,
  markRefunded,
  paymentReference,
} from '../payments/payment-store';
import { receiptNumber } from '../documents/issued-documents';
import type { SettlementContext } from './settle-payment';

const KIND_LABELS = { shop: 'commande de la boutique', membership: 'adhésion', donation: 'don' } as const;

/** Who gave a payment back: a volunteer from their space, with a reason, or the provider's report. */
export type RefundOrigin =
  { readonly volunteer: string; readonly reason: string } | { readonly provider: string };

const volunteerSource = (email: string) => `bénévole:${email}`;

/**
 * What this refund gave back, when parts of the payment went back before it: the rest, or, when the
 * last part left nothing, that the parts gave it all back. Nothing when no part went back.
 */
function afterParts(amountCents: number, partsCents: number): string {
  if (partsCents === 0) return '';
  if (partsCents >= amountCents)
    return `Ses remboursements partiels l’ont rendu en entier (${formatEuros(partsCents)}).\n\n`;
  return (
    `${formatEuros(partsCents)} en avaient déjà été remboursés en partie : ce remboursement rend le reste, ` +
    `${formatEuros(amountCents - partsCents)}.\n\n`
  );
}

/** True when this call recorded the refund (false: the payment was not a paid one). */
export function refundPayment(
  { db, recipients, now: clock }: SettlementContext,
  paymentId: string,
  origin: RefundOrigin,
): boolean {
  const byVolunteer = 'volunteer' in origin;
  const source = byVolunteer ? volunteerSource(origin.volunteer) : origin.provider;
  return db
    .transaction(() => {
      const now = clock().toISOString();
      if (!markRefunded(db, paymentId, source, now, byVolunteer ? origin.reason : null)) return false;
      voidDocuments(db, paymentId, now);
      const payment = findPayment(db, paymentId)!;
      const documents = documentRowsOf(db, paymentId).map((document) =>
        document.kind === 'tax-receipt'
          ? `le reçu fiscal n° ${receiptNumber(document.receiptYear!, document.receiptSequence!)}`
          : 'l’attestation d’adhésion',
      );
      const reference = paymentReference(payment.kind, payment.id);
      enqueueMail(db, {
        to: recipients.association,
        subject: byVolunteer
          ? `Paiement remboursé : ${reference} – ${formatEuros(payment.amountCents)}`
          : `Paiement remboursé ou contesté : ${reference} – ${formatEuros(payment.amountCents)}`,
        text:
          (byVolunteer
            ? `${origin.volunteer} a remboursé le paiement ${reference} (${KIND_LABELS[payment.kind]}, ` +
              `${formatEuros(payment.amountCents)}) depuis l’espace des bénévoles. Motif : ${origin.reason}\n\n`
            : `Le prestataire de paiement indique que le paiement ${reference} (${KIND_LABELS[payment.kind]}, ` +
              `${formatEuros(payment.amountCents)}) a été remboursé ou contesté par le payeur.\n\n`) +
          afterParts(payment.amountCents, givenBackInPartsCents(db, paymentId)) +
          (documents.length > 0
            ? `Documents annulés : ${documents.join(', ')}. Leur lien de téléchargement affiche désormais qu’ils sont annulés ; le numéro n’est pas réutilisé et figure comme annulé dans l’export du trésorier.\n`
            : 'Aucun document n’avait été émis pour ce paiement.\n') +
          (payment.kind === 'shop' ? '\nPensez à vérifier l’expédition de la commande.\n' : ''),
      });
      return true;
    })
    .immediate();
}
