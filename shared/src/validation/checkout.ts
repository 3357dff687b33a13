import { validationMessages } from './messages';
import { PAYER_FIELDS, type Payer } from './payer';
import {
  firstFailure,
  isBlank,
  isShippingPostcode,
  isValidCheckoutPhone,
  isValidEmail,
  type ValidationResult,
} from './rules';

/** The seven fields of the shop checkout form: the payer, as every payment start sends it. */
export type CheckoutCustomer = Payer;
export const CHECKOUT_FIELDS = PAYER_FIELDS;

/**
 * Checkout validation rules, first failure wins: all seven fields, then e-mail, then phone, then a
 * postcode the shop ships to (metropolitan France, Monaco, Andorra). The
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
    [!isShippingPostcode(String(customer.postcode)), validationMessages.shippingPostcode],
  ]);
}
