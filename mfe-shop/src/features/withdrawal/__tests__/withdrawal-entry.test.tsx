import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { WithdrawalEntry } from '../withdrawal-entry';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = 'marie@example.fr') {
  await user.type(screen.getByLabelText('Référence de la commande'), 'pay_123');
  await user.type(screen.getByLabelText('Prénom'), 'Marie');
  await user.type(screen.getByLabelText('Nom'), 'Dupont');
  await user.type(screen.getByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Articles concernés par la rétractation'), 'Mug « Ancre d’or »');
}

describe('online withdrawal', () => {
  it('form, confirmation step, then acknowledgement with date and time', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        success: true,
        reference: 'RET-2026-000007',
        receivedAt: '2026-06-19T12:05:00.000Z',
        acknowledgementMailed: true,
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawalEntry />);
    await user.click(screen.getByRole('button', { name: 'Se rétracter' }));
    const dialog = screen.getByRole('dialog', { name: 'Se rétracter du contrat' });

    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(screen.getByLabelText('Référence de la commande')).toHaveFocus();
    // Where the reference is found, said on the field itself.
    expect(screen.getByLabelText('Référence de la commande')).toHaveAccessibleDescription(
      /^Elle commence par CMD- et figure dans l’e-mail de confirmation de votre commande\./,
    );

    await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Vérifiez puis confirmez votre rétractation' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Confirmer la rétractation' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Accusé de réception de votre rétractation' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('19 juin 2026');
    expect(dialog).toHaveTextContent('14 h 05');
    expect(dialog).toHaveTextContent('RET-2026-000007');
    // Mailed to the order's own address, which may be written otherwise than typed: never the one typed.
    expect(dialog).toHaveTextContent(
      'également envoyé par e-mail, à l’adresse enregistrée pour cette commande.',
    );
    expect(dialog).not.toHaveTextContent('marie@example.fr');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/retractation');
    expect(JSON.parse(init.body as string)).toEqual({
      orderReference: 'pay_123',
      firstName: 'Marie',
      lastName: 'Dupont',
      email: 'marie@example.fr',
      items: 'Mug « Ancre d’or »',
    });
  });

  it('says no mail was sent when the server found no order for that reference and address', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        success: true,
        reference: 'RET-2026-000008',
        receivedAt: '2026-06-19T12:05:00.000Z',
        acknowledgementMailed: false,
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<WithdrawalEntry />);
    await user.click(screen.getByRole('button', { name: 'Se rétracter' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    const dialog = screen.getByRole('dialog', { name: 'Se rétracter du contrat' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Accusé de réception de votre rétractation' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('RET-2026-000008');
    expect(dialog).toHaveTextContent('Nous n’avons pas retrouvé de commande');
    expect(dialog).not.toHaveTextContent('également envoyé par e-mail');
  });

  it('checks the e-mail and shows a failure without losing the request', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ message: 'Trop de demandes' }, 429));
    const user = userEvent.setup();
    renderWithProviders(<WithdrawalEntry />);
    await user.click(screen.getByRole('button', { name: 'Se rétracter' }));
    await fillForm(user, 'marie@exemple');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer une adresse email valide');
    await user.clear(screen.getByLabelText('Adresse e-mail'));
    await user.type(screen.getByLabelText('Adresse e-mail'), 'marie@example.fr');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    expect(await screen.findByText('Trop de demandes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer la rétractation' })).toBeEnabled();
  });
});
