import { screen } from '@testing-library/react';
import { knownCollection, type Product } from '@mtdm/shared/content';
import { paths } from '@mtdm/shared/routing';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { shopStore } from '../../../store';
import { resetShop } from '../../../testing/reset-shop';
import { PaymentSuccessView } from '../payment-success-view';

const products = knownCollection('products')!;

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const book = products.find((product) => product.category === 'livres') as Product;

beforeEach(() => {
  resetShop();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function storeIds(paymentId = 'pay_1', customerId = 'customer_stored') {
  window.localStorage.setItem('current_payment_id', paymentId);
  window.localStorage.setItem('current_customer_id', customerId);
}

const renderAt = (search = '') =>
  renderWithProviders(<PaymentSuccessView />, { route: `${paths.paymentSuccess}${search}` });

describe('payment confirmation page', () => {
  it('shows the processing title while loading, then the success texts; ids removed and cart emptied', async () => {
    storeIds();
    shopStore.getState().addItem(book);
    fetchMock.mockResolvedValue(fakeResponse({ success: true }));
    renderAt('?id=customer_from_url');
    expect(screen.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement réussi !' })).toBeInTheDocument();
    expect(screen.getByText('Votre commande a été confirmé avec succès.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', paths.shop);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/index.php?endpoint=payment-success&payment_id=pay_1&customer_id=customer_from_url',
    );
    expect(window.localStorage.getItem('current_payment_id')).toBeNull();
    expect(window.localStorage.getItem('current_customer_id')).toBeNull();
    expect(shopStore.getState().lines).toEqual([]);
    expect(window.sessionStorage.getItem('cart')).toBe('[]');
  });

  it('restates the order the server confirmed: its reference, each line, shipping and total', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        success: true,
        order: {
          reference: 'CMD-0A1B2C3D4E',
          lines: [
            { name: 'Mug « Bazeilles 1870 »', size: null, quantity: 2, unitPriceCents: 1500 },
            { name: 'Polo brodé', size: 'M', quantity: 1, unitPriceCents: 2500 },
          ],
          shippingCents: 885,
          amountCents: 6385,
        },
      }),
    );
    // Back from the provider, or reloaded: both ids in the address.
    renderAt('?id=customer_1&payment=pay_1');
    expect(await screen.findByText('CMD-0A1B2C3D4E')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Votre commande' });
    expect(table).toHaveTextContent(/Mug « Bazeilles 1870 »\s*2\s*30,00/);
    expect(table).toHaveTextContent(/Polo brodé \(taille M\)\s*1\s*25,00/);
    expect(table).toHaveTextContent(/Total payé\s*63,85/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/index.php?endpoint=payment-success&payment_id=pay_1&customer_id=customer_1',
    );
  });

  it('makes no call when an id is missing', async () => {
    renderAt('?id=customer_1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Informations de paiement manquantes.');
    expect(screen.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeInTheDocument();
    expect(screen.getByTestId('error-icon')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'success false with a reason',
      () => fakeResponse({ success: false, reason: 'Paiement refusé' }),
      'Erreur de confirmation: Paiement refusé',
    ],
    [
      'success false without reason',
      () => fakeResponse({ success: false }),
      'Erreur de confirmation: Raison inconnue',
    ],
    [
      'an HTTP failure',
      () => fakeResponse({ error: 'x' }, 500),
      'Une erreur est survenue lors de la confirmation.',
    ],
  ])('on %s shows the error text and keeps the ids', async (_case, answer, message) => {
    storeIds('pay_2', 'customer_2');
    shopStore.getState().addItem(book);
    fetchMock.mockResolvedValue(answer());
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeInTheDocument();
    expect(window.localStorage.getItem('current_payment_id')).toBe('pay_2');
    expect(shopStore.getState().lines).toHaveLength(1);
  });

  it('treats a network exception as the generic error', async () => {
    storeIds('pay_3', 'customer_3');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la confirmation.',
    );
  });
});
