// The documents of a payment settled while the association's seat, object or signatory were still
// missing: no specimen is issued and no number taken; the payment waits (its row in documents_waiting,
// document-store.ts), and its tax receipt and attestation are issued here and mailed by themselves once
// the details are published: numbered then, in the year of the payment and giving its day, and signed
// on the day they are issued.
import type { Db } from '../database/database';
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { paymentReference } from '../payments/payment-store';
import type { SiteDetails } from '@mtdm/shared/content';
import type { DocumentPayers } from './document-payer';
import { stopWaiting, waitingPayments } from './document-store';
import { issueDocuments, mailedDocumentsOf } from './issued-documents';
import { issuerOf } from './issuer';

/**
 * Issues and mails the documents that wait, oldest payment first, once the published details allow
 * it (else nothing); each payment in its own transaction, so a receipt's number and its mail go
 * together. A payment refunded meanwhile leaves the queue with no document. Returns how many payments
 * were given their documents.
 */
export function issueWaitingDocuments(settlement: {
  readonly db: Db;
  /** The association as the published content names it now. */
  readonly details: () => SiteDetails;
  /** Who each kind of payment's documents are for (api/src/payment-flows.ts). */
  readonly documentPayers: DocumentPayers;
  /** The server's clock: the documents are dated from their issue. */
  readonly now: () => Date;
}): number {
  const { db } = settlement;
  const details = settlement.details();
  const issuer = issuerOf(details);
  if (issuer.specimen) return 0;
  let issued = 0;
  for (const row of waitingPayments(db)) {
    const done = db
      .transaction(() => {
        // Taken by another process meanwhile: nothing more to do.
        if (!stopWaiting(db, row.paymentId)) return false;
        const payer = settlement.documentPayers[row.kind];
        if (row.status !== 'paid' || !payer) return false;
        issueDocuments(db, row.paymentId, row.paidAt, issuer, payer, settlement.now().toISOString());
        const waited = {
          reference: paymentReference(row.kind, row.paymentId),
          ...mailedDocumentsOf(db, row.paymentId),
        };
        enqueueMail(db, payer.waitedMail(db, row.paymentId, waited, mailSignature(details)));
        return true;
      })
      .immediate();
    if (done) issued += 1;
  }
  return issued;
}
