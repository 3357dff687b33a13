// A member's new e-mail address, taken only once its owner confirms it: a single-use link, valid a
// day, mailed to the new address, kept as a digest; asking again voids the earlier link. A change never
// joins two accounts: an address that already has a membership, a number or a session stays as it is
// and its owner is told to write to the association. A change closes every session of the account and
// the old address is told; the account keeps it as an earlier address, for an erasure to find what was
// filed under it until then.
import { spacePages } from '@mtdm/shared/contracts';
import { randomBytes } from 'node:crypto';
import {
  addressInUse,
  changesOfSession,
  closeMemberSessions,
  consumeEmailChange,
  deleteEmailChanges,
  insertEmailChange,
} from './email-change-store';
import { enqueueMail } from '../mail/mail-store';
import { recordEarlierAddress } from '../memberships/member-address-store';
import { hasPaidMembership, moveMemberEmail } from '../memberships/member-store';
import type { Db } from '../database/database';
import type { Services } from '../services';
import { emailChangedNoticeMail, emailChangeMail } from './member-mails';
import { digestOf } from '../sign-in/email-links';
import { mayMailLink } from '../sign-in/link-mail-limits';
import { siteOrigin } from '../mail/site-origin';
import { normalEmail } from '@mtdm/shared/validation';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Changes one session may ask in an hour. */
const CHANGES_PER_SESSION_HOUR = 3;

/** Said to a donor who is not a member: their address is changed by writing to the association. */
export const DONOR_ADDRESS_STAYS =
  'Le changement d’adresse de l’espace est réservé aux adhérents : pour celle de vos dons, écrivez à l’association.';

export type EmailChangeRequest =
  { readonly ok: true } | { readonly ok: false; readonly status: 400 | 429; readonly message: string };

/** Forgets the changes whose link has been dead a day (used or not): both addresses go. */
export const forgetOldEmailChanges = (db: Db, now: Date): number =>
  deleteEmailChanges(db, new Date(now.getTime() - DAY_MS).toISOString());

/** Records the change and mails its link to the new address (within the limits per session and address). */
export function requestEmailChange(
  services: Services,
  from: string,
  to: string,
  sessionToken: string,
  now = services.now(),
): EmailChangeRequest {
  const [current, wanted] = [normalEmail(from), normalEmail(to)];
  // A donor's gifts stay with the address they were made from: only a member's account moves.
  if (!hasPaidMembership(services.db, current))
    return { ok: false, status: 400, message: DONOR_ADDRESS_STAYS };
  if (current === wanted)
    return { ok: false, status: 400, message: 'C’est déjà l’adresse de votre espace adhérent.' };
  const sessionDigest = digestOf(sessionToken);
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  if (changesOfSession(services.db, sessionDigest, hourAgo) >= CHANGES_PER_SESSION_HOUR)
    return {
      ok: false,
      status: 429,
      message: 'Vous avez déjà demandé plusieurs changements d’adresse : réessayez dans une heure.',
    };
  const token = randomBytes(32).toString('base64url');
  services.db.transaction(() => {
    const at = now.toISOString();
    forgetOldEmailChanges(services.db, now);
    insertEmailChange(
      services.db,
      {
        from: current,
        to: wanted,
        digest: digestOf(token),
        sessionDigest,
        expiresAt: new Date(now.getTime() + DAY_MS).toISOString(),
      },
      at,
    );
    // Past its limit, an address gets no more mail; the requester is answered the same.
    if (mayMailLink(services, 'email-change', wanted, now))
      enqueueMail(
        services.db,
        emailChangeMail(wanted, `${siteOrigin(services)}${spacePages.memberEmailChange}?jeton=${token}`),
      );
  })();
  services.mail.kick();
  return { ok: true };
}

/** What a confirmation did: the address changed, an address already taken (nothing moved), or a dead link. */
export type EmailChangeOutcome = 'changed' | 'taken' | 'invalid';

/** Applies a confirmed change, once. */
export function confirmEmailChange(
  services: Services,
  token: string,
  now = services.now(),
): EmailChangeOutcome {
  if (!token) return 'invalid';
  const outcome = services.db.transaction((): EmailChangeOutcome => {
    const change = consumeEmailChange(services.db, digestOf(token), now.toISOString());
    if (!change || !hasPaidMembership(services.db, change.from)) return 'invalid';
    if (addressInUse(services.db, change.to)) return 'taken';
    moveMemberEmail(services.db, change.from, change.to);
    closeMemberSessions(services.db, change.from);
    // The notice is the last mail the old address receives as theirs.
    const lastMail = enqueueMail(services.db, emailChangedNoticeMail(change.from, change.to));
    recordEarlierAddress(services.db, change, { until: now.toISOString(), lastMail });
    return 'changed';
  });
  try {
    const done = outcome();
    if (done === 'changed') services.mail.kick();
    return done;
  } catch (error) {
    // Two confirmations racing for the same address: the second finds it taken.
    if (/^SQLITE_CONSTRAINT/.test((error as { code?: string }).code ?? '')) return 'taken';
    throw error;
  }
}
