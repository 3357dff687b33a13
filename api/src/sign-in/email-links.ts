// Sign-in by e-mail link, for volunteers and members alike: a single-use link valid 15 minutes, kept
// as a digest; a session closed after 8 hours without use, and 24 hours after it opened however busy.
import { createHash, randomBytes } from 'node:crypto';
import { SIGNED_IN_SESSION_HOURS } from '@mtdm/shared/contracts';
import {
  consumeSignInLink,
  deleteSession,
  deleteStaleSignIns,
  insertSession,
  insertSignInLink,
  touchSession,
  type Audience,
} from './sign-in-store';
import type { Db } from '../database/database';
import type { Services } from '../services';

export type { Audience };

export const SIGN_IN_LINK_MINUTES = 15;
const { idle: SESSION_IDLE_HOURS, max: SESSION_MAX_HOURS } = SIGNED_IN_SESSION_HOURS;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** A new secret for a link: 32 random bytes, written for an address. */
export const newToken = () => randomBytes(32).toString('base64url');
/** The times before which a session is over: its last use (idle), its opening (too old). */
const sessionLimits = (now: Date) => ({
  idleSince: new Date(now.getTime() - SESSION_IDLE_HOURS * HOUR_MS).toISOString(),
  openedSince: new Date(now.getTime() - SESSION_MAX_HOURS * HOUR_MS).toISOString(),
});

/** Stores a new link's digest for this address; returns the token the mail carries. */
export function issueSignInLink(
  services: Services,
  audience: Audience,
  email: string,
  now = services.now(),
): string {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS).toISOString();
  insertSignInLink(services.db, { digest: digestOf(token), audience, email, expiresAt }, now.toISOString());
  return token;
}

/** Uses a link (once) and opens a session: its token for the cookie and the address, or null. */
export function openSessionFromLink(
  services: Services,
  audience: Audience,
  linkToken: string,
  now = services.now(),
): { sessionToken: string; email: string } | null {
  const at = now.toISOString();
  const email = consumeSignInLink(services.db, audience, digestOf(linkToken), at);
  if (email === null) return null;
  const sessionToken = newToken();
  insertSession(services.db, audience, digestOf(sessionToken), email, at);
  deleteStaleSignIns(services.db, at, sessionLimits(now));
  return { sessionToken, email };
}

/**
 * Ends what can no longer open anything, whether or not anyone signs in again (the daily purge): used
 * or expired links and sessions over. Returns how many went.
 */
export const forgetStaleSignIns = (db: Db, now: Date): number =>
  deleteStaleSignIns(db, now.toISOString(), sessionLimits(now));

/** The address of a live session of this audience, its last use moved to now; null otherwise. */
export const sessionEmail = (
  services: Services,
  audience: Audience,
  sessionToken: string,
  now = services.now(),
) => touchSession(services.db, audience, digestOf(sessionToken), now.toISOString(), sessionLimits(now));

export const closeSession = (services: Services, sessionToken: string) =>
  deleteSession(services.db, digestOf(sessionToken));
