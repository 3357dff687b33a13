import { validationMessages } from './messages';
import { isBlank, isValidEmail, isValidShortPhone, parseAmount, type ValidationResult } from './rules';

/** Fields of the donation form. */
export interface DonationFormValues {
  lastName: string;
  firstName: string;
  birthDate: string;
  birthPlace: string;
  status: string;
  address: string;
  postalCode: string;
  city: string;
  phonePrefix: string;
  phone: string;
  email: string;
  /** As typed in the number input, or already a number. */
  amount: number | string;
}

export const DONATION_REQUIRED_FIELDS = [
  'lastName',
  'firstName',
  'birthDate',
  'birthPlace',
  'status',
  'address',
  'postalCode',
  'city',
  'phonePrefix',
  'phone',
  'email',
  'amount',
] as const satisfies readonly (keyof DonationFormValues)[];

/**
 * The four donation checks, in this order, the first failure wins:
 * 1. every field filled (phone prefix included), 2. e-mail without spaces, 3. phone of 9 or 10
 * digits only, 4. amount greater than 0. Nothing else (no upper bound, age or postal-code check).
 * An amount of 0 counts as filled and fails check 4.
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
