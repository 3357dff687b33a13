import { Modal } from '@mtdm/shared/ui';
import { useShopStore } from '../../store';
import { CheckoutForm } from './checkout-form';

const CHECKOUT_TITLE = 'Paiement de votre commande';

/** The payment modal, opened by the cart's pay button. Closing it keeps the cart. */
export function CheckoutModal() {
  const open = useShopStore((state) => state.checkoutOpen);
  const lines = useShopStore((state) => state.lines);
  const closeCheckout = useShopStore((state) => state.closeCheckout);
  return (
    <Modal open={open} onClose={closeCheckout} title={CHECKOUT_TITLE}>
      <CheckoutForm lines={lines} />
    </Modal>
  );
}
