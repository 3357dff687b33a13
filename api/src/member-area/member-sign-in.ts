// A member's sign-in to the member area: the same e-mail link and session rules as the volunteers',
// for any address with a paid membership, or a donation (a donor who never joined finds their gifts
// and tax receipts there).
import { RENEWED_MEMBER_PARAM, spacePages } from '@mtdm/shared/contracts';
import { enqueueMail } from '../mail/mail-store';
import { hasPaidMembership } from '../memberships/member-store';
import { hasDonationsFrom } from '../treasury/donation-store';
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
import { normalEmail } from '@mtdm/shared/validation';

/**
 * Who holds an address's space: a member (a paid membership), a donor (a gift filed under it now),
 * or nobody.
 */
function spaceHolder(db: Db, email: string): SpaceHolder | null {
  if (hasPaidMembership(db, email)) return 'member';
  return hasDonationsFrom(db, email) ? 'donor' : null;
}

/**
 * Mails a link when the address is a member's or a donor's; nothing otherwise, in the same way. A
 * link asked on the way to a member's renewal (`renewedMember`, the key of their name) leads back to
 * it once opened.
 */
export function requestMemberLink(
  services: Services,
  email: string,
  renewedMember = '',
  now = services.now(),
): void {
  const address = normalEmail(email);
  const holder = spaceHolder(services.db, address);
  if (!holder) return;
  services.db.transaction(() => {
    if (!mayMailLink(services, 'sign-in', address, now)) return;
    const token = issueSignInLink(services, 'member', address, now);
    const query = new URLSearchParams({ jeton: token });
    if (renewedMember) query.set(RENEWED_MEMBER_PARAM, renewedMember);
    const link = `${siteOrigin(services)}${spacePages.memberSignIn}?${query}`;
    enqueueMail(services.db, memberSignInMail(address, link, { minutes: SIGN_IN_LINK_MINUTES, holder }));
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
