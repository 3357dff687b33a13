import { screen } from '@testing-library/react';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { shopContact } from '../../../common/shop-contact';
import { PaymentCancelView } from '../payment-cancel-view';

it('says the payment was cancelled, nothing is charged, with an e-mail contact and a link to the shop', () => {
  renderWithProviders(<PaymentCancelView />, { route: paths.paymentCancel });
  expect(screen.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeInTheDocument();
  expect(screen.getByText(/aucun montant ne sera prélevé/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: shopContact.email })).toHaveAttribute(
    'href',
    `mailto:${shopContact.email}`,
  );
  expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', paths.shop);
});
