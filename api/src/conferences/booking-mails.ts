// The mails of a seat booking, in French: the link that confirms a request, then confirmed (with the
// calendar file and the cancel link), waiting (with the cancel link), and confirmed later, when seats
// were freed.
import { BOOKING_CONFIRM_HOURS, seatsWords } from '@mtdm/shared/contracts';
import { frenchHour } from '@mtdm/shared/content';
import type { MailMessage } from '../mail/mail-store';
import { ACKNOWLEDGEMENT_OPENING } from '../mail/mail-text';
import type { BookingRequestRow, BookingRow } from './booking-store';

/** A conference as its mails name it. */
export interface BookedConference {
  readonly title: string;
  readonly date: string;
  readonly time: string | null;
  readonly place: string | null;
  /** Its calendar file, when its date and time read. */
  readonly ics: string | null;
}

const when = (conference: BookedConference) =>
  `le ${conference.date}${conference.time ? ` à ${frenchHour(conference.time)}` : ''}`;

/** The link that turns a request into a booking, mailed to the address typed (nothing is held before). */
export function bookingRequestMail(
  request: BookingRequestRow,
  conference: BookedConference,
  confirmLink: string,
  signature: string,
): MailMessage {
  return {
    to: request.email,
    subject: `Confirmez votre réservation : ${conference.title}`,
    text:
      ACKNOWLEDGEMENT_OPENING +
      `Pour réserver ${seatsWords(request.seats)} à « ${conference.title} », ${when(conference)}, ` +
      `confirmez votre demande avec ce lien, valable ${BOOKING_CONFIRM_HOURS} heures :\n${confirmLink}\n\n` +
      'Les places sont attribuées à la confirmation, tant qu’il en reste ; sinon, la demande passe en ' +
      'liste d’attente. Sans confirmation, rien n’est retenu et la demande est effacée. ' +
      'Si vous n’avez rien demandé, ignorez ce courriel.' +
      signature,
  };
}

/** A booking confirmed, at once or when seats were freed (`promoted`: its cancel link was mailed then). */
export function bookingConfirmedMail(
  booking: BookingRow,
  conference: BookedConference,
  cancelLink: string | null,
  signature: string,
  promoted: boolean,
): MailMessage {
  return {
    to: booking.email,
    subject: `Réservation confirmée : ${conference.title}`,
    text:
      ACKNOWLEDGEMENT_OPENING +
      (promoted ? `Des places se sont libérées : votre demande en liste d’attente est confirmée. ` : '') +
      `Vous avez ${seatsWords(booking.seats)} pour « ${conference.title} », ${when(conference)}` +
      (conference.place ? `, ${conference.place}` : '') +
      '.\n\nL’invitation jointe ajoute la conférence à votre agenda.' +
      (cancelLink
        ? `\n\nSi vous ne pouvez plus venir, annulez pour libérer vos places :\n${cancelLink}`
        : '\n\nSi vous ne pouvez plus venir, annulez avec le lien du courriel qui a inscrit votre demande.') +
      signature,
    ...(conference.ics
      ? {
          attachments: [
            { filename: 'conference.ics', text: conference.ics, contentType: 'text/calendar; charset=utf-8' },
          ],
        }
      : {}),
  };
}

export function bookingWaitingMail(
  booking: BookingRow,
  conference: BookedConference,
  cancelLink: string,
  signature: string,
): MailMessage {
  return {
    to: booking.email,
    subject: `Liste d’attente : ${conference.title}`,
    text:
      ACKNOWLEDGEMENT_OPENING +
      `La conférence « ${conference.title} », ${when(conference)}, est complète. ` +
      `Votre demande de ${seatsWords(booking.seats)} est inscrite en liste d’attente : si des places se libèrent, ` +
      'elle est confirmée dans l’ordre des demandes et un courriel vous le dit.\n\n' +
      `Pour retirer votre demande :\n${cancelLink}` +
      signature,
  };
}
