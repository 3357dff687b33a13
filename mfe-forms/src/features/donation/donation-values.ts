import { centsToEuros, eurosToCents } from '@mtdm/shared/commerce';
import type { DonationPaymentRequest } from '@mtdm/shared/contracts';
import {
  DONATION_REQUIRED_FIELDS,
  emptyPersonForm,
  fieldsOfMessage,
  parseAmount,
  validationMessages,
  type DonationFormValues,
} from '@mtdm/shared/validation';
import { payerPayload } from '../../common/payer/payer-payload';

/** What the visitor types (kept in sessionStorage until the donation is confirmed). */
export type DonationText = Record<keyof DonationFormValues, string>;

export const EMPTY_DONATION: DonationText = { ...emptyPersonForm('particulier'), amount: '' };

/** The fields a validation message is about. */
export function invalidDonationFields(message: string | null, values: DonationText): string[] {
  return fieldsOfMessage<string>(message, values, DONATION_REQUIRED_FIELDS, {
    [validationMessages.email]: ['email'],
    [validationMessages.phone]: ['phone'],
    [validationMessages.donationAmount]: ['amount'],
  });
}

/** The amount typed, in cents (two decimals kept), or null when it is not a positive amount. */
export function donationAmountCents(text: string): number | null {
  const amount = parseAmount(text);
  return Number.isFinite(amount) && amount > 0 ? eurosToCents(amount) : null;
}

/** The payload of createDonationPayment: prefix + phone, the amount twice (amount and donationAmount), an empty cart. */
export function buildDonationPayload(values: DonationText, customerId: string): DonationPaymentRequest {
  const cents = donationAmountCents(values.amount) ?? 0;
  return {
    ...payerPayload(values, customerId),
    amount: centsToEuros(cents),
    donationAmount: centsToEuros(cents),
    status: values.status as DonationPaymentRequest['status'],
    cart: [],
  };
}
