// A buyer's e-mail address typed wrong when paying: the order's confirmation (the sale's durable
// medium, with the terms of sale and the withdrawal form) went to a mailbox that is not theirs. The shop
// sends a link to the right address; once its owner opens it (member-area/email-change.ts applies the
// link), the order is filed under that address by a record beside it (its mails, a withdrawal, a copy
// or an erasure of the buyer), and its confirmation is sent there again, with its parcel's tracking when
// it has left. Nothing moves before. Only this order moves: the others filed under the address typed
// wrong may be its owner's.
import { enqueueMail } from '../mail/mail-store';
import { mailSignature } from '../mail/mail-text';
import { siteOrigin } from '../mail/site-origin';
import { publishedContent } from '../content/published-content';
import {
  askPaymentAloneCorrection,
  filePaymentUnderRightAddress,
  type ConfirmedCorrection,
} from '../email-changes/email-change-link';
import { paymentReference } from '../payments/payment-store';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { orderForShipping } from './order-fulfilment-store';
import { buyerEmailCorrectionMail, orderCorrectedAwayNoticeMail, shipmentMail } from './order-mails';
import { greetingBuyer } from './orders';
import { orderConfirmationAgain } from './order-payment';
import { orderedFromOf } from './order-store';

/** Sends the link that files a paid order under the address `email`, for `reason`; the journal names it. */
export function askBuyerEmailCorrection(
  services: Services,
  volunteer: Volunteer,
  sessionToken: string,
  paymentId: string,
  correction: { readonly email: string; readonly reason: string },
  now = services.now(),
): 'sent' | 'unknown' | 'refunded' | 'unchanged' | 'limited' {
  const order = orderForShipping(services.db, paymentId);
  if (!order) return 'unknown';
  if (order.state === 'refunded') return 'refunded';
  const reference = paymentReference('shop', paymentId);
  return askPaymentAloneCorrection(
    services,
    volunteer,
    sessionToken,
    {
      paymentId,
      reference,
      from: orderedFromOf(services.db, paymentId),
      to: correction.email,
      reason: correction.reason,
      action: 'adresse d’acheteur à confirmer',
      mail: buyerEmailCorrectionMail(reference),
    },
    now,
  );
}

/**
 * Applies a confirmed link for an order's address, inside the caller's transaction: false when the
 * order was refunded or moved since. The address typed wrong is told only that it will hear no more of
 * it; the order's confirmation goes to the right one.
 */
export function confirmBuyerEmailCorrection(
  services: Services,
  change: ConfirmedCorrection,
  now: Date,
): boolean {
  const { db, config } = services;
  const { paymentId } = change.correction;
  const order = orderForShipping(db, paymentId);
  if (!order || order.state === 'refunded') return false;
  const filedUnder = orderedFromOf(db, paymentId);
  if (!filePaymentUnderRightAddress(db, change, filedUnder, orderCorrectedAwayNoticeMail, now)) return false;
  const signature = mailSignature(publishedContent(config).details);
  enqueueMail(db, {
    ...orderConfirmationAgain(db, paymentId, change.to, {
      origin: siteOrigin(services),
      paidAt: order.paidAt,
      signature,
    }),
    paymentId,
  });
  // A parcel already on its way: its tracking, as it stands after any correction, follows.
  if (order.shippedAt && order.carrier && order.trackingNumber)
    enqueueMail(db, {
      ...shipmentMail(
        {
          ...greetingBuyer(db, order),
          email: change.to,
          reference: paymentReference('shop', paymentId),
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
        },
        signature,
      ),
      paymentId,
    });
  return true;
}
