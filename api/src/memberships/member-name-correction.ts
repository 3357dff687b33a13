// A member's name written wrong: corrected by a record of its own beside the membership, which keeps
// the name it was paid under. The attestation is issued again from it by the memberships' role; the tax
// receipt of the gift is the treasurer's to issue again, and the association is told it is due.
import { enqueueMail } from '../mail/mail-store';
import { receiptNumberOf } from '../documents/issued-documents';
import { documentsWaitFor } from '../documents/document-store';
import { findPayment, paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { recordView } from '../sign-in/view-journal';
import { carryReminderStop, recordMemberNameCorrection, readMembership } from './member-store';
import { personNameKey } from '@mtdm/shared/validation';
import { correctDocument } from './memberships';
import { receiptToReissueMail } from './membership-mails';

export type MemberNameCorrectionResult =
  | {
      readonly outcome: 'corrected';
      /** The attestation's new version, or null while the documents wait for the association's details. */
      readonly attestationVersion: number | null;
      /** The receipt of the gift that still bears the former name, for the treasurer to issue again. */
      readonly receiptToReissue: string | null;
    }
  | { readonly outcome: 'unknown' }
  | { readonly outcome: 'unchanged' };

/** A correction refused inside its transaction: nothing of it is kept. */
class CorrectionRefused extends Error {}

/**
 * Corrects a paid membership's member's name by a new record naming the version it replaces, issues
 * the attestation again from it and mails it to the member, in one transaction. When the gift's tax
 * receipt was issued, the association is mailed that the treasurer is to issue it again.
 */
export function correctMemberName(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  correction: { readonly firstName: string; readonly lastName: string; readonly reason: string },
): MemberNameCorrectionResult {
  const { db, config } = services;
  const payment = findPayment(db, paymentId);
  if (payment?.kind !== 'membership' || payment.status !== 'paid') return { outcome: 'unknown' };
  const member = readMembership(db, paymentId);
  if (member.firstName === correction.firstName && member.lastName === correction.lastName)
    return { outcome: 'unchanged' };
  const reference = paymentReference('membership', paymentId);
  try {
    const result = db.transaction((): MemberNameCorrectionResult => {
      const at = services.now().toISOString();
      if (!recordMemberNameCorrection(db, paymentId, { ...correction, by: volunteer.email, at }))
        throw new CorrectionRefused();
      // The member who asked for no more reminders still gets none under the corrected name.
      carryReminderStop(
        db,
        member.email,
        personNameKey(member.firstName, member.lastName),
        personNameKey(correction.firstName, correction.lastName),
      );
      // Documents still waiting for the association's details will be drawn from the corrected name.
      if (documentsWaitFor(db, paymentId))
        return { outcome: 'corrected', attestationVersion: null, receiptToReissue: null };
      const attestation = correctDocument(
        services,
        volunteer,
        { kind: 'membership-attestation', paymentId },
        correction.reason,
      );
      if (attestation.outcome !== 'done') throw new CorrectionRefused();
      const receipt = receiptNumberOf(db, paymentId);
      if (receipt)
        enqueueMail(
          db,
          receiptToReissueMail(config.recipients.association, {
            ...readMembership(db, paymentId),
            reference,
            receiptNumber: receipt,
            reason: correction.reason,
          }),
        );
      return { outcome: 'corrected', attestationVersion: attestation.version, receiptToReissue: receipt };
    })();
    recordView(services, volunteer, 'nom d’adhérent corrigé', reference);
    services.mail.kick();
    return result;
  } catch (error) {
    if (error instanceof CorrectionRefused) return { outcome: 'unknown' };
    throw error;
  }
}
