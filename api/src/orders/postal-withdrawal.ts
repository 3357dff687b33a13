// A withdrawal the buyer sent by post (the model form, or any clear letter): a volunteer records it on
// the order it names, which is withdrawn at once; the buyer is acknowledged at their address, with the
// reference it is filed under. The withdrawal, and who recorded it when, are records.
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { publishedContent } from '../content/published-content';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { orderForShipping, recordPostalWithdrawal } from './order-fulfilment-store';
import { withdrawalAcknowledgement } from './order-mails';
import { paidOrderOfPayment } from './order-store';
import { insertWithdrawal, withdrawalOf } from './withdrawal-store';

export type PostalWithdrawalResult = { readonly reference: string } | 'unknown' | 'not-withdrawable';

/**
 * Writes the letter's withdrawal for the order of `paymentId` (the articles as the letter names them),
 * if it is still to ship or shipped, with the volunteer's signature and the buyer's acknowledgement,
 * in one transaction.
 */
export function recordWithdrawalByPost(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  items: string,
): PostalWithdrawalResult {
  const { db, config } = services;
  const at = services.now().toISOString();
  const result = db.transaction((): PostalWithdrawalResult => {
    const listed = orderForShipping(db, paymentId);
    if (!listed) return 'unknown';
    const order = paidOrderOfPayment(db, paymentId);
    if (!order || (listed.state !== 'to-ship' && listed.state !== 'shipped')) return 'not-withdrawable';
    const reference = insertWithdrawal(db, {
      orderReference: order.reference,
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      items,
      receivedAt: at,
    });
    recordPostalWithdrawal(db, paymentId, withdrawalOf(db, reference)!.id, { by: volunteer.email, at });
    enqueueMail(
      db,
      withdrawalAcknowledgement(
        { reference, receivedAt: at, order },
        mailSignature(publishedContent(config).details),
      ),
    );
    return { reference };
  })();
  if (typeof result === 'object') services.mail.kick();
  return result;
}
