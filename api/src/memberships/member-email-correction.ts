// A member's e-mail address typed wrong when paying: their attestation and the links to their space go
// to a mailbox that is not theirs, so they cannot correct it themselves. The memberships' role sends a
// link to the right address; once its owner opens it, the account moves there as a change asked from
// the member area does (member-area/email-change.ts), and the correction is recorded beside the
// membership. Nothing moves before that: a volunteer cannot send a member's records to an address
// nobody has confirmed.
import { addressInUse } from './member-store';
import { sendCorrectionLink } from '../email-changes/email-change-link';
import { emailCorrectionMail } from './membership-mails';
import { findPayment, paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import { recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { normalEmail } from '@mtdm/shared/validation';
import { membersOfAddress, readMembership } from './member-store';

export type EmailCorrectionResult =
  | {
      readonly outcome: 'sent';
      /** The members the address is theirs (a couple joined together): all move with it. */
      readonly members: number;
    }
  | { readonly outcome: 'unknown' | 'unchanged' | 'taken' | 'limited' };

/**
 * Sends the link that moves a paid membership's account to the address `email`, for `reason`, from a
 * volunteer's session; the journal names the membership.
 */
export function askMemberEmailCorrection(
  services: Services,
  volunteer: Volunteer,
  sessionToken: string,
  paymentId: string,
  correction: { readonly email: string; readonly reason: string },
  now = services.now(),
): EmailCorrectionResult {
  const { db } = services;
  const payment = findPayment(db, paymentId);
  if (payment?.kind !== 'membership' || payment.status !== 'paid') return { outcome: 'unknown' };
  const from = normalEmail(readMembership(db, paymentId).email);
  const to = normalEmail(correction.email);
  if (from === to) return { outcome: 'unchanged' };
  if (addressInUse(db, to)) return { outcome: 'taken' };
  const reference = paymentReference('membership', paymentId);
  const sent = sendCorrectionLink(
    services,
    volunteer,
    sessionToken,
    { from, to, paymentId, reason: correction.reason },
    emailCorrectionMail(reference),
    now,
  );
  if (!sent) return { outcome: 'limited' };
  recordView(services, volunteer, 'adresse d’adhérent à confirmer', reference);
  return { outcome: 'sent', members: membersOfAddress(db, from) };
}
