// What a visitor receives right after writing to the museum, the association or the CHETOM, asking
// for a guided tour or applying for a job: what was received, who will answer and when, with the
// body's own address to reply to. The delays are the association's commitment (written here once).
import type { MailMessage } from './mail-store';
import type { ContactMessage, JobApplication, TourRequest } from '../inbox/submission-store';

/** Who answers each kind of message, and in what delay. */
const ANSWERS = {
  museum: { who: 'l’équipe du musée', delay: 'sous quinze jours' },
  association: { who: 'un bénévole de l’association', delay: 'sous quinze jours' },
  chetom: { who: 'un chercheur bénévole du CHETOM', delay: 'sous un mois' },
  tour: { who: 'l’équipe du musée', delay: 'sous huit jours' },
  application: { who: 'l’équipe du musée', delay: 'sous un mois' },
} as const;

const quoted = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

const opening = (person: { readonly firstName: string; readonly lastName: string }) =>
  `Bonjour ${person.firstName} ${person.lastName},\n\n`;

export function contactAcknowledgement(
  form: 'museum' | 'association' | 'chetom',
  message: ContactMessage,
  replyTo: string,
  signature: string,
): MailMessage {
  const { who, delay } = ANSWERS[form];
  return {
    to: message.email,
    replyTo,
    subject: 'Nous avons bien reçu votre message',
    text:
      opening(message) +
      `Votre message est bien arrivé : ${who} vous répondra à cette adresse, ${delay}. ` +
      'Pour ajouter une précision, répondez simplement à ce courriel.\n\n' +
      `Votre message :\n${quoted(message.message)}` +
      signature,
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
      opening(tour) +
      `Votre demande de visite guidée pour ${tour.groupSize} personnes le ${day} est bien arrivée. ` +
      `Elle n’est pas encore confirmée : ${who} vous répondra ${delay}, avec le jour, l’heure et le guide, ou une autre proposition.` +
      (tour.specialRequests ? `\n\nVos demandes particulières :\n${quoted(tour.specialRequests)}` : '') +
      signature,
  };
}

export function applicationAcknowledgement(
  application: JobApplication,
  files: number,
  replyTo: string,
  signature: string,
): MailMessage {
  const { who, delay } = ANSWERS.application;
  return {
    to: application.email,
    replyTo,
    subject: 'Nous avons bien reçu votre candidature',
    text:
      opening(application) +
      `Votre candidature est bien arrivée${files > 0 ? `, avec ${files === 1 ? 'son fichier' : `ses ${files} fichiers`}` : ''}. ` +
      `${who.charAt(0).toUpperCase()}${who.slice(1)} l’étudie et vous répondra ${delay}. ` +
      'Vos données sont conservées deux ans au plus si votre candidature n’est pas retenue.' +
      signature,
  };
}
