import { CHECKOUT_FIELDS, isBlank, validationMessages, type CheckoutCustomer } from '@mtdm/shared/validation';

/** The fields a validation message of SPEC §5 is about, so each can point to the message. */
export function invalidFields(
  message: string | null,
  customer: CheckoutCustomer,
): (keyof CheckoutCustomer)[] {
  if (message === validationMessages.required)
    return CHECKOUT_FIELDS.filter((field) => isBlank(customer[field]));
  if (message === validationMessages.email) return ['email'];
  if (message === validationMessages.checkoutPhone) return ['mobileNumber'];
  return [];
}
