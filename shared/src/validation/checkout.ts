import { validationMessages } from './messages';
import { PAYER_FIELDS, type Payer } from './payer';
import { firstFailure, isBlank, isValidCheckoutPhone, isValidEmail, type ValidationResult } from './rules';

/** Where the shop ships: metropolitan France (01–95), Monaco (980xx), Andorra (AD and 3 digits). */
const SHIPPING_POSTCODE_PATTERN = /^(?:(?:0[1-9]|[1-8]\d|9[0-5])\d{3}|980\d{2}|AD\d{3})$/i;

function isShippingPostcode(value: string): boolean {
  return SHIPPING_POSTCODE_PATTERN.test(value.trim().replace(/\s+/g, ''));
}

/** Our wording: the places the terms of sale ship to. */
export const SHIPPING_POSTCODE_MESSAGE =
  'Veuillez entrer un code postal valide : 5 chiffres en France métropolitaine et à Monaco, AD suivi de 3 chiffres en Andorre.';

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
    [!isShippingPostcode(String(customer.postcode)), SHIPPING_POSTCODE_MESSAGE],
  ]);
}
