// The inbox's mails, in French: a contact message or a job application sent on to whoever answers it,
// and the acknowledgement the visitor receives with it.
import { CHETOM_VISITOR_KINDS, labelOf, ofName, personLabels, phoneOfStored } from '@mtdm/shared/contracts';
import type { MailMessage } from '../mail/mail-store';
import { ACKNOWLEDGEMENT_OPENING, ANSWERS, lines } from '../mail/mail-text';
import type { ContactMessage } from './submission-store';

const FORM_LABELS = {
  chetom: 'Centre d’histoire et d’études des troupes d’outre-mer (CHETOM)',
  museum: 'Musée',
  association: 'Association (AAMTDM)',
} as const;

export function contactNotification(
  to: string,
  form: keyof typeof FORM_LABELS,
  data: ContactMessage,
): MailMessage {
  return {
    to,
    replyTo: data.email,
    subject: `Nouveau message du formulaire de contact – ${FORM_LABELS[form]}`,
    text:
      `Un message a été envoyé depuis le formulaire de contact « ${FORM_LABELS[form]} » du site.\n\n` +
      lines([
        [personLabels.firstName, data.firstName],
        [personLabels.lastName, data.lastName],
        [personLabels.email, data.email],
        [personLabels.phone, data.phone && phoneOfStored(data.phone)],
        // The CHETOM's form sends a letter for each kind of visitor: the words it stands for.
        ['Vous êtes', data.visitorKind && labelOf(CHETOM_VISITOR_KINDS, data.visitorKind)],
      ]) +
      `\n\nMessage :\n${data.message}`,
  };
}

export function applicationNotification(
  to: string,
  data: { firstName: string; lastName: string; email: string; phone: string; coverLetter: string },
  attachments: readonly { readonly filename: string; readonly path: string }[],
): MailMessage {
  return {
    to,
    replyTo: data.email,
    subject: `Candidature ${ofName(`${data.firstName} ${data.lastName}`)}`,
    text:
      'Une candidature a été envoyée depuis la page « Travailler au musée ».\n\n' +
      lines([
        [personLabels.firstName, data.firstName],
        [personLabels.lastName, data.lastName],
        [personLabels.email, data.email],
        [personLabels.phone, data.phone && phoneOfStored(data.phone)],
      ]) +
      `\n\nLettre de motivation :\n${data.coverLetter}\n\nPièces jointes : ${attachments.map((file) => file.filename).join(', ') || 'aucune'}`,
    attachments,
  };
}

/** To the address typed in the form, and nothing else typed there (ACKNOWLEDGEMENT_OPENING). */
export function contactAcknowledgement(
  form: 'museum' | 'association' | 'chetom',
  to: string,
  replyTo: string,
  signature: string,
): MailMessage {
  const { who, delay } = ANSWERS[form];
  return {
    to,
    replyTo,
    subject: 'Nous avons bien reçu votre message',
    text:
      ACKNOWLEDGEMENT_OPENING +
      `Votre message est bien arrivé : ${who} vous répondra à cette adresse, ${delay}. ` +
      'Pour ajouter une précision, répondez simplement à ce courriel.' +
      signature,
  };
}

/** To the address typed in the form, and nothing else typed there (ACKNOWLEDGEMENT_OPENING). */
export function applicationAcknowledgement(
  to: string,
  files: number,
  replyTo: string,
  signature: string,
): MailMessage {
  const { who, delay } = ANSWERS.application;
  return {
    to,
    replyTo,
    subject: 'Nous avons bien reçu votre candidature',
    text:
      ACKNOWLEDGEMENT_OPENING +
      `Votre candidature est bien arrivée${files > 0 ? `, avec ${files === 1 ? 'son fichier' : `ses ${files} fichiers`}` : ''}. ` +
      `${who.charAt(0).toUpperCase()}${who.slice(1)} l’étudie et vous répondra ${delay}. ` +
      'Vos données sont conservées deux ans au plus si votre candidature n’est pas retenue.' +
      signature,
  };
}
