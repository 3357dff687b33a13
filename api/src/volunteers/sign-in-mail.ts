// The volunteers' sign-in mail, in French: the link, and how long it lasts.
import type { MailMessage } from '../mail/mail-store';
import type { Volunteer } from './volunteer-directory';

export function signInLinkMail(volunteer: Volunteer, link: string, minutes: number): MailMessage {
  return {
    to: volunteer.email,
    subject: 'Votre lien de connexion à l’espace des bénévoles',
    text:
      `Bonjour ${volunteer.name},\n\n` +
      `Pour vous connecter à l’espace des bénévoles du site du musée, ouvrez ce lien dans les ${minutes} minutes :\n\n` +
      `${link}\n\n` +
      'Il ne sert qu’une fois. Si vous n’avez pas demandé à vous connecter, ignorez ce message : personne ne peut se connecter sans ce lien.',
  };
}
