import { screen } from '@testing-library/react';
import { knownCollection, publishContent } from '@mtdm/shared/content';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { PaymentCancelView } from '../payment-cancel-view';

const association = knownCollection('association')!;
afterEach(() => publishContent({ association }));

it('says the payment was cancelled, nothing is charged, with the shop’s e-mail and a link to the shop', () => {
  publishContent({ association: { ...association, emailShop: 'boutique@amis-musee.fr' } });
  renderWithProviders(<PaymentCancelView />, { route: paths.paymentCancel });
  expect(screen.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeInTheDocument();
  expect(screen.getByText(/aucun montant ne sera prélevé/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'boutique@amis-musee.fr' })).toHaveAttribute(
    'href',
    'mailto:boutique@amis-musee.fr',
  );
  expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', paths.shop);
});

it('points to the association’s contact form while no mailbox is given', () => {
  publishContent({ association: { ...association, emailShop: undefined, emailAssociation: undefined } });
  renderWithProviders(<PaymentCancelView />, { route: paths.paymentCancel });
  expect(screen.getByRole('link', { name: 'formulaire de contact de l’association' })).toHaveAttribute(
    'href',
    paths.contactAssociation,
  );
  expect(document.body.textContent).not.toMatch(/example|à compléter|\[/);
});
