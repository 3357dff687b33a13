// The guided tours' mails, in French: the request sent on to the museum, its acknowledgement, and the
// museum's answer (confirmed with its calendar invitation, or declined).
import { frenchHour } from '@mtdm/shared/content';
import { personLabels, phoneOfStored } from '@mtdm/shared/contracts';
import { formatFrenchDate } from '@mtdm/shared/news';
import type { TourRequest } from '../inbox/submission-store';
import type { MailMessage } from '../mail/mail-store';
import { ACKNOWLEDGEMENT_OPENING, ANSWERS, frenchDay, lines } from '../mail/mail-text';

export function tourNotification(to: string, data: TourRequest): MailMessage {
  return {
    to,
    replyTo: data.email,
    subject: `Demande de visite guidée – groupe de ${data.groupSize} personnes le ${data.date}`,
    text:
      'Une demande de visite guidée a été envoyée depuis le site.\n\n' +
      lines([
        [personLabels.firstName, data.firstName],
        [personLabels.lastName, data.lastName],
        [personLabels.email, data.email],
        [personLabels.phone, data.phone && phoneOfStored(data.phone)],
        ['Date souhaitée', frenchDay(data.date)],
        ['Heure souhaitée', data.time],
        ['Nombre de personnes', data.groupSize],
      ]) +
      `\n\nDemandes particulières :\n${data.specialRequests || '(aucune)'}`,
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

export function tourAcknowledgement(
  tour: TourRequest,
  day: string,
  replyTo: string,
  signature: string,
): MailMessage {
  const { who, delay } = ANSWERS.tour;
  return {
    to: tour.email,
    replyTo,
    subject: 'Nous avons bien reçu votre demande de visite guidée',
    text:
      ACKNOWLEDGEMENT_OPENING +
      `Votre demande de visite guidée pour ${tour.groupSize} personnes le ${day} est bien arrivée. ` +
      `Elle n’est pas encore confirmée : ${who} vous répondra ${delay}, avec le jour, l’heure et le guide, ou une autre proposition.` +
      signature,
  };
}
