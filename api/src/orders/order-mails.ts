// The orders' mails, in French: the buyer's confirmation (with the model withdrawal form) and the
// association's notice of a paid order, a withdrawal acknowledged and sent on, the buyer told of a
// shipment or a refund.
import {
  articleLabel,
  countedArticle,
  formatEuros,
  MODEL_WITHDRAWAL_FORM,
  trackingUrlOf,
} from '@mtdm/shared/commerce';
import { personLabels, phoneOfStored } from '@mtdm/shared/contracts';
import type { Payer } from '@mtdm/shared/validation';
import { formatDocumentDate } from '../documents/document-texts';
import type { MailMessage } from '../mail/mail-store';
import { formatParisDateTime, frenchDay, lines } from '../mail/mail-text';
import type { RecordedOrder } from './order-store';

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
  readonly order: RecordedOrder;
  /** The day a withdrawal sent by post was posted (ISO), as its postmark says. */
  readonly postedOn?: string;
}

export function withdrawalAcknowledgement(
  acknowledgement: WithdrawalAcknowledgement,
  signature: string,
): MailMessage {
  const { order } = acknowledgement;
  const articles = order.lines.map((line) => `- ${countedArticle(line)}`).join('\n');
  return {
    to: order.email,
    subject: `Accusé de réception de votre rétractation (${acknowledgement.reference})`,
    text:
      `Bonjour ${order.firstName} ${order.lastName},\n\n` +
      `Nous accusons réception de votre demande de rétractation, ` +
      (acknowledgement.postedOn ? `postée le ${frenchDay(acknowledgement.postedOn)} et ` : '') +
      `enregistrée le ${formatParisDateTime(acknowledgement.receivedAt)} ` +
      `sous la référence ${acknowledgement.reference}.\n\n` +
      lines([['Commande concernée', order.reference]]) +
      `\nArticles de cette commande :\n${articles}\n\n` +
      'Si votre demande ne porte que sur une partie de ces articles, l’association vous le confirmera en vous répondant.\n\n' +
      'Les modalités de retour des articles et de remboursement sont décrites à l’article « Rétractation » de nos conditions générales de vente.' +
      signature,
  };
}

/**
 * What the association is told of the order: found (the buyer acknowledged, the order withdrawn in
 * the shop's list) or not (nothing sent to the address typed), and then which orders the shop sees
 * flagged for it to check, if any.
 */
function orderFound(order: RecordedOrder | null, toCheck: readonly string[]): string {
  if (order)
    return `Commande retrouvée : ${order.reference}, à l’adresse de son acheteur. L’accusé de réception lui est envoyé et la commande passe dans la liste « Rétractées » de l’espace des bénévoles.`;
  const notFound =
    'Aucune commande payée ne porte cette référence avec cette adresse : aucun accusé de réception n’est envoyé.';
  if (toCheck.length === 0)
    return `${notFound} Aucune commande n’est marquée à vérifier : répondez au demandeur pour retrouver la sienne.`;
  const orders = toCheck.length === 1 ? `la commande ${toCheck[0]}` : `les commandes ${toCheck.join(', ')}`;
  return `${notFound} La boutique voit « Rétractation à vérifier » sur ${orders} : vérifiez la demande auprès de l’acheteur, puis rattachez-la ou écartez-la depuis la commande.`;
}

/**
 * The association's copy of a withdrawal, with what was typed, whether it named a paid order, and
 * the orders it is to be checked for.
 */
export function withdrawalNotification(
  to: string,
  withdrawal: WithdrawalMail,
  { order, toCheck }: { readonly order: RecordedOrder | null; readonly toCheck: readonly string[] },
): MailMessage {
  return {
    to,
    replyTo: withdrawal.email,
    subject: `Rétractation ${withdrawal.reference} – commande ${withdrawal.orderReference}`,
    text:
      `Demande de rétractation reçue le ${formatParisDateTime(withdrawal.receivedAt)}.\n\n` +
      `${orderFound(order, toCheck)}\n\n` +
      lines([
        ['Référence', withdrawal.reference],
        ['Commande', withdrawal.orderReference],
        [personLabels.lastName, withdrawal.lastName],
        [personLabels.firstName, withdrawal.firstName],
        [personLabels.email, withdrawal.email],
      ]) +
      `\n\nArticles :\n${withdrawal.items}`,
  };
}

export interface ShippedOrder {
  /** The buyer's name, as they paid: the mail greets them whoever the parcel goes to. */
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly reference: string;
  readonly carrier: string;
  readonly trackingNumber: string;
}

/** A parcel's carrier, number and how to follow it, as the shipment's mails say them. */
function trackingOf(order: ShippedOrder): string {
  const tracking = trackingUrlOf(order.carrier, order.trackingNumber);
  return (
    `Transporteur\u00a0: ${order.carrier}\n` +
    `Numéro de suivi\u00a0: ${order.trackingNumber}\n\n` +
    (tracking
      ? `Pour suivre la livraison, ouvrez ce lien\u00a0:\n${tracking}\n\n`
      : 'Avec ce numéro, vous pouvez suivre la livraison sur le site du transporteur.\n\n')
  );
}

export function shipmentMail(order: ShippedOrder, signature: string): MailMessage {
  return {
    to: order.email,
    subject: `Votre commande ${order.reference} a été expédiée`,
    text:
      `Bonjour ${order.firstName} ${order.lastName},\n\n` +
      `Votre commande ${order.reference} vient d’être remise au transporteur.\n\n` +
      trackingOf(order) +
      'Merci pour votre achat, qui soutient le musée.' +
      signature,
  };
}

/** The buyer told that their parcel's carrier or tracking number was wrong, and which is right. */
export function shipmentCorrectionMail(order: ShippedOrder, signature: string): MailMessage {
  return {
    to: order.email,
    subject: `Commande ${order.reference}\u00a0: suivi du colis corrigé`,
    text:
      `Bonjour ${order.firstName} ${order.lastName},\n\n` +
      `Le suivi que nous vous avons indiqué pour votre commande ${order.reference} était erroné. ` +
      'Voici le bon, qui remplace le précédent.\n\n' +
      trackingOf(order) +
      'Veuillez nous excuser pour cette erreur.' +
      signature,
  };
}

/** The buyer, greeted by the name they paid with, told where their parcel will go as the shop corrected it. */
export function deliveryCorrectionMail(
  buyer: { readonly firstName: string; readonly lastName: string },
  order: {
    readonly email: string;
    readonly reference: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly address: string;
    readonly postcode: string;
    readonly city: string;
  },
  signature: string,
): MailMessage {
  return {
    to: order.email,
    subject: `Commande ${order.reference}\u00a0: adresse de livraison corrigée`,
    text:
      `Bonjour ${buyer.firstName} ${buyer.lastName},\n\n` +
      `Votre commande ${order.reference} partira à l’adresse ci-dessous, qui remplace celle indiquée lors de votre achat\u00a0:\n\n` +
      `${order.firstName} ${order.lastName}\n${order.address}\n${order.postcode} ${order.city}\n\n` +
      'Si ce n’est pas la bonne, répondez-nous avant l’expédition du colis.' +
      signature,
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
        `- ${articleLabel(line.name, line.size)} × ${line.quantity} : ${formatEuros(line.unitPriceCents * line.quantity)}`,
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
      `Bonjour ${order.firstName} ${order.lastName},\n\nVotre paiement a bien été reçu et votre commande ${order.reference} est confirmée. Merci !\n\n` +
      `${orderLines(order)}\n\nLivraison à :\n${order.address}\n${order.postcode} ${order.city}\n\n` +
      'Vous pouvez exercer votre droit de rétractation dans les conditions prévues par nos conditions générales de vente, ' +
      `à lire et à conserver à cette adresse :\n${links.termsOfSale}\n\n` +
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
    // The association answers the buyer; an erasure of the buyer finds this copy by it.
    replyTo: order.email,
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

/** A part of an order given back: its articles (how many of each) and the shipping when it went back too. */
export interface OrderPartRefunded {
  readonly reference: string;
  readonly amountCents: number;
  readonly shippingCents: number;
  readonly lines: readonly {
    readonly name: string;
    readonly size: string | null;
    readonly quantity: number;
    readonly unitPriceCents: number;
  }[];
}

/** What a part given back holds, one line each: `1 × Casquette (taille M) : 15,00 €`, then the shipping. */
const partLines = (part: OrderPartRefunded): string[] => [
  ...part.lines.map(
    (line) => `- ${countedArticle(line)} : ${formatEuros(line.quantity * line.unitPriceCents)}`,
  ),
  ...(part.shippingCents > 0 ? [`- frais d’envoi : ${formatEuros(part.shippingCents)}`] : []),
];

/** The buyer told that part of their order is given back: how much, for what. */
export function partRefundMail(
  buyer: { readonly firstName: string; readonly lastName: string; readonly email: string },
  part: OrderPartRefunded,
  signature: string,
): MailMessage {
  return {
    to: buyer.email,
    subject: `Remboursement d’une partie de votre commande ${part.reference}`,
    text:
      `Bonjour ${buyer.firstName} ${buyer.lastName},\n\n` +
      `Nous avons demandé à notre prestataire de paiement de vous rembourser ${formatEuros(part.amountCents)} sur votre commande ${part.reference}, pour :\n` +
      `${partLines(part).join('\n')}\n\n` +
      'La somme apparaîtra sur le compte de la carte utilisée sous quelques jours.' +
      signature,
  };
}

/** The association told who gave back part of an order, how much, for what and why. */
export function partRefundNotice(
  to: string,
  part: OrderPartRefunded,
  by: { readonly volunteer: string; readonly reason: string },
): MailMessage {
  return {
    to,
    subject: `Remboursement partiel : ${part.reference} – ${formatEuros(part.amountCents)}`,
    text:
      `${by.volunteer} a remboursé ${formatEuros(part.amountCents)} sur la commande ${part.reference} depuis l’espace des bénévoles. Motif : ${by.reason}\n\n` +
      `${partLines(part).join('\n')}\n`,
  };
}

/**
 * The link the shop sends to the right address of a buyer whose address was typed wrong: it names the
 * order by its reference only (this address could be wrong too).
 */
export const buyerEmailCorrectionMail =
  (reference: string) =>
  (to: string, link: string): MailMessage => ({
    to,
    subject: 'Confirmez votre adresse e-mail pour votre commande',
    text:
      'Bonjour,\n\n' +
      `La boutique du musée a enregistré votre commande (référence ${reference}) sous une adresse e-mail qui semble mal écrite : sa confirmation ne vous est pas parvenue. Si cette adresse-ci est bien la vôtre, ouvrez ce lien dans les 24 heures pour qu’elle devienne celle de votre commande :\n\n` +
      `${link}\n\n` +
      'Si vous n’avez rien commandé à la boutique du musée, ignorez ce message : rien ne changera.',
  });

/**
 * The notice to an address an order was filed under by mistake, once corrected: it names neither the
 * buyer, nor the order, nor the right address.
 */
export const orderCorrectedAwayNoticeMail = (to: string): MailMessage => ({
  to,
  subject: 'Une commande enregistrée par erreur à votre adresse',
  text:
    'Bonjour,\n\n' +
    'Une commande à la boutique du Musée des Troupes de Marine avait été enregistrée par erreur sous cette adresse e-mail. Le musée vient de la corriger : vous ne recevrez plus de courriels à son sujet.\n\n' +
    'Si cette commande est la vôtre, répondez à ce message ou écrivez au musée : il rétablira votre adresse.',
});
