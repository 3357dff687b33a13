import { validationMessages } from './messages';
import { firstFailure, isBlank, isValidCheckoutPhone, isValidEmail, type ValidationResult } from './rules';

/** The seven fields of the shop checkout form. */
export interface CheckoutCustomer {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  address: string;
  city: string;
  postcode: string;
}

export const CHECKOUT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'address',
  'city',
  'postcode',
] as const satisfies readonly (keyof CheckoutCustomer)[];

/**
 * Checkout validation rules, first failure wins: all seven fields, then e-mail, then phone. The
 * normalised payload (+33 instead of a leading 0) passes the same check on the server.
 */
export function validateCheckoutCustomer(
  customer: Partial<Record<keyof CheckoutCustomer, unknown>>,
): ValidationResult {
  const missing = CHECKOUT_FIELDS.some((field) => isBlank(customer[field]));
  if (missing) return validationMessages.required;
  return firstFailure([
    [!isValidEmail(String(customer.email)), validationMessages.email],
    [!isValidCheckoutPhone(String(customer.mobileNumber)), validationMessages.checkoutPhone],
  ]);
}
