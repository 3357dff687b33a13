import { centsToEuros, eurosToCents, membershipTotalCents, type MembershipType } from '@mtdm/shared/commerce';
import {
  MEMBERSHIP_FIELDS,
  membershipFieldValues,
  type MembershipFieldName,
  type MembershipPaymentRequest,
} from '@mtdm/shared/contracts';
import {
  emptyPersonForm,
  fieldsOfMessage,
  MEMBERSHIP_REQUIRED_FIELDS,
  parseAmount,
  validationMessages,
  type MembershipFormValues,
} from '@mtdm/shared/validation';
import { payerPayload } from '../../common/payer/payer-payload';

/** What the visitor types (text only: kept in sessionStorage until the payment is confirmed). */
export type MembershipText = Omit<Required<MembershipFormValues>, 'confirmed'>;

export const EMPTY_MEMBERSHIP: MembershipText = {
  ...emptyPersonForm(''),
  ...(Object.fromEntries(MEMBERSHIP_FIELDS.map(({ name }) => [name, ''])) as Record<
    MembershipFieldName,
    string
  >),
  membershipType: 'individual',
};

/** The fields a validation message is about, so each can point to the message. */
export function invalidMembershipFields(message: string | null, values: MembershipText): string[] {
  return fieldsOfMessage<string>(message, values, MEMBERSHIP_REQUIRED_FIELDS, {
    [validationMessages.email]: ['email'],
    [validationMessages.phone]: ['phone'],
    [validationMessages.membershipConfirmation]: ['confirmed'],
  });
}

export const asMembershipType = (value: string): MembershipType =>
  value === 'family' ? 'family' : 'individual';

/** The payload of createMembershipPayment: prefix + phone, fee + donation in euros, an empty cart. */
export function buildMembershipPayload(
  values: MembershipText,
  donationCents: number,
  customerId: string,
): MembershipPaymentRequest {
  const type = asMembershipType(values.membershipType);
  return {
    ...payerPayload(values, customerId),
    amount: centsToEuros(membershipTotalCents(type, donationCents)),
    membershipType: type,
    donationAmount: centsToEuros(donationCents),
    status: values.status as MembershipPaymentRequest['status'],
    ...membershipFieldValues(values),
    cart: [],
  };
}

/**
 * The donation added in the payment modal, in cents: 0 when the toggle is off or the input empty;
 * null when the text is not an amount of at least 0 with at most two decimals (step 0.01, min 0).
 */
export function donationCentsOf(enabled: boolean, text: string): number | null {
  if (!enabled || text.trim() === '') return 0;
  const amount = parseAmount(text);
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = eurosToCents(amount);
  // More than two decimals is not an amount in euros (step 0.01).
  return Math.abs(amount * 100 - cents) < 1e-6 ? cents : null;
}
