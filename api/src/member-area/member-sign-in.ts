// A member's sign-in to the member area: the same e-mail link and session rules as the volunteers',
// for any address with a paid membership, or a donation (a donor who never joined finds their gifts
// and tax receipts there).
import { RENEWED_MEMBER_PARAM, spacePages } from '@mtdm/shared/contracts';
import { enqueueMail } from '../mail/mail-store';
import { hasPaidMembership, paidMembershipAddresses } from '../memberships/member-store';
import { donorAddresses, hasDonationsFrom } from '../treasury/donation-store';
import type { Db } from '../database/database';
import type { Services } from '../services';
import { memberSignInMail, type SpaceHolder } from './member-mails';
import {
  issueSignInLink,
  openSessionFromLink,
  sessionEmail,
  SIGN_IN_LINK_MINUTES,
} from '../sign-in/email-links';
import { mayMailLink } from '../sign-in/link-mail-limits';
import { siteOrigin } from '../mail/site-origin';
import { mailboxOf, normalEmail } from '@mtdm/shared/validation';

/**
 * Who holds an address's space: a member (a paid membership), a donor (a gift filed under it now),
 * or nobody.
 */
function spaceHolder(db: Db, email: string): SpaceHolder | null {
  if (hasPaidMembership(db, email)) return 'member';
  return hasDonationsFrom(db, email) ? 'donor' : null;
}

/** At most this many spaces are mailed a link for one address typed another way. */
const SPACES_OF_ONE_MAILBOX = 3;

/**
 * The spaces an address typed opens: its own when it holds one; else those held under another way of
 * writing the same mailbox (joined as `jean.dupont@gmail.com`, typed `jeandupont@gmail.com`). Each
 * link goes to the address its space is under, which reaches that same mailbox: an address typed
 * another way never makes the site write anywhere else.
 */
function spacesOfTypedAddress(db: Db, address: string): { address: string; holder: SpaceHolder }[] {
  const own = spaceHolder(db, address);
  if (own) return [{ address, holder: own }];
  const mailbox = mailboxOf(address);
  return [...new Set([...paidMembershipAddresses(db), ...donorAddresses(db)])]
    .filter((held) => mailboxOf(held) === mailbox)
    .slice(0, SPACES_OF_ONE_MAILBOX)
    .flatMap((held) => {
      const holder = spaceHolder(db, held);
      return holder ? [{ address: held, holder }] : [];
    });
}

/**
 * Mails a link when the address is a member's or a donor's, or reaches the mailbox of one; nothing
 * otherwise, in the same way. A link asked on the way to a member's renewal (`renewedMember`, the key
 * of their name) leads back to it once opened.
 */
export function requestMemberLink(
  services: Services,
  email: string,
  renewedMember = '',
  now = services.now(),
): void {
  const spaces = spacesOfTypedAddress(services.db, normalEmail(email));
  if (spaces.length === 0) return;
  services.db.transaction(() => {
    for (const { address, holder } of spaces) {
      if (!mayMailLink(services, 'sign-in', address, now)) return;
      const token = issueSignInLink(services, 'member', address, now);
      const query = new URLSearchParams({ jeton: token });
      if (renewedMember) query.set(RENEWED_MEMBER_PARAM, renewedMember);
      const link = `${siteOrigin(services)}${spacePages.memberSignIn}?${query}`;
      enqueueMail(services.db, memberSignInMail(address, link, { minutes: SIGN_IN_LINK_MINUTES, holder }));
    }
  })();
  services.mail.kick();
}

export const openMemberSession = (services: Services, linkToken: string, now = services.now()) =>
  openSessionFromLink(services, 'member', linkToken, now);

/** The address of a live session, while it still has a space (spaceHolder); null otherwise. */
export function sessionMember(services: Services, sessionToken: string, now = services.now()): string | null {
  const email = sessionEmail(services, 'member', sessionToken, now);
  return email !== null && spaceHolder(services.db, email) !== null ? email : null;
}
