// A donor's e-mail address typed wrong when paying: their receipt went to a mailbox that is not theirs,
// and their donor's space opens for nobody. The treasurer sends a link to the right address; once its
// owner opens it (member-area/email-change.ts applies the link), the donation is filed under that
// address by a record beside it, and its receipt is mailed there. Nothing moves before: the treasurer
// cannot send a donor's receipt to an address nobody has confirmed. Only this donation moves: the
// others filed under the address typed wrong may be its owner's.
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { publishedContent } from '../content/published-content';
import { standingDocumentsOf } from '../documents/document-store';
import type { UsedEmailChange } from '../memberships/email-change-store';
import { sendCorrectionLink } from '../memberships/email-change-link';
import type { AskedCorrection } from '../memberships/member-email-correction-store';
import { findPayment, paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import { recordView } from '../sign-in/view-journal';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { normalEmail } from '@mtdm/shared/validation';
import {
  donationCorrectedAwayNoticeMail,
  donorEmailCorrectionMail,
  receiptAtCorrectedAddressMail,
} from './donation-mails';
import { paidDonation } from './donation-store';
import { recordDonorEmailCorrection } from './donor-email-correction-store';

export type DonorEmailCorrectionResult = {
  readonly outcome: 'sent' | 'unknown' | 'refunded' | 'unchanged' | 'limited';
};

/** Sends the link that files a paid donation under the address `email`, for `reason`; the journal names it. */
export function askDonorEmailCorrection(
  services: Services,
  volunteer: Volunteer,
  sessionToken: string,
  paymentId: string,
  correction: { readonly email: string; readonly reason: string },
  now = services.now(),
): DonorEmailCorrectionResult {
  const donation = paidDonation(services.db, paymentId);
  if (!donation) return { outcome: 'unknown' };
  if (donation.refunded) return { outcome: 'refunded' };
  const from = normalEmail(donation.email);
  const to = normalEmail(correction.email);
  if (from === to) return { outcome: 'unchanged' };
  const reference = paymentReference('donation', paymentId);
  const sent = sendCorrectionLink(
    services,
    volunteer,
    sessionToken,
    { from, to, paymentId, reason: correction.reason, onePayment: true },
    donorEmailCorrectionMail(reference),
    now,
  );
  if (!sent) return { outcome: 'limited' };
  recordView(services, volunteer, 'adresse de donateur à confirmer', reference);
  return { outcome: 'sent' };
}

/** Whether a change link was sent for a donation's address (rather than a member's account). */
export const isDonationCorrection = (services: Services, change: UsedEmailChange): boolean =>
  change.correction !== null && findPayment(services.db, change.correction.paymentId)?.kind === 'donation';

/**
 * Applies a confirmed link for a donation's address, inside the caller's transaction: false when the
 * donation was refunded or moved since. The address typed wrong is told only that it will hear no more
 * of it; the receipt in force goes to the right one (a receipt still waiting will go there when issued).
 */
export function confirmDonorEmailCorrection(
  services: Services,
  change: UsedEmailChange & { readonly correction: AskedCorrection & { readonly askedAt: string } },
  now: Date,
): boolean {
  const { db, config } = services;
  const { paymentId } = change.correction;
  const donation = paidDonation(db, paymentId);
  if (!donation || donation.refunded || normalEmail(donation.email) !== change.from) return false;
  recordDonorEmailCorrection(db, { ...change.correction, email: change.to }, now.toISOString());
  enqueueMail(db, donationCorrectedAwayNoticeMail(change.from));
  const [receipt] = standingDocumentsOf(db, paymentId).filter((document) => document.kind === 'tax-receipt');
  if (receipt)
    enqueueMail(
      db,
      receiptAtCorrectedAddressMail(
        change.to,
        { ...donation, reference: paymentReference('donation', paymentId) },
        { kind: 'tax-receipt', paymentId, version: receipt.version },
        mailSignature(publishedContent(config).details),
      ),
    );
  return true;
}
