import { useState } from 'react';
import { ApiError, errorMessages, paymentPreparationMessage, startShopPayment } from '@mtdm/shared/contracts';
import type { CartLine } from '@mtdm/shared/data';
import { generateCustomerId, savePaymentIds } from '@mtdm/shared/storage';
import { validateCheckoutCustomer, type CheckoutCustomer } from '@mtdm/shared/validation';
import { buildShopPaymentRequest } from './build-payment-request';
import { invalidFields } from './invalid-fields';
import { redirectTo } from './redirect';

export type CheckoutPhase = 'idle' | 'preparing' | 'redirecting';

export const PREPARING_TEXT = 'Préparation du paiement...';
export const REDIRECTING_TEXT = 'Redirection vers la page de paiement...';

export interface CheckoutState {
  readonly phase: CheckoutPhase;
  /** The validation message of §5 or the payment error of §8. */
  readonly error: string | null;
  readonly invalid: readonly (keyof CheckoutCustomer)[];
}

/**
 * SPEC §4 Checkout: validate, then 'Préparation du paiement...', call 2, store the ids, then
 * 'Redirection vers la page de paiement...' and the browser goes to payment_url. A failure shows the
 * §8 message and gives the form back (the typed values are kept by the form).
 */
export function useCheckout(lines: readonly CartLine[]) {
  const [state, setState] = useState<CheckoutState>({ phase: 'idle', error: null, invalid: [] });

  const submit = async (customer: CheckoutCustomer): Promise<boolean> => {
    const message = validateCheckoutCustomer(customer);
    if (message) {
      setState({ phase: 'idle', error: message, invalid: invalidFields(message, customer) });
      return false;
    }
    setState({ phase: 'preparing', error: null, invalid: [] });
    const customerId = generateCustomerId();
    try {
      const { paymentUrl, paymentId } = await startShopPayment(
        buildShopPaymentRequest(customer, lines, customerId),
      );
      savePaymentIds({ paymentId, customerId });
      setState({ phase: 'redirecting', error: null, invalid: [] });
      redirectTo(paymentUrl);
      return true;
    } catch (error) {
      const text =
        error instanceof ApiError ? error.message : paymentPreparationMessage(errorMessages.network);
      setState({ phase: 'idle', error: text, invalid: [] });
      return false;
    }
  };

  const reset = () => setState({ phase: 'idle', error: null, invalid: [] });

  return { ...state, busy: state.phase !== 'idle', submit, reset };
}
