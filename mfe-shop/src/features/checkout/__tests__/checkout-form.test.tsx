import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knownCollection, type Product } from '@mtdm/shared/content';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { CheckoutForm } from '../checkout-form';
import { pageNavigation } from '@mtdm/shared/ui';

const products = knownCollection('products')!;

const book = products.find((product) => product.category === 'livres') as Product;
const lines = [{ ...book, quantity: 1, selectedSize: null }];

const valid = {
  Prénom: 'Marie',
  Nom: 'Dupont',
  'Adresse e-mail': 'marie.dupont@example.fr',
  'Téléphone mobile': '0612345678',
  Adresse: '1 rue de la Paix',
  Ville: 'Fréjus',
  'Code postal': '83600',
};

const jsonResponse = fakeResponse;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof valid>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

let redirectTo: jest.SpyInstance;

beforeEach(() => {
  redirectTo = jest.spyOn(pageNavigation, 'redirect').mockImplementation(() => undefined);
  window.localStorage.clear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<CheckoutForm lines={lines} />);
  return user;
}

const TERMS = 'J’ai lu et j’accepte les conditions générales de vente.';

/** Pays: the terms of sale accepted first (unless `accept` is false), then « Payer ». */
async function submit(user: ReturnType<typeof userEvent.setup>, { accept = true } = {}) {
  const terms = screen.getByLabelText(TERMS) as HTMLInputElement;
  if (accept && !terms.checked) await user.click(terms);
  await user.click(screen.getByRole('button', { name: /^Payer/ }));
}

describe('checkout form: the terms of sale', () => {
  it('asks the buyer to accept them, with a link to read them, before paying', async () => {
    const user = renderForm();
    await fill(user, valid);
    await submit(user, { accept: false });
    const terms = screen.getByLabelText(TERMS);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveFocus();
    expect(terms).toHaveAccessibleDescription(
      'Cochez cette case pour accepter les conditions générales de vente avant de payer.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      screen.getByRole('link', { name: 'Lire les conditions générales de vente (nouvel onglet)' }),
    ).toHaveAttribute('href', '/pages/CGV');
  });
});

describe('checkout form: validation', () => {
  it('labels the seven fields', () => {
    renderForm();
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('requires every field, marks the empty ones and ties them to the message', async () => {
    const user = renderForm();
    await fill(user, { Prénom: 'Marie', Nom: 'Dupont' });
    await submit(user);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Veuillez remplir tous les champs obligatoires');
    const email = screen.getByLabelText('Adresse e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // What is wrong beside the field, then the form's message under the form.
    expect(email).toHaveAccessibleDescription(
      'Ce champ est obligatoire. Veuillez remplir tous les champs obligatoires',
    );
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Prénom')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail then the phone, with the exact messages', async () => {
    const user = renderForm();
    await fill(user, { ...valid, 'Adresse e-mail': 'marie@exemple' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer une adresse email valide');
    await fill(user, { 'Adresse e-mail': valid['Adresse e-mail'], 'Téléphone mobile': '0012345678' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez entrer un numéro de téléphone valide (format: 0XXXXXXXXX ou +33XXXXXXXXX)',
    );
    const phone = screen.getByLabelText('Téléphone mobile');
    expect(phone).toHaveFocus();
    // Its hint, then what is wrong beside it; the form's message is then not named twice.
    expect(phone).toHaveAccessibleDescription(
      /^Format\s: 0612345678 ou \+33612345678 Veuillez entrer un numéro de téléphone valide \(format: 0XXXXXXXXX ou \+33XXXXXXXXX\)$/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('checkout form: payment start (createShopPayment)', () => {
  it('shows the preparing then redirecting texts, stores the ids and goes to payment_url', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = renderForm();
    await fill(user, valid);
    await submit(user);

    expect(screen.getByText('Préparation du paiement...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Payer/ })).toBeDisabled();
    expect(screen.getByLabelText('Prénom')).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/index.php?endpoint=create-payment');
    const payload = JSON.parse(init.body as string);
    expect(payload).toMatchObject({ mobileNumber: '+33612345678', email: valid['Adresse e-mail'] });
    expect(payload.customer_id).toMatch(/^customer_\d+_\d{1,3}$/);

    answer.resolve(jsonResponse({ payment_id: 'pay_42', payment_url: '/sandbox-payments/pay_42' }));
    expect(await screen.findByText('Redirection vers la page de paiement...')).toBeInTheDocument();
    expect(window.localStorage.getItem('current_payment_id')).toBe('pay_42');
    expect(window.localStorage.getItem('current_customer_id')).toBe(payload.customer_id);
    expect(redirectTo).toHaveBeenCalledWith('/sandbox-payments/pay_42');
  });

  it.each([
    [
      'a non-JSON answer',
      () => jsonResponse('<html></html>', 502, 'text/html'),
      'Erreur lors de la préparation du paiement: Réponse non valide du serveur: format attendu JSON, reçu text/html',
    ],
    [
      'a server error',
      () => jsonResponse({ error: 'Montant incohérent' }, 400),
      'Erreur lors de la préparation du paiement: Erreur serveur: 400 - Montant incohérent',
    ],
    [
      'a server error without message',
      () => jsonResponse({}, 500),
      'Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur inconnue',
    ],
    [
      'an answer without payment_url',
      () => jsonResponse({ payment_id: 'pay_1' }),
      "Erreur lors de la préparation du paiement: Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
    ],
  ])(
    'on %s shows the error message and gives the form back with what was typed',
    async (_case, answer, message) => {
      fetchMock.mockResolvedValue(answer());
      const user = renderForm();
      await fill(user, valid);
      await submit(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Payer/ })).toBeEnabled();
      expect(screen.getByLabelText('Prénom')).toBeEnabled();
      expect(screen.getByLabelText('Ville')).toHaveValue('Fréjus');
      expect(screen.queryByText('Préparation du paiement...')).not.toBeInTheDocument();
      expect(window.localStorage.getItem('current_payment_id')).toBeNull();
      expect(redirectTo).not.toHaveBeenCalled();
    },
  );

  it('reports a network failure in the same frame', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderForm();
    await fill(user, valid);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Erreur lors de la préparation du paiement: /,
    );
    expect(within(screen.getByRole('alert')).getByText(/connexion/)).toBeInTheDocument();
  });
});
