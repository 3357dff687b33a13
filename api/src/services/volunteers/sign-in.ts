// Sign-in by e-mail link: a single-use link valid 15 minutes, kept as a digest; a session closed after
// 8 hours without use. The answer to a request never says whether the address is a volunteer's.
import { createHash, randomBytes } from 'node:crypto';
import { enqueueMail } from '../../stores/mail-store';
import {
  consumeSignInLink,
  deleteSession,
  deleteStaleSignIns,
  insertSession,
  insertSignInLink,
  touchSession,
} from '../../stores/volunteer-store';
import type { Services } from '../context';
import { siteOrigin } from '../site-origin';
import { signInLinkMail } from '../mail/volunteer-templates';
import { findVolunteer, normalEmail, type Volunteer } from './volunteer-directory';

const SIGN_IN_LINK_MINUTES = 15;
const SESSION_IDLE_HOURS = 8;
/** Where the link leads: the volunteers' space's own address. */
export const VOLUNTEER_SPACE_PATH = '/benevoles/';
export const SIGN_IN_PAGE_PATH = '/benevoles/connexion';

const MINUTE_MS = 60 * 1000;
const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_HOURS * 60 * MINUTE_MS).toISOString();

/** Mails a sign-in link when the address is a volunteer's; does nothing otherwise, in the same way. */
export function requestSignInLink(services: Services, email: string, now = new Date()): void {
  const volunteer = findVolunteer(services.config.volunteersFile, email);
  if (!volunteer) return;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS);
  const link = `${siteOrigin(services)}${SIGN_IN_PAGE_PATH}?jeton=${token}`;
  services.db.transaction(() => {
    insertSignInLink(
      services.db,
      digestOf(token),
      volunteer.email,
      expiresAt.toISOString(),
      now.toISOString(),
    );
    enqueueMail(services.db, signInLinkMail(volunteer, link, SIGN_IN_LINK_MINUTES));
  })();
  services.mail.kick();
}

/** Opens a session from a link (once): its token for the cookie, or null. */
export function openSession(
  services: Services,
  linkToken: string,
  now = new Date(),
): { sessionToken: string; volunteer: Volunteer } | null {
  const { db, config } = services;
  const at = now.toISOString();
  const email = consumeSignInLink(db, digestOf(linkToken), at);
  const volunteer = email === null ? undefined : findVolunteer(config.volunteersFile, email);
  if (!volunteer) return null;
  const sessionToken = newToken();
  insertSession(db, digestOf(sessionToken), volunteer.email, at);
  deleteStaleSignIns(db, at, idleSince(now));
  return { sessionToken, volunteer };
}

/**
 * The volunteer of a session, as the association's file says today (a volunteer taken off the file
 * is signed out at once), or null when the session is unknown or idle for 8 hours.
 */
export function sessionVolunteer(
  services: Services,
  sessionToken: string,
  now = new Date(),
): Volunteer | null {
  const email = touchSession(services.db, digestOf(sessionToken), now.toISOString(), idleSince(now));
  if (email === null) return null;
  return findVolunteer(services.config.volunteersFile, normalEmail(email)) ?? null;
}

export const closeSession = (services: Services, sessionToken: string) =>
  deleteSession(services.db, digestOf(sessionToken));
