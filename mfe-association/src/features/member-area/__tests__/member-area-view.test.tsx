import { fireEvent, screen } from '@testing-library/react';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import { validationMessages } from '@mtdm/shared/validation';
import { MemberAreaView } from '../member-area-view';

/** A fetch answer as the page reads it (jsdom has no fetch of its own). */
const answer = (status: number, body: unknown) => Promise.resolve(fakeResponse(body, status));

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

const NEUTRAL =
  'Si cette adresse est celle d’un adhérent ou d’un donateur, un lien de connexion vient de lui être envoyé.';

it('signed out: the page offers the link by e-mail, refuses a wrong address and says the neutral answer', async () => {
  fetchMock.mockImplementation((input: unknown) =>
    String(input).endsWith('/api/adherents/session')
      ? answer(200, { signedIn: false })
      : answer(200, { success: true, message: NEUTRAL }),
  );
  renderWithProviders(<MemberAreaView />);
  expect(screen.getByRole('heading', { level: 1, name: 'Espace Adhérent' })).toBeInTheDocument();
  const email = screen.getByLabelText('Adresse e-mail de votre adhésion ou de votre don');
  fireEvent.change(email, { target: { value: 'pas-une-adresse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
  expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(email, { target: { value: 'membre@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
  expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/adherents/lien', expect.objectContaining({ method: 'POST' }));
  expect(screen.getByRole('link', { name: 'Devenir adhérent' })).toHaveAttribute(
    'href',
    '/pages/DevenirAdherent',
  );
});

it('led here from a reminder’s renewal, asks for a link that leads back to it', async () => {
  window.history.replaceState(null, '', '/pages/Login?adherent=marie+martin#renouveler');
  try {
    fetchMock.mockImplementation((input: unknown) =>
      String(input).endsWith('/api/adherents/session')
        ? answer(200, { signedIn: false })
        : answer(200, { success: true, message: NEUTRAL }),
    );
    renderWithProviders(<MemberAreaView />);
    fireEvent.change(screen.getByLabelText('Adresse e-mail de votre adhésion ou de votre don'), {
      target: { value: 'foyer@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/adherents/lien') as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'foyer@example.com', adherent: 'marie martin' });
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('signed in: a link to the member’s own pages, which are not in this page', async () => {
  fetchMock.mockImplementation(() => answer(200, { signedIn: true }));
  renderWithProviders(<MemberAreaView />);
  expect(await screen.findByText('Vous êtes connecté(e) à votre espace adhérent.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ouvrir mon espace adhérent' })).toHaveAttribute(
    'href',
    '/adherents/',
  );
  expect(screen.queryByLabelText('Adresse e-mail de votre adhésion ou de votre don')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Vos adhésions' })).not.toBeInTheDocument();
});
