// A member's new e-mail address, taken only once its owner confirms it by the link mailed to it
// (email-changes/email-change-link.ts). A change never joins two accounts: an address that already has a
// membership, a number or a session stays as it is and its owner is told to write to the association. A change closes every session of the account and
// the old address is told; the account keeps it as an earlier address, for an erasure to find what was
// filed under it until then. The association may send such a link too, for an address typed wrong
// when paying (memberships/member-email-correction.ts): its confirmation is recorded beside the
// membership, whose documents are mailed to the right address, and the address typed wrong is told
// only that it will hear no more of it. A donor's or a buyer's address typed wrong is corrected by the
// same link (treasury/donor-email-correction.ts, orders/buyer-email-correction.ts): that payment alone
// moves, by a record beside it.
import { changesOfSession, consumeEmailChange } from '../email-changes/email-change-store';
import { closeMemberSessions } from '../sign-in/sign-in-store';
import { sendChangeLink } from '../email-changes/email-change-link';
import { enqueueMail } from '../mail/mail-store';
import { recordMemberEmailCorrection } from '../memberships/member-email-correction-store';
import { recordEarlierAddress } from '../memberships/member-address-store';
import { addressInUse, hasPaidMembership, moveMemberEmail } from '../memberships/member-store';
import { mailDocumentsToCorrectedAddress } from '../memberships/memberships';
import { correctedAwayNoticeMail } from '../memberships/membership-mails';
import type { Services } from '../services';
import { emailChangedNoticeMail, emailChangeMail } from './member-mails';
import { digestOf } from '../sign-in/email-links';
import { confirmDonorEmailCorrection } from '../treasury/donor-email-correction';
import { confirmBuyerEmailCorrection } from '../orders/buyer-email-correction';
import { findPayment } from '../payments/payment-store';
import { normalEmail } from '@mtdm/shared/validation';

const HOUR_MS = 60 * 60 * 1000;
/** Changes one session may ask in an hour. */
const CHANGES_PER_SESSION_HOUR = 3;

/** Said to a donor who is not a member: their address is changed by writing to the association. */
export const DONOR_ADDRESS_STAYS =
  'Le changement d’adresse de l’espace est réservé aux adhérents : pour celle de vos dons, écrivez à l’association.';

export type EmailChangeRequest =
  { readonly ok: true } | { readonly ok: false; readonly status: 400 | 429; readonly message: string };

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
  sendChangeLink(services, { from: current, to: wanted, sessionDigest }, emailChangeMail, now);
  return { ok: true };
}

/**
 * What a confirmation did: the address changed (as the member asked, or `corrected` as the association
 * asked; `donation-corrected` and `order-corrected`, a payment's alone), an address already taken (nothing moved), or a dead link.
 */
export type EmailChangeOutcome =
  'changed' | 'corrected' | 'donation-corrected' | 'order-corrected' | 'taken' | 'invalid';

/** The payments whose address typed wrong is corrected alone, each by its own domain. */
const PAYMENT_ALONE = {
  donation: { confirm: confirmDonorEmailCorrection, outcome: 'donation-corrected' },
  shop: { confirm: confirmBuyerEmailCorrection, outcome: 'order-corrected' },
} as const;

/** Applies a confirmed change, once. */
export function confirmEmailChange(
  services: Services,
  token: string,
  now = services.now(),
): EmailChangeOutcome {
  if (!token) return 'invalid';
  const outcome = services.db.transaction((): EmailChangeOutcome => {
    const change = consumeEmailChange(services.db, digestOf(token), now.toISOString());
    // A donation's or an order's address typed wrong moves that payment alone, not an account.
    const kind = change?.correction && findPayment(services.db, change.correction.paymentId)?.kind;
    const alone = kind === 'donation' || kind === 'shop' ? PAYMENT_ALONE[kind] : undefined;
    if (change?.correction && alone)
      return alone.confirm(services, { ...change, correction: change.correction }, now)
        ? alone.outcome
        : 'invalid';
    if (!change || !hasPaidMembership(services.db, change.from)) return 'invalid';
    if (addressInUse(services.db, change.to)) return 'taken';
    moveMemberEmail(services.db, change.from, change.to);
    closeMemberSessions(services.db, change.from);
    const until = now.toISOString();
    if (change.correction) {
      // An address typed wrong is somebody else's mailbox, or nobody's: it is told that it will hear no
      // more of the membership, and nothing of whom or where; a member whose address was corrected away
      // by mistake learns it so, and can answer.
      recordMemberEmailCorrection(services.db, change.correction, until);
      const lastMail = enqueueMail(services.db, correctedAwayNoticeMail(change.from));
      recordEarlierAddress(services.db, change, { until, lastMail });
      // What the member never received comes to them now.
      mailDocumentsToCorrectedAddress(services, change.to);
      return 'corrected';
    }
    // The notice is the last mail the old address receives as theirs.
    const lastMail = enqueueMail(services.db, emailChangedNoticeMail(change.from, change.to));
    recordEarlierAddress(services.db, change, { until, lastMail });
    return 'changed';
  });
  try {
    const done = outcome();
    if (done !== 'taken' && done !== 'invalid') services.mail.kick();
    return done;
  } catch (error) {
    // Two confirmations racing for the same address: the second finds it taken.
    if (/^SQLITE_CONSTRAINT/.test((error as { code?: string }).code ?? '')) return 'taken';
    throw error;
  }
}
