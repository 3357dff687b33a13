// The mails of the volunteers' space, in French: the sign-in link, and the buyer told of a shipment.
import { formatEuros, trackingUrlOf } from '@mtdm/shared/commerce';
import { frenchHour } from '@mtdm/shared/content';
import { formatFrenchDate } from '@mtdm/shared/news';
import type { PaymentDocumentRef } from '../documents/document-store';
import type { MailMessage } from './mail-store';
import type { Volunteer } from '../volunteers/volunteer-directory';

export function signInLinkMail(volunteer: Volunteer, link: string, minutes: number): MailMessage {
  return {
    to: volunteer.email,
    subject: 'Votre lien de connexion à l’espace des bénévoles',
    text:
      `Bonjour ${volunteer.name},\n\n` +
      `Pour vous connecter à l’espace des bénévoles du site du musée, ouvrez ce lien dans les ${minutes} minutes :\n\n` +
      `${link}\n\n` +
      'Il ne sert qu’une fois. Si vous n’avez pas demandé à vous connecter, ignorez ce message : personne ne peut se connecter sans ce lien.',
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

/** « samedi 12 décembre 2026 à 14 h 30 »: a visit's day and time as a letter writes them. */
function visitMoment(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
  return `${weekday} ${formatFrenchDate({ year, month, day })} à ${frenchHour(time)}`;
}

interface TourMailData {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly groupSize: number;
  readonly reference: string;
}

export function tourConfirmedMail(
  tour: TourMailData & { readonly date: string; readonly time: string; readonly guide: string },
  ics: string,
  signature: string,
): MailMessage {
  return {
    to: tour.email,
    subject: `Votre visite guidée est confirmée (${tour.reference})`,
    text:
      `Bonjour ${tour.firstName} ${tour.lastName},\n\n` +
      `Le musée confirme la visite guidée de votre groupe de ${tour.groupSize} personnes le ${visitMoment(tour.date, tour.time)}, avec ${tour.guide}.\n\n` +
      'Le fichier joint ajoute la visite à votre agenda. Merci de vous présenter à l’accueil un quart d’heure avant le début.' +
      signature,
    attachments: [calendarAttachment(tour.reference, ics, 'REQUEST')],
  };
}

/** A calendar file as calendars read one: UTF-8, and the invitation's method in its type. */
const calendarAttachment = (reference: string, ics: string, method: 'REQUEST' | 'CANCEL') => ({
  filename: `visite-guidee-${reference}.ics`,
  text: ics,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

/**
 * A request the museum cannot receive, or a confirmed visit cancelled after all (`cancellation`: the
 * calendar file that removes it from the visitor's agenda).
 */
export function tourDeclinedMail(
  tour: TourMailData,
  reason: string,
  signature: string,
  cancellation?: string,
): MailMessage {
  return {
    to: tour.email,
    subject: cancellation
      ? `Votre visite guidée est annulée (${tour.reference})`
      : `Votre demande de visite guidée (${tour.reference})`,
    text:
      `Bonjour ${tour.firstName} ${tour.lastName},\n\n` +
      (cancellation
        ? `Le musée doit annuler la visite guidée de votre groupe de ${tour.groupSize} personnes, confirmée précédemment. Le fichier joint la retire de votre agenda.\n\n`
        : `Le musée ne peut pas donner suite à votre demande de visite guidée pour ${tour.groupSize} personnes.\n\n`) +
      `${reason}\n\n` +
      'N’hésitez pas à proposer une autre date depuis le site du musée.' +
      signature,
    ...(cancellation ? { attachments: [calendarAttachment(tour.reference, cancellation, 'CANCEL')] } : {}),
  };
}

export function memberNumberMail(
  member: { readonly firstName: string; readonly lastName: string; readonly email: string },
  number: number,
  attestation: PaymentDocumentRef,
  signature: string,
): MailMessage {
  return {
    to: member.email,
    subject: `Votre numéro d’adhérent : ${number}`,
    text:
      `Bonjour ${member.firstName} ${member.lastName},\n\n` +
      `Votre numéro d’adhérent est le ${number}. Rappelez-le dans vos échanges avec l’association.\n\n` +
      'Votre attestation d’adhésion, qui le porte désormais, est jointe à ce message.' +
      signature,
    attachments: [{ document: attestation }],
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
