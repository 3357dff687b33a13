import { Link } from 'react-router-dom';
import { pages, paths } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { shopContact } from '../common/shop-contact';
import { BackLink, ResultCard } from './result-styles';

/** /pages/PaymentCancel: nothing is charged, a contact e-mail, the way back to the shop. */
export function PaymentCancelView() {
  return (
    <PageSection>
      <ResultCard>
        <h1>{pages.paymentCancel.title}</h1>
        <p>Vous avez annulé le paiement : aucun montant ne sera prélevé sur votre carte.</p>
        <p>Votre panier est conservé si vous souhaitez finaliser votre commande plus tard.</p>
        <p>
          Une question ou un problème ? Écrivez-nous à{' '}
          <a href={`mailto:${shopContact.email}`}>{shopContact.email}</a>.
        </p>
        <BackLink as={Link} to={paths.shop}>
          Retour à la boutique
        </BackLink>
      </ResultCard>
    </PageSection>
  );
}
