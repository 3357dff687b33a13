import { paths } from '@mtdm/shared/routing';
import { ConfirmationResult } from '@mtdm/shared/ui';
import { shopStore } from '../../store';
import { OrderRecap } from './order-recap';

const SUCCESS_TITLE = 'Paiement réussi !';
const SUCCESS_MESSAGE = 'Votre commande a été confirmé avec succès.';

const emptyCart = () => shopStore.getState().clearCart();

/** /pages/PaymentSuccess: loading, then success or error; the title stays "processing" on error. */
export function PaymentSuccessView() {
  return (
    <ConfirmationResult
      kind="shop"
      successTitle={SUCCESS_TITLE}
      loadingText="Nous vérifions votre paiement, merci de patienter."
      successContent={({ order }) => (
        <>
          <p>{SUCCESS_MESSAGE}</p>
          {order && <OrderRecap order={order} />}
          <p>Un e-mail de confirmation vous a été envoyé avec le récapitulatif de votre commande.</p>
          <p>Merci pour votre achat : il soutient directement le musée et son association.</p>
        </>
      )}
      backLink={{ to: paths.shop, label: 'Retour à la boutique' }}
      onSuccess={emptyCart}
    />
  );
}
