// A membership numbered wrong: most often a renewal paid from a new address, which was given a number
// of its own though its member already held one. The number given stays as it was issued; a record
// of its own beside it gives the membership the number it should bear, and every read takes it: the
// lists, the member area, the attestation, and the number the address is given next time.
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { publishedContent } from '../content/published-content';
import { documentsWaitFor } from '../documents/document-store';
import { paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { recordView } from '../sign-in/view-journal';
import {
  memberNumberHolder,
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
  const { db, config } = services;
  const membership = paidMembershipEmail(db, paymentId);
  if (!membership) return { outcome: 'unknown' };
  const replaced = membership.memberNumber;
  if (replaced === null) return { outcome: 'not-numbered' };
  if (replaced === correction.memberNumber) return { outcome: 'unchanged' };
  const holder = memberNumberHolder(db, correction.memberNumber, paymentId);
  if (holder === undefined) return { outcome: 'no-such-member' };
  const result = db.transaction((): MemberNumberCorrectionResult => {
    const at = services.now().toISOString();
    if (recordMemberNumberCorrection(db, paymentId, { ...correction, by: volunteer.email, at }) === undefined)
      return { outcome: 'unknown' };
    // Documents still waiting for the association's details will bear the corrected number.
    const attestation = documentsWaitFor(db, paymentId)
      ? null
      : numberedAttestation(services, volunteer, paymentId, correction.reason);
    const details = publishedContent(config).details;
    enqueueMail(
      db,
      memberNumberMail(
        readMembership(db, paymentId),
        correction.memberNumber,
        attestation,
        mailSignature(details),
        replaced,
      ),
    );
    return { outcome: 'corrected', holder, attestationVersion: attestation?.version ?? null };
  })();
  if (result.outcome !== 'corrected') return result;
  recordView(services, volunteer, 'numéro d’adhérent corrigé', paymentReference('membership', paymentId));
  services.mail.kick();
  return result;
}
