import { enqueueMail } from '../mail/mail-store';
import { ordersToCheckFor } from './order-fulfilment-store';
import { paidOrderOf } from './order-store';
import { insertWithdrawal, withdrawalReferenceOf, type WithdrawalRecord } from './withdrawal-store';
import type { Services } from '../services';
import { publishedContent } from '../content/published-content';
import { mailSignature } from '../mail/mail-text';
import { withdrawalAcknowledgement, withdrawalNotification } from './order-mails';

/**
 * An online withdrawal: stored, notified to the association (the museum's own mailbox, with what the
 * requester typed), and acknowledged to the buyer only when the order reference and the address
 * match a paid order. The acknowledgement goes to the buyer's address (the order's, or the member's
 * since they left it) and restates the order from the database: nothing the requester typed reaches
 * anyone but the association, and the museum's sender never writes to an address a visitor merely
 * typed.
 */
export function recordWithdrawal(
  services: Services,
  withdrawal: WithdrawalRecord,
): { reference: string; acknowledgementMailed: boolean } {
  const { db, config, mail } = services;
  const result = db.transaction(() => {
    const reference = insertWithdrawal(db, withdrawal);
    const mailData = { ...withdrawal, reference };
    const order = paidOrderOf(db, withdrawal.orderReference, withdrawal.email);
    if (order)
      enqueueMail(
        db,
        withdrawalAcknowledgement(
          {
            reference,
            receivedAt: withdrawal.receivedAt,
            order,
          },
          mailSignature(publishedContent(config).details),
        ),
      );
    const toCheck = order ? [] : ordersToCheckFor(db, reference);
    enqueueMail(db, withdrawalNotification(config.recipients.association, mailData, { order, toCheck }));
    return { reference, acknowledgementMailed: order !== null };
  })();
  mail.kick();
  return result;
}

/** The reference answered to a filled honeypot: shaped like a real one, recorded nowhere. */
export const unrecordedReference = (receivedAt: string) => withdrawalReferenceOf(0, receivedAt);
