import { useCallback, useState } from 'react';
import { ApiError, errorMessages, paymentPreparationMessage, type PaymentStart } from '../../contracts';
import { savePaymentIds } from '../../storage';
import { pageNavigation } from './page-navigation';

export type PaymentStartPhase = 'idle' | 'preparing' | 'redirecting';

const PREPARING_TEXT = 'Préparation du paiement...';
const REDIRECTING_TEXT = 'Redirection vers la page de paiement...';

/** The progress text of a phase, or null when idle. */
export function paymentStartStatus(phase: PaymentStartPhase): string | null {
  if (phase === 'preparing') return PREPARING_TEXT;
  if (phase === 'redirecting') return REDIRECTING_TEXT;
  return null;
}

/**
 * The payment start shared by the shop, the membership and the donation (createShopPayment, createMembershipPayment, createDonationPayment):
 * 'Préparation du paiement...', the call, the ids stored under current_payment_id and
 * current_customer_id, 'Redirection vers la page de paiement...' and the browser sent to
 * payment_url. A failure shows the error message and gives the form back.
 */
export function usePaymentStart() {
  const [phase, setPhase] = useState<PaymentStartPhase>('idle');
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(
    async (customerId: string, call: () => Promise<PaymentStart>): Promise<boolean> => {
      setPhase('preparing');
      setError(null);
      try {
        const { paymentUrl, paymentId } = await call();
        savePaymentIds({ paymentId, customerId });
        setPhase('redirecting');
        pageNavigation.redirect(paymentUrl);
        return true;
      } catch (failure) {
        setError(
          failure instanceof ApiError ? failure.message : paymentPreparationMessage(errorMessages.network),
        );
        setPhase('idle');
        return false;
      }
    },
    [],
  );

  const reset = useCallback(() => {
    setPhase('idle');
    setError(null);
  }, []);

  return { phase, error, setError, busy: phase !== 'idle', start, reset };
}
