// What a membership just paid covers, fixed when it is paid: the year it runs (a renewal paid before
// the end of the current membership starts the day after it; a lapsed one on the payment's day) and
// the member's number when their address already has one (a renewal keeps it, no volunteer needed).
import { isLifetimeMembership } from '@mtdm/shared/commerce';
import type { Db } from '../database/database';
import {
  knownMemberNumber,
  otherPaidPeriodsOf,
  setMemberNumber,
  setMembershipPeriod,
} from '../memberships/member-store';
import { readMembership } from '../payments/payment-details-store';
import { isoDay, periodOf, renewalPeriod } from '../documents/membership-period';

/** Call inside the transaction that records the membership's payment, before its documents. */
export function fixMembershipTerms(db: Db, paymentId: string, paidAt: string): void {
  const membership = readMembership(db, paymentId);
  const currentEnd =
    otherPaidPeriodsOf(db, membership.email, paymentId)
      .filter((other) => !isLifetimeMembership(other.amountCents))
      .map((other) => isoDay(periodOf(other).to))
      .sort()
      .pop() ?? null;
  const period = renewalPeriod(paidAt, currentEnd);
  setMembershipPeriod(db, paymentId, isoDay(period.from), isoDay(period.to));
  const number = knownMemberNumber(db, membership.email);
  if (number !== undefined) setMemberNumber(db, paymentId, number);
}
