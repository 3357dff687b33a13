// A membership paid online: the form's rules, the fee and the gift recomputed, the member stored with
// the payment, the period fixed when it is paid, and the two mails that say so.
import {
  eurosToCents,
  formatEuros,
  isLifetimeMembership,
  MEMBERSHIP_FEES_CENTS,
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
import { validateMembershipForm } from '@mtdm/shared/validation';
import {
  amountDisagrees,
  fail,
  payerOf,
  payerValuesOf,
  personFormRules,
  type PaymentFlow,
  type Priced,
} from '../payments/payment-flow';
import { insertMembership, readMembership } from './member-store';
import { membershipConfirmation, membershipNotification } from './membership-mails';
import { fixMembershipTerms } from './membership-period';

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
        store: (db, paymentId) =>
          insertMembership(db, paymentId, payerValuesOf(data), {
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
  paidMails: (db, paymentId, { recipients, reference, documents, signature }) => {
    const record = readMembership(db, paymentId);
    const member = { ...record, reference, lifetime: isLifetimeMembership(record.amountCents) };
    return [
      membershipConfirmation(member, documents, signature),
      membershipNotification(recipients.association, member),
    ];
  },
};
