import { Link } from 'react-router-dom';
import { paths } from '@mtdm/shared/routing';
import { PageSection } from '@mtdm/shared/ui';
import { ErrorIcon, SuccessIcon } from './result-icons';
import { BackLink, ErrorText, ResultCard } from './result-styles';
import { usePaymentConfirmation } from './use-payment-confirmation';

export const SUCCESS_TITLE = 'Paiement réussi !';
export const PROCESSING_TITLE = 'Traitement en cours...';
export const SUCCESS_MESSAGE = 'Votre commande a été confirmé avec succès.';

/** /pages/PaymentSuccess: loading, then success or error; the title stays "processing" on error. */
export function PaymentSuccessView() {
  const state = usePaymentConfirmation();
  return (
    <PageSection>
      <ResultCard>
        {state.status === 'success' && <SuccessIcon />}
        {state.status === 'error' && <ErrorIcon />}
        <h1>{state.status === 'success' ? SUCCESS_TITLE : PROCESSING_TITLE}</h1>
        {state.status === 'loading' && (
          <p role="status">Nous vérifions votre paiement, merci de patienter.</p>
        )}
        {state.status === 'success' && (
          <div role="status">
            <p>{SUCCESS_MESSAGE}</p>
            <p>Un e-mail de confirmation vous a été envoyé avec le récapitulatif de votre commande.</p>
            <p>Merci pour votre achat : il soutient directement le musée et son association.</p>
          </div>
        )}
        {state.status === 'error' && <ErrorText role="alert">{state.message}</ErrorText>}
        {state.status !== 'loading' && (
          <BackLink as={Link} to={paths.shop}>
            Retour à la boutique
          </BackLink>
        )}
      </ResultCard>
    </PageSection>
  );
}
