// A withdrawal the buyer sent by post (the model form, or any clear letter): a volunteer records it on
// the order it names, which is withdrawn at once; the buyer is acknowledged at their address, with the
// reference it is filed under. The withdrawal, and who recorded it when, are records.
import type { Db } from '../database/database';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { orderForShipping, recordPostalWithdrawal } from './order-fulfilment-store';
import { withdrawalAcknowledgement, type WithdrawalAcknowledgement } from './order-mails';
import { writeAndTellBuyer } from './orders';
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
  if (!orderForShipping(services.db, paymentId)) return 'unknown';
  const recorded = writeAndTellBuyer(
    services,
    volunteer,
    (signed) => withdrawOrderByPost(services.db, paymentId, items, signed),
    (signature, acknowledgement) => withdrawalAcknowledgement(acknowledgement, signature),
  );
  return recorded ? { reference: recorded.reference } : 'not-withdrawable';
}

/** The letter's withdrawal written on its order, if the order can still be withdrawn, and what to acknowledge. */
function withdrawOrderByPost(
  db: Db,
  paymentId: string,
  items: string,
  signed: { readonly by: string; readonly at: string },
): WithdrawalAcknowledgement | false {
  const listed = orderForShipping(db, paymentId);
  const order = paidOrderOfPayment(db, paymentId);
  if (!listed || !order || (listed.state !== 'to-ship' && listed.state !== 'shipped')) return false;
  const reference = insertWithdrawal(db, {
    orderReference: order.reference,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    items,
    receivedAt: signed.at,
  });
  recordPostalWithdrawal(db, paymentId, withdrawalOf(db, reference)!.id, signed);
  return { reference, receivedAt: signed.at, order };
}
