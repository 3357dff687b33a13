// A volunteer's sign-in: the link is mailed only to an address of the association's file, and the
// session's volunteer is read from that file at each request (taken off it: signed out at once).
import { spacePages } from '@mtdm/shared/contracts';
import { enqueueMail } from '../mail/mail-store';
import type { Services } from '../services';
import { signInLinkMail } from './sign-in-mail';
import {
  closeSession,
  issueSignInLink,
  openSessionFromLink,
  sessionEmail,
  SIGN_IN_LINK_MINUTES,
} from '../sign-in/email-links';
import { mayMailLink } from '../sign-in/link-mail-limits';
import { siteOrigin } from '../mail/site-origin';
import { findVolunteer, type Volunteer } from './volunteer-directory';

export { closeSession };

/** Mails a sign-in link when the address is a volunteer's; does nothing otherwise, in the same way. */
export function requestSignInLink(services: Services, email: string, now = services.now()): void {
  const volunteer = findVolunteer(services.config.volunteersFile, email);
  if (!volunteer) return;
  services.db.transaction(() => {
    if (!mayMailLink(services, 'sign-in', volunteer.email, now)) return;
    const token = issueSignInLink(services, 'volunteer', volunteer.email, now);
    const link = `${siteOrigin(services)}${spacePages.volunteerSignIn}?jeton=${token}`;
    enqueueMail(services.db, signInLinkMail(volunteer, link, SIGN_IN_LINK_MINUTES));
  })();
  services.mail.kick();
}

/** Opens a session from a link (once): its token for the cookie, or null. */
export function openSession(services: Services, linkToken: string, now = services.now()) {
  const opened = openSessionFromLink(services, 'volunteer', linkToken, now);
  const volunteer = opened && findVolunteer(services.config.volunteersFile, opened.email);
  return opened && volunteer ? { sessionToken: opened.sessionToken, volunteer } : null;
}

/** The volunteer of a session, as the association's file says today, or null. */
export function sessionVolunteer(
  services: Services,
  sessionToken: string,
  now = services.now(),
): Volunteer | null {
  const email = sessionEmail(services, 'volunteer', sessionToken, now);
  return email === null ? null : (findVolunteer(services.config.volunteersFile, email) ?? null);
}
