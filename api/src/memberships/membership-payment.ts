// A membership paid online: the form's rules, the fee and the gift recomputed, the member stored with
// the payment, its terms fixed when it is paid, the two mails that say so, and who its attestation
// and the tax receipt of its gift are for.
import {
  eurosToCents,
  formatEuros,
  isLifetimeMembership,
  isoDay,
  MEMBERSHIP_FEES_CENTS,
  periodOf,
  renewalPeriod,
} from '@mtdm/shared/commerce';
import {
  calls,
  labelOf,
  MEMBERSHIP_TYPES,
  membershipFieldValues,
  membershipPaymentRequestSchema,
  type MembershipPaymentRequest,
} from '@mtdm/shared/contracts';
import { paths } from '@mtdm/shared/routing';
import { addresseeOf, validateMembershipForm } from '@mtdm/shared/validation';
import {
  amountDisagrees,
  fail,
  payerOf,
  payerValuesOf,
  personFormRules,
  type PaymentFlow,
  type Priced,
} from '../payments/payment-flow';
import type { Db } from '../database/database';
import type { DocumentPayer } from '../documents/document-payer';
import { receiptNumberOf } from '../documents/issued-documents';
import {
  insertMembership,
  knownMemberNumber,
  otherPaidPeriodsOf,
  readMembership,
  setMemberNumber,
  setMembershipPeriod,
} from './member-store';
import { membershipConfirmation, membershipNotification, waitedDocumentsMail } from './membership-mails';

/** The membership form's rules on a payload (the page only calls once its checkbox is ticked). */
const membershipRules = personFormRules(validateMembershipForm, () => ({ confirmed: true }));

/** Membership: amount = fee (20 € or 150 €) + donation (≥ 0); the validation rules were checked before. */
function priceMembership(
  request: MembershipPaymentRequest,
): Priced<{ feeCents: number; donationCents: number; amountCents: number }> {
  const feeCents = MEMBERSHIP_FEES_CENTS[request.membershipType];
  const donationCents = eurosToCents(request.donationAmount);
  const amountCents = feeCents + donationCents;
  const disagreement = amountDisagrees(amountCents, request.amount);
  if (disagreement) return fail(disagreement);
  return { ok: true, value: { feeCents, donationCents, amountCents } };
}

/**
 * A membership's terms, fixed in the transaction that records its payment, before its documents: its
 * period (a year, or a year from the end of the membership it renews) and the member's number when
 * they already have one (a renewal keeps it, no volunteer needed). A member is an address and a name:
 * the husband of a member, paying from her address, is a new member.
 */
function fixMembershipTerms(db: Db, paymentId: string, paidAt: string): void {
  const currentEnd =
    otherPaidPeriodsOf(db, paymentId)
      .filter((other) => !isLifetimeMembership(other.amountCents))
      .map((other) => isoDay(periodOf(other).to))
      .sort()
      .pop() ?? null;
  const period = renewalPeriod(paidAt, currentEnd);
  setMembershipPeriod(db, paymentId, isoDay(period.from), isoDay(period.to));
  const number = knownMemberNumber(db, paymentId);
  if (number !== undefined) setMemberNumber(db, paymentId, number);
}

export const membershipPayment: PaymentFlow = {
  kind: 'membership',
  path: calls.createMembershipPayment.path,
  startEndpoint: String(calls.createMembershipPayment.query.endpoint),
  confirmEndpoint: String(calls.confirmMembership.query.endpoint),
  successPage: paths.registrationSuccess,
  cancelPage: paths.registrationCancel,
  rules: membershipRules,
  schema: membershipPaymentRequestSchema,
  price: (data: MembershipPaymentRequest) => {
    const priced = priceMembership(data);
    if (!priced.ok) return priced;
    const { feeCents, donationCents, amountCents } = priced.value;
    return {
      ok: true,
      value: {
        amountCents,
        payer: payerOf(data),
        containsDonation: donationCents > 0,
        customerId: data.customer_id,
        description:
          `Adhésion à l’AAMTDM (${labelOf(MEMBERSHIP_TYPES, data.membershipType)}) : cotisation ${formatEuros(feeCents)}` +
          (donationCents > 0 ? ` + don de ${formatEuros(donationCents)}` : ''),
        store: (db, paymentId, at) =>
          insertMembership(db, paymentId, payerValuesOf(data), at, {
            birthDate: data.birthDate.trim(),
            birthPlace: data.birthPlace.trim(),
            status: data.status,
            ...membershipFieldValues(data),
            membershipType: data.membershipType,
            feeCents,
            donationCents,
            amountCents,
          }),
      },
    };
  },
  onPaid: fixMembershipTerms,
  paidMails: (db, paymentId, { recipients, origin, reference, documents, signature }) => {
    const record = readMembership(db, paymentId);
    const member = { ...record, reference, lifetime: isLifetimeMembership(record.amountCents) };
    return [
      membershipConfirmation(member, documents, { origin, signature }),
      membershipNotification(recipients.association, member),
    ];
  },
};

/** Who a membership's documents are for, what it gives right to, and the mail of those that waited. */
export const membershipDocuments: DocumentPayer = {
  subject: (db, paymentId) => {
    const member = readMembership(db, paymentId);
    return {
      ...addresseeOf(member),
      // An "Association" membership is paid by a legal person: its gift falls under article 238 bis.
      donorKind: member.membershipType === 'family' ? 'company' : 'individual',
      membershipType: member.membershipType,
      feeCents: member.feeCents,
      donationCents: member.donationCents,
      memberNumber: member.memberNumber,
      periodStart: member.periodStart,
      periodEnd: member.periodEnd,
      receiptNumber: receiptNumberOf(db, paymentId),
    };
  },
  documents: (db, paymentId) => {
    const membership = readMembership(db, paymentId);
    return [
      ...(membership.donationCents > 0
        ? [{ kind: 'tax-receipt' as const, amountCents: membership.donationCents }]
        : []),
      { kind: 'membership-attestation' as const, amountCents: membership.amountCents },
    ];
  },
  email: (db, paymentId) => readMembership(db, paymentId).email,
  waitedMail: (db, paymentId, waited, signature) =>
    waitedDocumentsMail(readMembership(db, paymentId), waited, signature),
};
