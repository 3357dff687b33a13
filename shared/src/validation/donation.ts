import { validationMessages } from './messages';
import { PERSON_FORM_FIELDS, type PersonFormValues } from './payer';
import { isBlank, isValidEmail, isValidShortPhone, parseAmount, type ValidationResult } from './rules';

/** Fields of the donation form: the person, then the amount. */
export type DonationFormValues = PersonFormValues & {
  /** As typed in the number input, or already a number. */
  amount: number | string;
};

export const DONATION_REQUIRED_FIELDS = [
  ...PERSON_FORM_FIELDS,
  'amount',
] as const satisfies readonly (keyof DonationFormValues)[];

/**
 * The four donation checks, in this order, the first failure wins:
 * 1. every field filled (phone prefix included), 2. e-mail without spaces, 3. phone of 9 or 10
 * digits only, 4. amount greater than 0. Nothing else in the browser (no upper bound or postal-code
 * check; the server also refuses a birth date to come, birth-date.ts). An amount of 0 counts as
 * filled and fails check 4.
 */
export function validateDonationForm(
  values: Partial<Record<keyof DonationFormValues, unknown>>,
): ValidationResult {
  if (DONATION_REQUIRED_FIELDS.some((field) => isBlank(values[field]))) return validationMessages.required;
  if (!isValidEmail(String(values.email))) return validationMessages.email;
  if (!isValidShortPhone(String(values.phone))) return validationMessages.phone;
  const amount =
    typeof values.amount === 'number' || typeof values.amount === 'string'
      ? parseAmount(values.amount)
      : Number.NaN;
  if (!(amount > 0) || !Number.isFinite(amount)) return validationMessages.donationAmount;
  return null;
}
