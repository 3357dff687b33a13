// The orders' mails, in French: a withdrawal acknowledged and sent on, and the buyer told of a shipment.
import { trackingUrlOf } from '@mtdm/shared/commerce';
import { personLabels } from '@mtdm/shared/contracts';
import type { MailMessage } from '../mail/mail-store';
import { formatParisDateTime, lines } from '../mail/mail-text';
import type { RecordedOrder } from '../payments/payment-details-store';

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

export interface ShippedOrder {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly reference: string;
  readonly carrier: string;
  readonly trackingNumber: string;
}

export function shipmentMail(order: ShippedOrder, signature: string): MailMessage {
  const tracking = trackingUrlOf(order.carrier, order.trackingNumber);
  return {
    to: order.email,
    subject: `Votre commande ${order.reference} a été expédiée`,
    text:
      `Bonjour ${order.firstName} ${order.lastName},\n\n` +
      `Votre commande ${order.reference} vient d’être remise au transporteur.\n\n` +
      `Transporteur\u00a0: ${order.carrier}\n` +
      `Numéro de suivi\u00a0 : ${order.trackingNumber}\n\n` +
      (tracking
        ? `Pour suivre la livraison, ouvrez ce lien\u00a0:\n${tracking}\n\n`
        : 'Avec ce numéro, vous pouvez suivre la livraison sur le site du transporteur.\n\n') +
      'Merci pour votre achat, qui soutient le musée.' +
      signature,
  };
}
