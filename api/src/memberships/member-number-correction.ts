// A membership numbered wrong: most often a renewal paid from a new address, which was given a number
// of its own though its member already held one. The number given stays as it was issued; a record
// of its own beside it gives the membership the number it should bear, and every read takes it: the
// lists, the member area, the attestation, and the number the member is given next time. The other
// way round, a member who bears another person's number (a spouse, numbered when an address was one
// member) is given the next number of the sequence by such a record.
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { publishedContent } from '../content/published-content';
import { documentsWaitFor } from '../documents/document-store';
import { paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { recordView } from '../sign-in/view-journal';
import {
  drawMemberNumber,
  memberNumberHolder,
  numberSharerOf,
  paidMembershipEmail,
  readMembership,
  recordMemberNumberCorrection,
} from './member-store';
import { memberNumberMail } from './membership-mails';
import { numberedAttestation } from './memberships';

export type MemberNumberCorrectionResult =
  | {
      readonly outcome: 'corrected';
      /** Whose number it was: the name of their latest membership, '' when only their address is left. */
      readonly holder: string;
      /** The attestation's new version, or null while the documents wait for the association's details. */
      readonly attestationVersion: number | null;
    }
  | { readonly outcome: 'unknown' | 'not-numbered' | 'unchanged' | 'no-such-member' };

/**
 * Gives a numbered, paid membership the number its member already holds, by a new record naming the
 * version it replaces; issues the attestation again with it and mails it to the member, in one
 * transaction.
 */
export function correctMemberNumber(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  correction: { readonly memberNumber: number; readonly reason: string },
): MemberNumberCorrectionResult {
  const { db } = services;
  const membership = paidMembershipEmail(db, paymentId);
  if (!membership) return { outcome: 'unknown' };
  const replaced = membership.memberNumber;
  if (replaced === null) return { outcome: 'not-numbered' };
  if (replaced === correction.memberNumber) return { outcome: 'unchanged' };
  const holder = memberNumberHolder(db, correction.memberNumber, paymentId);
  if (holder === undefined) return { outcome: 'no-such-member' };
  const result = db.transaction(() =>
    recordNumber(services, volunteer, paymentId, { ...correction, replaced }),
  )();
  if (result === null) return { outcome: 'unknown' };
  services.mail.kick();
  return { outcome: 'corrected', holder, attestationVersion: result.attestationVersion };
}

export type OwnMemberNumberResult =
  | {
      readonly outcome: 'given';
      readonly memberNumber: number;
      /** Who is given it: the member's name as it stands. */
      readonly member: string;
      /** Whose number the membership stood at: that other person's name. */
      readonly sharedWith: string;
      readonly attestationVersion: number | null;
    }
  | { readonly outcome: 'unknown' | 'not-numbered' | 'not-shared' };

/**
 * Gives a member who bears another person's number (a spouse numbered when an address was one
 * member) the next number of the sequence, by a record naming the one replaced; the attestation is
 * issued again and mailed, in one transaction. Refused when no other person bears that number: the
 * sequence is not drawn for nothing.
 */
export function giveOwnMemberNumber(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  reason: string,
): OwnMemberNumberResult {
  const { db } = services;
  // Immediate: another server's click waits for this one, then finds the number no longer shared.
  const result = db
    .transaction((): OwnMemberNumberResult => {
      const membership = paidMembershipEmail(db, paymentId);
      if (!membership) return { outcome: 'unknown' };
      const replaced = membership.memberNumber;
      if (replaced === null) return { outcome: 'not-numbered' };
      const sharedWith = numberSharerOf(db, paymentId);
      if (sharedWith === undefined) return { outcome: 'not-shared' };
      const memberNumber = drawMemberNumber(db, paymentId, volunteer.email, services.now().toISOString());
      const recorded = recordNumber(services, volunteer, paymentId, { memberNumber, reason, replaced });
      if (recorded === null) return { outcome: 'unknown' };
      const { firstName, lastName } = readMembership(db, paymentId);
      const { attestationVersion } = recorded;
      return {
        outcome: 'given',
        memberNumber,
        member: `${firstName} ${lastName}`,
        sharedWith,
        attestationVersion,
      };
    })
    .immediate();
  if (result.outcome === 'given') services.mail.kick();
  return result;
}

/**
 * Inside its caller's transaction: the membership's number corrected by a record, the attestation
 * issued again (unless its documents wait for the association's details), the member's mail of their
 * number and the one it replaces queued (the caller sends it once committed), the view journaled.
 * Null when the membership is not paid.
 */
function recordNumber(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  number: { readonly memberNumber: number; readonly reason: string; readonly replaced: number },
): { attestationVersion: number | null } | null {
  const { db, config } = services;
  const at = services.now().toISOString();
  const { memberNumber, reason, replaced } = number;
  if (
    recordMemberNumberCorrection(db, paymentId, { memberNumber, reason, by: volunteer.email, at }) ===
    undefined
  )
    return null;
  // Documents still waiting for the association's details will bear the corrected number.
  const attestation = documentsWaitFor(db, paymentId)
    ? null
    : numberedAttestation(services, volunteer, paymentId, reason);
  const details = publishedContent(config).details;
  enqueueMail(
    db,
    memberNumberMail(
      readMembership(db, paymentId),
      memberNumber,
      attestation,
      mailSignature(details),
      replaced,
    ),
  );
  recordView(services, volunteer, 'numéro d’adhérent corrigé', paymentReference('membership', paymentId));
  return { attestationVersion: attestation?.version ?? null };
}
