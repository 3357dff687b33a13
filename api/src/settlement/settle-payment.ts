// A payment's final state and what it sets off, in one transaction: the documents it gives right to,
// then the mails that announce it. The payment flows call this; it knows nothing of providers.
import type { MailRecipients } from '../config';
import type { Db } from '../database/database';
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import type { PaymentFlows } from '../payments/payment-flow';
import { findPayment, markFinal, paymentReference, type PaymentRecord } from '../payments/payment-store';
import type { SiteDetails } from '@mtdm/shared/content';
import { issuerOf } from '../documents/issuer';
import type { DocumentPayers } from '../documents/document-payer';
import { issueDocuments, mailedDocumentsOf } from '../documents/issued-documents';
import { documentsWaitFor, holdDocuments } from '../documents/document-store';

export interface SettlementContext {
  readonly db: Db;
  readonly recipients: MailRecipients;
  /** The association as the published content names it now (documents, mails' signature). */
  readonly details: () => SiteDetails;
  /** The site's address, for the links of the mails (terms of sale, withdrawal). */
  readonly origin: string;
  /** What each kind of payment sets off and mails (api/src/payment-flows.ts). */
  readonly flows: PaymentFlows;
  /** Who the documents of each kind that gives some are for (api/src/payment-flows.ts). */
  readonly documentPayers: DocumentPayers;
  /** The server's clock: a payment is paid (and its receipt's year taken) at its time. */
  readonly now: () => Date;
}

/** A paid payment's reference and the documents just issued for it (or waiting), as its mails give them. */
function paidRecord(db: Db, payment: PaymentRecord) {
  return {
    reference: paymentReference(payment.kind, payment.id),
    documents: { ...mailedDocumentsOf(db, payment.id), waiting: documentsWaitFor(db, payment.id) },
  };
}

/**
 * Moves a created payment to paid or cancelled (never back), records the event and, for a paid
 * one, does what its flow sets off (a membership's period), issues its documents (tax receipt,
 * attestation: numbered here, in this transaction; put on hold while the association's details are
 * missing, and issued by documents/waiting-documents.ts once they are published) and queues its flow's
 * two mails: the payer's confirmation and the association's notice. True when this call made the
 * change (false: already in a final state, or unknown).
 */
export function settlePayment(
  { db, recipients, details, origin, flows, documentPayers, now: clock }: SettlementContext,
  paymentId: string,
  status: 'paid' | 'cancelled',
  source: string,
): boolean {
  // IMMEDIATE: the write lock is taken first, so two confirmations never read the same next
  // receipt number, even from two processes on one database file.
  return db
    .transaction(() => {
      const now = clock().toISOString();
      if (!markFinal(db, paymentId, status, source, now)) return false;
      if (status === 'paid') {
        const payment = findPayment(db, paymentId)!;
        const association = details();
        const flow = flows[payment.kind];
        flow.onPaid?.(db, payment.id, now);
        const payer = documentPayers[payment.kind];
        if (payer) {
          const issuer = issuerOf(association);
          // Without the association's details a document would only be a specimen: it waits for them.
          if (issuer.specimen) holdDocuments(db, payment.id, now);
          else issueDocuments(db, payment.id, now, issuer, payer, now);
        }
        const context = { recipients, origin, paidAt: now, signature: mailSignature(association) };
        for (const mail of flow.paidMails(db, payment.id, { ...context, ...paidRecord(db, payment) }))
          enqueueMail(db, { ...mail, paymentId: payment.id });
      }
      return true;
    })
    .immediate();
}
