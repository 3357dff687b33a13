// A withdrawal the buyer sent by post (the model form, or any clear letter): a volunteer records it on
// the order it names, with the day its postmark says, and the order is withdrawn at once; the buyer is
// acknowledged at their address, with the reference it is filed under. The withdrawal, and who
// recorded it when, are records.
import { parisToday } from '@mtdm/shared/content';
import type { Db } from '../database/database';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { orderForShipping, recordPostalWithdrawal } from './order-fulfilment-store';
import { withdrawalAcknowledgement, type WithdrawalAcknowledgement } from './order-mails';
import { writeAndTellBuyer } from './orders';
import { paidOrderOfPayment } from './order-store';
import { insertWithdrawal, withdrawalOf } from './withdrawal-store';

/** A letter as the volunteer reads it: the articles it names, and the day it was posted (ISO). */
export interface PostalWithdrawal {
  readonly items: string;
  readonly postedOn: string;
}

export type PostalWithdrawalResult =
  | { readonly reference: string }
  | 'unknown'
  | 'not-withdrawable'
  | 'posted-after-today'
  | 'posted-before-payment';

/**
 * Writes the letter's withdrawal for the order of `paymentId`, if it is still to ship or shipped and
 * its postmark falls between the order's payment and today (Paris days), with the volunteer's
 * signature and the buyer's acknowledgement, in one transaction.
 */
export function recordWithdrawalByPost(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  letter: PostalWithdrawal,
): PostalWithdrawalResult {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return 'unknown';
  if (letter.postedOn > parisToday(services.now())) return 'posted-after-today';
  if (letter.postedOn < parisToday(new Date(order.paidAt))) return 'posted-before-payment';
  const recorded = writeAndTellBuyer(
    services,
    volunteer,
    (signed) => withdrawOrderByPost(services.db, paymentId, letter, signed),
    (signature, acknowledgement) => withdrawalAcknowledgement(acknowledgement, signature),
  );
  return recorded ? { reference: recorded.reference } : 'not-withdrawable';
}

/** The letter's withdrawal written on its order, if the order can still be withdrawn, and what to acknowledge. */
function withdrawOrderByPost(
  db: Db,
  paymentId: string,
  { items, postedOn }: PostalWithdrawal,
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
  recordPostalWithdrawal(db, paymentId, { withdrawalId: withdrawalOf(db, reference)!.id, postedOn }, signed);
  return { reference, receivedAt: signed.at, order, postedOn };
}
