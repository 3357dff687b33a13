import { pages, paths } from '@mtdm/shared/routing';
import { CancellationResult, useSiteDetails } from '@mtdm/shared/ui';

/** /pages/PaymentCancel: nothing is charged, a contact e-mail, the way back to the shop. */
export function PaymentCancelView() {
  const { emails } = useSiteDetails();
  return (
    <CancellationResult
      title={pages.paymentCancel.title}
      contactEmail={emails.shop ?? emails.association}
      backLink={{ to: paths.shop, label: 'Retour à la boutique' }}
    >
      <p>Vous avez annulé le paiement : aucun montant ne sera prélevé sur votre carte.</p>
      <p>Votre panier est conservé si vous souhaitez finaliser votre commande plus tard.</p>
    </CancellationResult>
  );
}
