// The documents of a payment settled while the association's seat, object or signatory were still
// missing: no specimen is issued and no number taken; the payment waits here, and its tax receipt and
// attestation are issued (numbered then, dated from the payment) and mailed by themselves once the
// details are published.
import type { Db } from '../database/database';
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { paymentReference, type PaymentKind } from '../payments/payment-store';
import type { SiteDetails } from '@mtdm/shared/content';
import type { DocumentPayers } from './document-payer';
import { issueDocuments, mailedDocumentsOf } from './issued-documents';
import { issuerOf } from './issuer';

/** Puts a just-paid payment's documents on hold (inside the transaction that records it as paid). */
export function holdDocuments(db: Db, paymentId: string, at: string): void {
  db.prepare('INSERT INTO documents_waiting (payment_id, waiting_since) VALUES (?, ?)').run(paymentId, at);
}

export const documentsWaitFor = (db: Db, paymentId: string): boolean =>
  db.prepare('SELECT 1 FROM documents_waiting WHERE payment_id = ?').get(paymentId) !== undefined;

interface WaitingRow {
  readonly payment_id: string;
  readonly kind: PaymentKind;
  readonly status: string;
  readonly paid_at: string;
}

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
}): number {
  const { db } = settlement;
  const details = settlement.details();
  const issuer = issuerOf(details);
  if (issuer.specimen) return 0;
  const waiting = db
    .prepare(
      `SELECT w.payment_id, p.kind, p.status, p.paid_at FROM documents_waiting w
         JOIN payments p ON p.id = w.payment_id ORDER BY p.paid_at, w.payment_id`,
    )
    .all() as WaitingRow[];
  let issued = 0;
  for (const row of waiting) {
    const done = db
      .transaction(() => {
        // Taken by another process meanwhile: nothing more to do.
        if (
          db.prepare('DELETE FROM documents_waiting WHERE payment_id = ?').run(row.payment_id).changes === 0
        )
          return false;
        const payer = settlement.documentPayers[row.kind];
        if (row.status !== 'paid' || !payer) return false;
        issueDocuments(db, row.payment_id, row.paid_at, issuer, payer);
        const waited = {
          reference: paymentReference(row.kind, row.payment_id),
          ...mailedDocumentsOf(db, row.payment_id),
        };
        enqueueMail(db, payer.waitedMail(db, row.payment_id, waited, mailSignature(details)));
        return true;
      })
      .immediate();
    if (done) issued += 1;
  }
  return issued;
}
