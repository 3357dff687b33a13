// How many link mails (sign-in, change of address) one address may receive: counted per address,
// whoever asks and from wherever, on top of the limit per IP. The address is counted as a keyed
// digest: the count names nobody.
import { createHmac } from 'node:crypto';
import { countLinkMail, type LinkMailKind } from './link-mail-store';
import type { Services } from '../services';

const HOUR_MS = 60 * 60 * 1000;

/** Change-of-address links mailed to one address per day. */
const EMAIL_CHANGE_MAILS_PER_DAY = 3;

const limitOf = (services: Services, kind: LinkMailKind) =>
  kind === 'sign-in'
    ? { max: services.config.signInLinksPerAddress, hours: 1 }
    : { max: EMAIL_CHANGE_MAILS_PER_DAY, hours: 24 };

/** Whether one more link mail of this kind may go to `email` now; counts it when it may. */
export function mayMailLink(
  services: Services,
  kind: LinkMailKind,
  email: string,
  now = new Date(),
): boolean {
  const { max, hours } = limitOf(services, kind);
  const target = createHmac('sha256', services.documentLinkSecret)
    .update(`lien|${email.trim().toLowerCase()}`)
    .digest('hex');
  const since = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const count = countLinkMail(services.db, kind, target, now.toISOString(), since);
  if (count.sent >= max) return false;
  count.record();
  return true;
}
