import { lazy, Suspense, useEffect, useRef } from 'react';
import type { CartLine } from '@mtdm/shared/catalogue';
import { Modal } from '@mtdm/shared/ui';
import { useShopStore } from '../../store';

const CHECKOUT_TITLE = 'Paiement de votre commande';

/**
 * The checkout form, a chunk of its own (the visitor browses the catalogue first): fetched as soon as
 * the cart holds an article, so it is there by the time they pay.
 */
const loadCheckoutForm = () => import(/* webpackChunkName: "checkout-form" */ './checkout-form');
const CheckoutForm = lazy(() => loadCheckoutForm().then(({ CheckoutForm: Form }) => ({ default: Form })));

/**
 * The form once its chunk is there. Arrived after the dialog opened (the visitor was quicker than the
 * network), it takes the focus the dialog gave its close button, as it would have had at once.
 */
function ArrivedCheckoutForm({ lines }: { readonly lines: readonly CartLine[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]');
    const field = ref.current?.querySelector<HTMLElement>('input, select, textarea');
    if (field && dialog?.contains(document.activeElement) && document.activeElement?.tagName === 'BUTTON')
      field.focus();
  }, []);
  return (
    <div ref={ref}>
      <CheckoutForm lines={lines} />
    </div>
  );
}

/** The payment modal, opened by the cart's pay button. Closing it keeps the cart. */
export function CheckoutModal() {
  const open = useShopStore((state) => state.checkoutOpen);
  const lines = useShopStore((state) => state.lines);
  const closeCheckout = useShopStore((state) => state.closeCheckout);
  const filled = lines.length > 0;
  useEffect(() => {
    if (filled) void loadCheckoutForm().catch(() => undefined);
  }, [filled]);
  return (
    <Modal open={open} onClose={closeCheckout} title={CHECKOUT_TITLE}>
      <Suspense fallback={<p role="status">Ouverture du formulaire de paiement…</p>}>
        <ArrivedCheckoutForm lines={lines} />
      </Suspense>
    </Modal>
  );
}
