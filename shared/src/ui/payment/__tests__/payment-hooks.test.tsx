import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { ApiError, type PaymentStart } from '../../../contracts';
import { paths } from '../../../routing';
import { renderWithProviders } from '../../../testing';
import { ConfirmationResult } from '../confirmation-result';
import { pageNavigation } from '../page-navigation';
import { usePaymentStart } from '../use-payment-start';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const json = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('usePaymentStart', () => {
  it('goes preparing → redirecting, stores both ids, then sends the browser to payment_url', async () => {
    const redirect = jest.spyOn(pageNavigation, 'redirect').mockImplementation(() => undefined);
    let answer!: (value: PaymentStart) => void;
    const { result } = renderHook(() => usePaymentStart());
    let started!: Promise<boolean>;
    act(() => {
      started = result.current.start('donateur_1_5', () => new Promise((resolve) => (answer = resolve)));
    });
    expect(result.current.phase).toBe('preparing');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      answer({ paymentUrl: '/sandbox-payments/sbx_1', paymentId: 'sbx_1' });
      await started;
    });
    expect(result.current.phase).toBe('redirecting');
    expect(window.localStorage.getItem('current_payment_id')).toBe('sbx_1');
    expect(window.localStorage.getItem('current_customer_id')).toBe('donateur_1_5');
    expect(redirect).toHaveBeenCalledWith('/sandbox-payments/sbx_1');
  });

  it('shows the message of a failure and gives the form back, nothing stored', async () => {
    const redirect = jest.spyOn(pageNavigation, 'redirect').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePaymentStart());
    await act(async () => {
      await result.current.start('c_1', () =>
        Promise.reject(
          new ApiError('Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur inconnue'),
        ),
      );
    });
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBe(
      'Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur inconnue',
    );
    expect(window.localStorage.getItem('current_payment_id')).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('ConfirmationResult', () => {
  const renderPage = (kind: 'membership' | 'donation', search = '', onSuccess?: () => void) =>
    renderWithProviders(
      <ConfirmationResult
        kind={kind}
        successTitle="Adhésion réussie !"
        successContent={<p>Merci</p>}
        loadingText="Vérification…"
        backLink={{ to: paths.home, label: 'Retour à l’accueil' }}
        onSuccess={onSuccess}
        documentLabels={{ 'tax-receipt': 'Télécharger mon reçu fiscal' }}
      />,
      { route: `/pages/RegistrationSuccess${search}` },
    );

  it('confirms with the stored payment id and the address id, then removes the ids', async () => {
    window.localStorage.setItem('current_payment_id', 'sbx_9');
    window.localStorage.setItem('current_customer_id', 'adherent_stored');
    fetchMock.mockResolvedValue(json({ success: true }));
    const onSuccess = jest.fn();
    renderPage('membership', '?id=adherent_url', onSuccess);
    expect(screen.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Adhésion réussie !' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/deveniradherent.php?endpoint=registration-success&payment_id=sbx_9&customer_id=adherent_url',
    );
    expect(window.localStorage.getItem('current_payment_id')).toBeNull();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('offers a download link for each document it has a label for, once confirmed', async () => {
    window.localStorage.setItem('current_payment_id', 'pay_9');
    window.localStorage.setItem('current_customer_id', 'don_1');
    const url = '/api/documents/tax-receipt.pay_9.1800000000.signature';
    fetchMock.mockResolvedValue(
      json({
        success: true,
        documents: [
          { kind: 'membership-attestation', url: '/api/documents/sans-libelle' },
          { kind: 'tax-receipt', url },
        ],
      }),
    );
    renderPage('donation');
    const link = await screen.findByRole('link', { name: 'Télécharger mon reçu fiscal' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('download');
    expect(screen.getAllByRole('link')).toHaveLength(2); // the receipt and the way home
  });

  it('shows a neutral progress sign while the payment is checked, no failure sign', async () => {
    window.localStorage.setItem('current_payment_id', 'sbx_attente');
    window.localStorage.setItem('current_customer_id', 'don_attente');
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderPage('donation');
    expect(screen.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeInTheDocument();
    expect(screen.getByTestId('progress-icon')).toBeInTheDocument();
    expect(screen.queryByTestId('error-icon')).toBeNull();
  });

  it('keeps the processing title with the error icon beside the message on every error', async () => {
    window.localStorage.setItem('current_payment_id', 'sbx_9');
    window.localStorage.setItem('current_customer_id', 'don_1');
    fetchMock.mockResolvedValue(json({}, 500));
    renderPage('donation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la confirmation.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Traitement en cours...' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toContainElement(screen.getByTestId('error-icon'));
    expect(screen.queryByTestId('progress-icon')).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem('current_payment_id')).toBe('sbx_9'));
  });
});
