import { useState } from 'react';
import { startShopPayment } from '@mtdm/shared/contracts';
import type { CartLine } from '@mtdm/shared/catalogue';
import { generateCustomerId } from '@mtdm/shared/storage';
import { usePaymentStart } from '@mtdm/shared/ui';
import {
  CHECKOUT_FIELDS,
  fieldsOfMessage,
  SHIPPING_POSTCODE_MESSAGE,
  validateCheckoutCustomer,
  validationMessages,
  type CheckoutCustomer,
} from '@mtdm/shared/validation';
import { buildShopPaymentRequest } from './build-payment-request';

/** The field each validation message of the checkout is about (the blank ones for 'required'). */
const FIELDS_BY_MESSAGE: Readonly<Record<string, readonly (keyof CheckoutCustomer)[]>> = {
  [validationMessages.email]: ['email'],
  [validationMessages.checkoutPhone]: ['mobileNumber'],
  [SHIPPING_POSTCODE_MESSAGE]: ['postcode'],
};

/**
 * Checkout: validate, then the shared payment start (createShopPayment, ids stored, redirect). A
 * failure shows the validation or error message and gives the form back (the typed values are kept by the form).
 */
export function useCheckout(lines: readonly CartLine[]) {
  const payment = usePaymentStart();
  const [invalid, setInvalid] = useState<readonly (keyof CheckoutCustomer)[]>([]);

  /** The validation checks alone: marks the faulty fields and says why; true when none is. */
  const validate = (customer: CheckoutCustomer): boolean => {
    const message = validateCheckoutCustomer(customer);
    setInvalid(fieldsOfMessage(message, customer, CHECKOUT_FIELDS, FIELDS_BY_MESSAGE));
    payment.setError(message);
    return !message;
  };

  const submit = async (customer: CheckoutCustomer): Promise<boolean> => {
    if (!validate(customer)) return false;
    const customerId = generateCustomerId();
    return payment.start(customerId, () =>
      startShopPayment(buildShopPaymentRequest(customer, lines, customerId)),
    );
  };

  const reset = () => {
    setInvalid([]);
    payment.reset();
  };

  return { phase: payment.phase, error: payment.error, invalid, busy: payment.busy, validate, submit, reset };
}
