// A payment's final state and what it sets off, in one transaction: the documents it gives right to,
// then the mails that announce it. The payment flows call this; it knows nothing of providers.
import type { MailRecipients } from '../config';
import type { Db } from '../database/database';
import { nowIso } from '../database/database';
import { enqueueMail } from '../mail/mail-store';
import { findPayment, markFinal } from '../payments/payment-store';
import type { SiteDetails } from '@mtdm/shared/content';
import { issuerOf } from '../documents/issuer';
import { issueDocuments } from '../documents/issued-documents';
import { givesDocuments, holdDocuments } from '../documents/waiting-documents';
import { fixMembershipTerms } from '../memberships/membership-period';
import { paidMails } from './paid-mails';

export interface SettlementContext {
  readonly db: Db;
  readonly recipients: MailRecipients;
  /** The association as the published content names it now (documents, mails' signature). */
  readonly details: () => SiteDetails;
  /** The site's address, for the links of the mails (terms of sale, withdrawal). */
  readonly origin: string;
}

/**
 * Moves a created payment to paid or cancelled (never back), records the event and, for a paid
 * one, issues its documents (tax receipt, attestation: numbered here, in this transaction; put on hold
 * while the association's details are missing, see documents/waiting-documents.ts) and
 * queues the payer's confirmation and the association's notice. True when this call made the
 * change (false: already in a final state, or unknown).
 */
export function settlePayment(
  { db, recipients, details, origin }: SettlementContext,
  paymentId: string,
  status: 'paid' | 'cancelled',
  source: string,
): boolean {
  // IMMEDIATE: the write lock is taken first, so two confirmations never read the same next
  // receipt number, even from two processes on one database file.
  return db
    .transaction(() => {
      const now = nowIso();
      if (!markFinal(db, paymentId, status, source, now)) return false;
      if (status === 'paid') {
        const payment = findPayment(db, paymentId)!;
        const association = details();
        if (payment.kind === 'membership') fixMembershipTerms(db, payment.id, now);
        const issuer = issuerOf(association);
        // Without the association's details a document would only be a specimen: it waits for them.
        if (issuer.specimen && givesDocuments(payment.kind)) holdDocuments(db, payment.id, now);
        else issueDocuments(db, payment, now, issuer);
        for (const mail of paidMails(db, { recipients, origin, paidAt: now }, payment, association))
          enqueueMail(db, mail);
      }
      return true;
    })
    .immediate();
}
