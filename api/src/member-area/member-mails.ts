// The mails members receive, in French: the renewal reminders, the sign-in link, an address change.
import { formatFrenchDate } from '@mtdm/shared/news';
import type { MailMessage } from '../mail/mail-store';
import type { ReminderKind } from './reminder-store';

interface ReminderLinks {
  /** The one-step renewal in the member area. */
  readonly renew: string;
  /** The page with one button that stops the reminders. */
  readonly stop: string;
  /** The call a mail client posts to, one click (List-Unsubscribe). */
  readonly oneClickStop: string;
  readonly signature: string;
}

const dayOf = (date: Date) =>
  formatFrenchDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

export function reminderMail(
  member: { readonly email: string; readonly firstName: string; readonly lastName: string },
  kind: ReminderKind,
  lastDay: Date,
  links: ReminderLinks,
): MailMessage {
  const until = dayOf(lastDay);
  const subject =
    kind === 'lapsed'
      ? 'Votre adhésion à l’association est arrivée à son terme'
      : `Votre adhésion à l’association prend fin le ${until}`;
  const opening =
    kind === 'lapsed'
      ? `Votre adhésion était valable jusqu’au ${until}. Pour continuer à soutenir le musée et à recevoir les nouvelles de l’association, vous pouvez la renouveler dès aujourd’hui :`
      : `Votre adhésion est valable jusqu’au ${until}. Pour rester membre sans interruption, vous pouvez la renouveler dès maintenant :`;
  return {
    to: member.email,
    subject,
    text:
      `Bonjour ${member.firstName} ${member.lastName},\n\n` +
      `${opening}\n\n${links.renew}\n\n` +
      `Vous ne souhaitez plus recevoir ces rappels ? Un clic suffit : ${links.stop}` +
      links.signature,
    // A mail client's own « se désabonner »: one click, posted to the stop call (RFC 2369, RFC 8058).
    headers: {
      'List-Unsubscribe': `<${links.oneClickStop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Whose space a sign-in link opens: a member's, or the gifts of a donor who never joined. */
export type SpaceHolder = 'member' | 'donor';

const LINK_OPENS: Record<SpaceHolder, string> = {
  member: 'Pour ouvrir votre espace adhérent sur le site du musée',
  donor: 'Pour retrouver vos dons et leurs reçus fiscaux dans votre espace sur le site du musée',
};

export function memberSignInMail(
  email: string,
  link: string,
  { minutes, holder }: { readonly minutes: number; readonly holder: SpaceHolder },
): MailMessage {
  return {
    to: email,
    subject: 'Votre lien de connexion à l’espace adhérent',
    text:
      'Bonjour,\n\n' +
      `${LINK_OPENS[holder]}, suivez ce lien dans les ${minutes} minutes :\n\n` +
      `${link}\n\n` +
      'Il ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message : personne ne peut ouvrir votre espace sans ce lien.',
  };
}

/** To the old address, once a change is confirmed: who owns the account should know. */
export function emailChangedNoticeMail(oldAddress: string, newAddress: string): MailMessage {
  return {
    to: oldAddress,
    subject: 'L’adresse de votre espace adhérent a changé',
    text:
      'Bonjour,\n\n' +
      `L’association vous écrira désormais à l’adresse ${newAddress} : le changement demandé depuis votre espace adhérent vient d’être confirmé depuis cette adresse, et toutes les sessions ouvertes ont été fermées.\n\n` +
      'Si vous n’avez rien demandé, répondez à ce message ou écrivez à l’association au plus vite : elle rétablira votre adresse.',
  };
}

export function emailChangeMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirmez votre nouvelle adresse e-mail d’adhérent',
    text:
      'Bonjour,\n\n' +
      'Vous avez demandé que l’association vous écrive désormais à cette adresse. Pour le confirmer, ouvrez ce lien dans les 24 heures :\n\n' +
      `${link}\n\n` +
      'Si vous n’avez rien demandé, ignorez ce message : rien ne changera.',
  };
}
