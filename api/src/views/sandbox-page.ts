import { formatEuros } from '@mtdm/shared/commerce';
import { html, page } from './html';

/** What the sandbox's page shows of a payment (a view knows no store: the caller hands it this). */
export interface SandboxPaymentView {
  readonly id: string;
  readonly amountCents: number;
  readonly description: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly status: 'pending' | 'paid' | 'cancelled';
}

/** The sandbox provider's hosted page: what is paid, how much, "Payer" and "Annuler". */
export function sandboxPaymentPage(payment: SandboxPaymentView): string {
  if (payment.status !== 'pending') {
    const paid = payment.status === 'paid';
    return page(
      paid ? 'Paiement déjà effectué' : 'Paiement annulé',
      html`<h1>${paid ? 'Ce paiement a déjà été effectué' : 'Ce paiement a été annulé'}</h1>
        <p>${payment.description}</p>
        <p>Montant : <strong>${formatEuros(payment.amountCents)}</strong></p>
        <div class="actions">
          <a class="button" href="${paid ? payment.successUrl : payment.cancelUrl}">Retourner sur le site</a>
        </div>`,
    );
  }
  return page(
    'Paiement sécurisé',
    html`<h1>Paiement par carte</h1>
      <p class="notice success">
        Prestataire de paiement de démonstration (sandbox) : aucune carte n’est demandée ni débitée.
      </p>
      <dl>
        <dt>Objet</dt>
        <dd>${payment.description}</dd>
        <dt>Montant à payer</dt>
        <dd><strong data-testid="amount">${formatEuros(payment.amountCents)}</strong></dd>
        <dt>Bénéficiaire</dt>
        <dd>Association des Amis du Musée des Troupes de Marine</dd>
      </dl>
      <div class="actions">
        <form method="post" action="/sandbox-payments/${payment.id}/pay">
          <button type="submit">Payer</button>
        </form>
        <form method="post" action="/sandbox-payments/${payment.id}/cancel">
          <button type="submit" class="secondary">Annuler</button>
        </form>
      </div>`,
  );
}

export function sandboxNotFoundPage(): string {
  return page(
    'Paiement introuvable',
    html`<h1>Paiement introuvable</h1>
      <p>Ce lien de paiement n’existe pas ou n’est plus valable.</p>
      <div class="actions"><a class="button" href="/">Retourner sur le site</a></div>`,
  );
}
