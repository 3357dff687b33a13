// The newsletter's own mails, in French: the confirmation a sign-up asks for, and the welcome that
// carries the unsubscribe link (as every letter does, with a mail client's one-click header).
import type { MailMessage } from '../mail/mail-store';

export function confirmationMail(email: string, link: string, days: number, signature: string): MailMessage {
  return {
    to: email,
    subject: 'Confirmez votre inscription à la lettre d’information',
    text:
      'Bonjour,\n\nVous avez demandé à recevoir la lettre d’information du Musée des Troupes de Marine et de son association. ' +
      `Pour confirmer, ouvrez ce lien dans les ${days} jours :\n${link}\n\n` +
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : sans confirmation, votre adresse ne recevra rien et sera effacée.' +
      signature,
  };
}

export function welcomeMail(email: string, unsubscribeLink: string, signature: string): MailMessage {
  return {
    to: email,
    subject: 'Votre inscription à la lettre d’information est confirmée',
    text:
      'Bonjour,\n\nVotre inscription est confirmée : vous recevrez la lettre d’information du musée et de l’association. ' +
      `Chaque lettre contient ce lien, qui vous désabonne en un clic :\n${unsubscribeLink}` +
      signature,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
