import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@mtdm/shared/router';
import {
  ApiError,
  errorMessages,
  type ConfirmationKind,
  type ConfirmedOrder,
  type PaymentDocumentLink,
} from '../../contracts';
import { clearPaymentIds, resolveConfirmationIds } from '../../storage';
import { confirmPaymentOnce } from './confirm-once';

export type ConfirmationState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'success';
      readonly documents: readonly PaymentDocumentLink[];
      readonly order?: ConfirmedOrder;
    }
  | { readonly status: 'error'; readonly message: string };

/** The title of a confirmation page while loading and on error. */
export const PROCESSING_TITLE = 'Traitement en cours...';

/**
 * The confirmation pages of the shop, the membership and the donation (confirmShopPayment, confirmMembership, confirmDonation):
 * payment_id from localStorage, customer_id from the address's `id`, else from localStorage; the
 * call is made only when both exist ('Informations de paiement manquantes.' otherwise). On success
 * true the stored ids are removed and `onSuccess` runs (the shop empties its cart).
 */
export function usePaymentConfirmation(
  kind: ConfirmationKind,
  options: { readonly onSuccess?: () => void } = {},
): ConfirmationState {
  const { search } = useLocation();
  const [state, setState] = useState<ConfirmationState>({ status: 'loading' });
  const onSuccess = useRef(options.onSuccess);
  useEffect(() => {
    onSuccess.current = options.onSuccess;
  }, [options.onSuccess]);

  useEffect(() => {
    let active = true;
    const ids = resolveConfirmationIds(search);
    confirmPaymentOnce(kind, ids)
      .then(({ documents, order }) => {
        clearPaymentIds();
        onSuccess.current?.();
        if (active) setState({ status: 'success', documents, ...(order ? { order } : {}) });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : errorMessages.confirmationFailed;
        if (active) setState({ status: 'error', message });
      });
    return () => {
      active = false;
    };
  }, [kind, search]);

  return state;
}
