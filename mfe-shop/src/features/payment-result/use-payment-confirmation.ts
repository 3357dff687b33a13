import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, errorMessages } from '@mtdm/shared/contracts';
import { clearPaymentIds, resolveConfirmationIds } from '@mtdm/shared/storage';
import { shopStore } from '../../store';
import { confirmShopPaymentOnce } from './confirm-once';

export type ConfirmationState =
  | { readonly status: 'loading' }
  | { readonly status: 'success' }
  | { readonly status: 'error'; readonly message: string };

/**
 * SPEC §4 and §7 call 5: payment_id from localStorage, customer_id from ?id= else localStorage; the
 * call is made only when both exist. On success the stored ids are removed and the cart emptied.
 */
export function usePaymentConfirmation(): ConfirmationState {
  const { search } = useLocation();
  const [state, setState] = useState<ConfirmationState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const ids = resolveConfirmationIds(search);
    confirmShopPaymentOnce(ids)
      .then(() => {
        clearPaymentIds();
        shopStore.getState().clearCart();
        if (active) setState({ status: 'success' });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : errorMessages.confirmationFailed;
        if (active) setState({ status: 'error', message });
      });
    return () => {
      active = false;
    };
  }, [search]);

  return state;
}
