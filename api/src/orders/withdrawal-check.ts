// A withdrawal to check (one that gives an order's reference with another address than its buyer's,
// or comes from the buyer's address with a reference no order carries), decided by a volunteer once
// the association has asked the buyer: attached to the order (the buyer's own, sent from another
// mailbox or with a typo: the order is withdrawn, and the buyer receives the acknowledgement the form
// could not send), or set aside (the order stays as it was). Either is a record, written once.
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import {
  orderForShipping,
  recordWithdrawalDecision,
  type WithdrawalDecision,
} from './order-fulfilment-store';
import { withdrawalAcknowledgement } from './order-mails';
import { writeAndTellBuyer } from './orders';
import { paidOrderOfPayment } from './order-store';
import { withdrawalOf } from './withdrawal-store';

/** What a volunteer decides of a withdrawal to check. */
type CheckedDecision = Exclude<WithdrawalDecision, 'by-post'>;
export type WithdrawalCheckResult = CheckedDecision | 'unknown' | 'not-to-check';

/**
 * Decides the withdrawal `withdrawalReference` for the order of `paymentId`, if it is still the one
 * the order has to check, and for an attached one mails the buyer's acknowledgement, in the same
 * transaction.
 */
export function decideWithdrawal(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  { withdrawalReference, decision }: { withdrawalReference: string; decision: CheckedDecision },
): WithdrawalCheckResult {
  const { db } = services;
  if (!orderForShipping(db, paymentId)) return 'unknown';
  const withdrawal = withdrawalOf(db, withdrawalReference);
  if (!withdrawal) return 'not-to-check';
  const decided = writeAndTellBuyer(
    services,
    volunteer,
    (signed) =>
      recordWithdrawalDecision(
        db,
        paymentId,
        { withdrawalId: withdrawal.id, withdrawalReference: withdrawal.reference },
        { decision, ...signed },
      ),
    (signature) => {
      const order = decision === 'attached' ? paidOrderOfPayment(db, paymentId) : null;
      return order
        ? withdrawalAcknowledgement(
            { reference: withdrawal.reference, receivedAt: withdrawal.receivedAt, order },
            signature,
          )
        : null;
    },
  );
  return decided ? decision : 'not-to-check';
}
