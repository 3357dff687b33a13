// What every mail of the site shares, in French: the closing lines, label-and-value lines, dates as a
// French reader writes them, who answers each message and when.
import type { SiteDetails } from '@mtdm/shared/content';
import { formatFrenchDate, withFirstOfMonth } from '@mtdm/shared/news';
import { paths } from '@mtdm/shared/routing';

/** The closing lines of the mails a payer or a buyer receives, from the published details. */
export const mailSignature = (details: SiteDetails) =>
  `\n\n--\n${details.museumName} – ${details.city}\n${details.associationName} (${details.associationShortName})`;

/**
 * A member's or a donor's way back to what a payment gave them (`holds`): their space on the site,
 * opened by a link mailed to the address this mail went to.
 */
export const spaceInvitation = (origin: string, holds: string) =>
  `\n\n${holds} dans votre espace sur le site : ${origin}${paths.memberArea} (saisissez-y cette adresse e-mail pour recevoir un lien de connexion).`;

export const lines = (entries: ReadonlyArray<readonly [string, string | number | null | undefined]>) =>
  entries
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label} : ${value}`)
    .join('\n');

/** "mardi 14 avril 2026 à 10:32:05 UTC+2" style date, Paris time. */
export function formatParisDateTime(iso: string): string {
  const date = new Date(iso);
  const day = withFirstOfMonth(
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(date),
  );
  const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(
    date,
  );
  return `${day} à ${time} (heure de Paris)`;
}

/** '1960-05-12' as a French reader writes it (« 12 mai 1960 », « 1er » for the first); else as typed. */
export function frenchDay(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatFrenchDate({ year, month, day });
}

/** Who answers each kind of message, and in what delay. */
export const ANSWERS = {
  museum: { who: 'l’équipe du musée', delay: 'sous quinze jours' },
  association: { who: 'un bénévole de l’association', delay: 'sous quinze jours' },
  chetom: { who: 'un chercheur bénévole du CHETOM', delay: 'sous un mois' },
  tour: { who: 'l’équipe du musée', delay: 'sous huit jours' },
  application: { who: 'l’équipe du musée', delay: 'sous un mois' },
} as const;

/**
 * The opening of a mail to an address typed in a form (an acknowledgement, a booking). Nothing proves
 * the address is the writer's, so the mail holds nothing typed there (no name, no message): the
 * museum's mail never carries a stranger's words to someone else.
 */
export const ACKNOWLEDGEMENT_OPENING = 'Bonjour,\n\n';
