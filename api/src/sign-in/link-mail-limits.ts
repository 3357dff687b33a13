// How many link mails (sign-in, change of address) one address may receive: counted per address,
// whoever asks and from wherever, on top of the limit per IP (mail/mails-per-address.ts).
import { mayMailAddress } from '../mail/mails-per-address';
import type { Services } from '../services';

/** Change-of-address links mailed to one address per day. */
const EMAIL_CHANGE_MAILS_PER_DAY = 3;

type LinkMailKind = 'sign-in' | 'email-change';

const limitOf = (services: Services, kind: LinkMailKind) =>
  kind === 'sign-in'
    ? { max: services.config.signInLinksPerAddress, hours: 1 }
    : { max: EMAIL_CHANGE_MAILS_PER_DAY, hours: 24 };

/** Whether one more link mail of this kind may go to `email` now; counts it when it may. */
export const mayMailLink = (services: Services, kind: LinkMailKind, email: string, now = services.now()) =>
  mayMailAddress(services, kind, email, limitOf(services, kind), now);
