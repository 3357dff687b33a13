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
import {
  askPaymentAloneCorrection,
  filePaymentUnderRightAddress,
  type ConfirmedCorrection,
} from '../email-changes/email-change-link';
import { paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import {
  donationCorrectedAwayNoticeMail,
  donorEmailCorrectionMail,
  receiptAtCorrectedAddressMail,
} from './donation-mails';
import { paidDonation } from './donation-store';

/** Sends the link that files a paid donation under the address `email`, for `reason`; the journal names it. */
export function askDonorEmailCorrection(
  services: Services,
  volunteer: Volunteer,
  sessionToken: string,
  paymentId: string,
  correction: { readonly email: string; readonly reason: string },
  now = services.now(),
): 'sent' | 'unknown' | 'refunded' | 'unchanged' | 'limited' {
  const donation = paidDonation(services.db, paymentId);
  if (!donation) return 'unknown';
  if (donation.refunded) return 'refunded';
  const reference = paymentReference('donation', paymentId);
  return askPaymentAloneCorrection(
    services,
    volunteer,
    sessionToken,
    {
      paymentId,
      reference,
      from: donation.email,
      to: correction.email,
      reason: correction.reason,
      action: 'adresse de donateur à confirmer',
      mail: donorEmailCorrectionMail(reference),
    },
    now,
  );
}

/**
 * Applies a confirmed link for a donation's address, inside the caller's transaction: false when the
 * donation was refunded or moved since. The address typed wrong is told only that it will hear no more
 * of it; the receipt in force goes to the right one (a receipt still waiting will go there when issued).
 */
export function confirmDonorEmailCorrection(
  services: Services,
  change: ConfirmedCorrection,
  now: Date,
): boolean {
  const { db, config } = services;
  const { paymentId } = change.correction;
  const donation = paidDonation(db, paymentId);
  if (!donation || donation.refunded) return false;
  if (!filePaymentUnderRightAddress(db, change, donation.email, donationCorrectedAwayNoticeMail, now))
    return false;
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
