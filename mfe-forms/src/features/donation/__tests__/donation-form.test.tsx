import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { pageNavigation } from '@mtdm/shared/ui';
import { deferred, installFetchMock, sentJson } from '../../../testing/fetch-mock';
import { DonationView } from '../donation-view';

const fetchMock = installFetchMock();
let redirect: jest.SpyInstance;
beforeEach(() => {
  redirect = jest.spyOn(pageNavigation, 'redirect').mockImplementation(() => undefined);
});

type User = ReturnType<typeof userEvent.setup>;
const valid: Record<string, string> = {
  'Montant du don (en euros)': '60',
  Nom: 'Martin',
  Prénom: 'Paul',
  'Date de naissance': '1975-02-03',
  'Lieu de naissance': 'Dakar',
  Adresse: '3 avenue de Verdun',
  'Code postal': '83600',
  Ville: 'Fréjus',
  Téléphone: '612345678',
  'Adresse e-mail': 'paul@example.fr',
};

async function fill(user: User, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    const input = screen.getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}
const give = (user: User) => user.click(screen.getByRole('button', { name: 'Je fais un don' }));

describe('donation page', () => {
  it('explains the 66 % reduction with the 60 € → 20 € example, and the rule for companies', () => {
    renderWithProviders(<DonationView />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Votre don ouvre droit à une réduction d’impôt' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/66 % de votre don est déductible/)).toBeInTheDocument();
    expect(screen.getByText(/un don de 60 € ne vous coûte en réalité que 20 €/)).toBeInTheDocument();
    expect(screen.getByText(/Entreprises : 60 % .* 0,5 % du chiffre d’affaires/)).toBeInTheDocument();
  });

  it('puts the error box above the form', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<DonationView />);
    await give(user);
    const alert = screen.getByRole('alert');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a suggested amount fills the amount field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DonationView />);
    await user.click(screen.getByRole('button', { name: /^100,00/ }));
    expect(screen.getByLabelText('Montant du don (en euros)')).toHaveValue(100);
    expect(screen.getByRole('button', { name: /^100,00/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/ce don vous coûtera environ 34,00\s€/)).toBeInTheDocument();
  });
});

describe('donation form: the four checks in order', () => {
  it.each([
    [{ Ville: '', 'Adresse e-mail': 'faux' }, 'Veuillez remplir tous les champs obligatoires'],
    [{ 'Adresse e-mail': 'paul @example.fr', Téléphone: '12' }, 'Veuillez entrer une adresse email valide'],
    [
      { Téléphone: '06-12-34-56', 'Montant du don (en euros)': '0' },
      'Veuillez entrer un numéro de téléphone valide (9-10 chiffres)',
    ],
    [{ 'Montant du don (en euros)': '0' }, 'Veuillez entrer un montant de don valide'],
  ])('%o → "%s", nothing sent', async (overrides, message) => {
    const user = userEvent.setup();
    renderWithProviders(<DonationView />);
    await fill(user, overrides);
    await give(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('no upper bound, no age check, no postal-code format', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ payment_id: 'sbx_2', payment_url: '/sandbox-payments/sbx_2' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<DonationView />);
    await fill(user, {
      'Montant du don (en euros)': '250000',
      'Code postal': 'ABC',
      'Date de naissance': '2024-01-01',
    });
    await give(user);
    expect(await screen.findByText('Redirection vers la page de paiement...')).toBeInTheDocument();
  });
});

describe('donation payment start (createDonationPayment)', () => {
  it('"Traitement..." while busy, the exact payload, ids stored, then the provider page', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderWithProviders(<DonationView />);
    await fill(user);
    await user.click(screen.getByRole('radio', { name: 'Entreprise' }));
    await give(user);
    expect(screen.getByRole('button', { name: 'Traitement...' })).toBeDisabled();
    expect(screen.getByText('Préparation du paiement...')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/faireundon.php?endpoint=create-payment-don');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
    expect(init.credentials).toBe('include');
    const payload = sentJson(fetchMock);
    expect(payload).toEqual({
      email: 'paul@example.fr',
      amount: 60,
      customer_id: expect.stringMatching(/^donateur_\d+_(\d{1,3})$/),
      firstName: 'Paul',
      lastName: 'Martin',
      mobileNumber: '+33612345678',
      address: '3 avenue de Verdun',
      city: 'Fréjus',
      postcode: '83600',
      donationAmount: 60,
      birthDate: '1975-02-03',
      birthPlace: 'Dakar',
      status: 'entreprise',
      cart: [],
    });
    const suffix = Number(/_(\d+)$/.exec(String(payload.customer_id))?.[1]);
    expect(suffix).toBeGreaterThanOrEqual(0);
    expect(suffix).toBeLessThanOrEqual(999);
    answer.resolve(fakeResponse({ payment_id: 'sbx_3', payment_url: '/sandbox-payments/sbx_3' }));
    expect(await screen.findByText('Redirection vers la page de paiement...')).toBeInTheDocument();
    expect(window.localStorage.getItem('current_payment_id')).toBe('sbx_3');
    expect(window.localStorage.getItem('current_customer_id')).toBe(payload.customer_id);
    expect(redirect).toHaveBeenCalledWith('/sandbox-payments/sbx_3');
  });

  it.each([
    [
      () => fakeResponse({ error: 'Montant invalide' }, 400),
      'Erreur lors de la préparation du paiement: Erreur serveur: 400 - Montant invalide',
    ],
    [
      () => fakeResponse({ payment_url: '/x' }),
      "Erreur lors de la préparation du paiement: Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
    ],
  ])('on failure the error shows, busy ends and the values stay (%#)', async (answer, message) => {
    fetchMock.mockResolvedValue(answer());
    const user = userEvent.setup();
    renderWithProviders(<DonationView />);
    await fill(user);
    await give(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Je fais un don' })).toBeEnabled();
    expect(screen.getByLabelText('Ville')).toHaveValue('Fréjus');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('gives the typed values back after a reload', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DonationView />);
    await fill(user);
    first.unmount();
    renderWithProviders(<DonationView />);
    expect(await screen.findByDisplayValue('3 avenue de Verdun')).toBeInTheDocument();
  });
});
