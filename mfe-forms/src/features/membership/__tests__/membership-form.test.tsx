import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { pageNavigation } from '@mtdm/shared/ui';
import { deferred, installFetchMock, sentJson } from '../../../testing/fetch-mock';
import { MembershipView } from '../membership-view';

const fetchMock = installFetchMock();
let redirect: jest.SpyInstance;
beforeEach(() => {
  redirect = jest.spyOn(pageNavigation, 'redirect').mockImplementation(() => undefined);
});

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Nom: 'Dupont',
    Prénom: 'Marie',
    'Date de naissance': '1960-04-12',
    'Lieu de naissance': 'Toulon',
    Adresse: '1 rue de la Paix',
    'Code postal': '83600',
    Ville: 'Fréjus',
    Téléphone: '0612345678',
    'Adresse e-mail': 'marie@example.fr',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  await user.click(screen.getByRole('radio', { name: 'Militaire' }));
  await user.type(screen.getByLabelText('Grade (facultatif)'), 'Adjudant-chef');
  await user.selectOptions(screen.getByLabelText('Situation militaire'), 'Retraité');
  // Optional, asked since the association wanted to know: by its label, its value travels.
  await user.selectOptions(screen.getByLabelText(/Comment avez-vous connu le musée/), 'Par la presse');
}

const validate = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Valider et passer au paiement' }));
const dialog = () => screen.findByRole('dialog', { name: 'Paiement de votre adhésion' });

describe('membership page', () => {
  it('states the fees, the lifetime title and the cheque alternative', () => {
    renderWithProviders(<MembershipView />);
    expect(screen.getByText(/Adhésion individuelle : 20,00\s€ par an/)).toBeInTheDocument();
    expect(screen.getByText(/Associations et amicales : 150,00\s€ par an/)).toBeInTheDocument();
    expect(screen.getByText(/600,00\s€ ou plus .* membre à vie/)).toBeInTheDocument();
    expect(screen.getByText(/prend effet à la réception du chèque/)).toBeInTheDocument();
    // The prefix is said, not chosen: French numbers only.
    const prefix = screen.getByLabelText('Indicatif');
    expect(prefix).toHaveValue('France (+33)');
    expect(prefix).toHaveAttribute('readonly');
    expect(prefix).not.toBeRequired();
  });

  it('names each group and each field differently, so no two read the same', () => {
    const { container } = renderWithProviders(<MembershipView />);
    const names = [...container.querySelectorAll('legend, label')].map((element) =>
      (element.textContent ?? '').replace(/\s*\(facultatif\)$/, '').trim(),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});

describe('membership form: the validation rules, on submit', () => {
  it.each([
    [{ Ville: '' }, 'Veuillez remplir tous les champs obligatoires', 'Ville'],
    [{ 'Adresse e-mail': 'marie@exemple' }, 'Veuillez entrer une adresse email valide', 'Adresse e-mail'],
    [
      { Téléphone: '06 12 34 56' },
      'Veuillez entrer un numéro de téléphone valide (9-10 chiffres)',
      'Téléphone',
    ],
  ])('%o gives "%s"', async (overrides, message, field) => {
    const user = userEvent.setup();
    renderWithProviders(<MembershipView />);
    await fill(user, overrides);
    await user.click(screen.getByRole('checkbox', { name: 'Je valide le formulaire.' }));
    await validate(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(field, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requires the box "Je valide le formulaire." to be ticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MembershipView />);
    await fill(user);
    await validate(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Veuillez confirmer votre adhésion en cochant la case',
    );
    expect(screen.getByRole('checkbox', { name: 'Je valide le formulaire.' })).toHaveFocus();
  });
});

describe('membership payment modal (createMembershipPayment)', () => {
  async function openModal(user: User) {
    renderWithProviders(<MembershipView />);
    await fill(user);
    await user.click(screen.getByRole('radio', { name: /Association — 150,00/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Je valide le formulaire.' }));
    await validate(user);
    return dialog();
  }

  it('shows the live total, a donation that resets to 0 on each toggle, and sends the exact payload', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    const modal = await openModal(user);
    expect(within(modal).getByText(/Total à payer : 150,00\s€/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Oui' }));
    const amount = within(modal).getByLabelText('Montant du don (en euros)');
    expect(amount).toHaveValue(0);
    await user.clear(amount);
    await user.type(amount, '450');
    expect(within(modal).getByText(/Total à payer : 600,00\s€/)).toBeInTheDocument();
    expect(within(modal).getByText(/titre de membre à vie/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Non' }));
    expect(within(modal).queryByLabelText('Montant du don (en euros)')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Oui' }));
    expect(within(modal).getByLabelText('Montant du don (en euros)')).toHaveValue(0);
    await user.clear(within(modal).getByLabelText('Montant du don (en euros)'));
    await user.type(within(modal).getByLabelText('Montant du don (en euros)'), '12.5');
    expect(within(modal).getByText(/Total à payer : 162,50\s€/)).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Je paye' }));
    expect(within(modal).getByText('Préparation du paiement...')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Je paye' })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/deveniradherent.php?endpoint=create-payment-adherent');
    const payload = sentJson(fetchMock);
    expect(payload).toEqual({
      email: 'marie@example.fr',
      amount: 162.5,
      customer_id: expect.stringMatching(/^adherent_\d+_\d{1,3}$/),
      firstName: 'Marie',
      lastName: 'Dupont',
      mobileNumber: '+330612345678',
      address: '1 rue de la Paix',
      city: 'Fréjus',
      postcode: '83600',
      membershipType: 'family',
      donationAmount: 12.5,
      birthDate: '1960-04-12',
      birthPlace: 'Toulon',
      status: 'military',
      grade: 'Adjudant-chef',
      arm: '',
      activityStatus: 'retired',
      heardOf: 'press',
      cart: [],
    });
    answer.resolve(fakeResponse({ payment_id: 'sbx_7', payment_url: '/sandbox-payments/sbx_7' }));
    expect(await within(modal).findByText('Redirection vers la page de paiement...')).toBeInTheDocument();
    expect(window.localStorage.getItem('current_payment_id')).toBe('sbx_7');
    expect(window.localStorage.getItem('current_customer_id')).toBe(payload.customer_id);
    expect(redirect).toHaveBeenCalledWith('/sandbox-payments/sbx_7');
    // Kept until the payment is confirmed: a cancelled payment gives the form back filled.
    expect(window.sessionStorage.getItem('form:membership')).toContain('Dupont');
  });

  it.each([
    [
      () => fakeResponse({ error: 'Service indisponible' }, 503),
      'Erreur lors de la préparation du paiement: Erreur serveur: 503 - Service indisponible',
    ],
    [
      () => fakeResponse('<html>', 500, 'text/html'),
      'Erreur lors de la préparation du paiement: Erreur serveur: 500 - Erreur de format de réponse',
    ],
    [
      () => fakeResponse({ payment_id: 'sbx_1' }),
      "Erreur lors de la préparation du paiement: Erreur: La réponse de paiement ne contient pas l'URL nécessaire.",
    ],
  ])('shows the error and gives the button back (%#)', async (answer, message) => {
    fetchMock.mockResolvedValue(answer());
    const user = userEvent.setup();
    const modal = await openModal(user);
    await user.click(within(modal).getByRole('button', { name: 'Je paye' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(message);
    expect(within(modal).getByRole('button', { name: 'Je paye' })).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('closing the modal resets the error, the status, the toggle and the amount', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ error: 'Refusé' }, 400));
    const user = userEvent.setup();
    const modal = await openModal(user);
    await user.click(within(modal).getByRole('radio', { name: 'Oui' }));
    await user.type(within(modal).getByLabelText('Montant du don (en euros)'), '5');
    await user.click(within(modal).getByRole('button', { name: 'Je paye' }));
    expect(await within(modal).findByText(/Erreur serveur: 400 - Refusé/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Fermer' }));
    await validate(user);
    const again = await dialog();
    expect(within(again).queryByRole('alert')).toBeEmptyDOMElement();
    expect(within(again).getByRole('radio', { name: 'Non' })).toBeChecked();
    expect(within(again).getByText(/Total à payer : 150,00\s€/)).toBeInTheDocument();
  });

  it('validates again on "Je paye"', async () => {
    const user = userEvent.setup();
    const modal = await openModal(user);
    await user.click(within(modal).getByRole('radio', { name: 'Oui' }));
    const amount = within(modal).getByLabelText('Montant du don (en euros)');
    await user.clear(amount);
    await user.type(amount, '-3');
    await user.click(within(modal).getByRole('button', { name: 'Je paye' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Veuillez entrer un montant de don valide');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
