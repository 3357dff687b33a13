import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import { validationMessages } from '@mtdm/shared/validation';
import { MemberAreaView } from '../member-area-view';

/** A fetch answer as the page reads it (jsdom has no fetch of its own). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: async () => body } as Response);

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

const NEUTRAL = 'Si cette adresse est celle d’un adhérent, un lien de connexion vient de lui être envoyé.';

it('signed out: the page offers the link by e-mail, refuses a wrong address and says the neutral answer', async () => {
  fetchMock.mockImplementation((input: unknown) =>
    String(input).endsWith('/api/adherents/moi')
      ? answer(401, {})
      : answer(200, { success: true, message: NEUTRAL }),
  );
  renderWithProviders(<MemberAreaView />);
  expect(screen.getByRole('heading', { level: 1, name: 'Espace Adhérent' })).toBeInTheDocument();
  const email = screen.getByLabelText('Adresse e-mail de votre adhésion');
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

it('signed in: the member’s own memberships and documents, loaded after sign-in', async () => {
  fetchMock.mockImplementation(() =>
    answer(200, {
      memberships: [
        {
          type: 'Individuel',
          amountCents: 3000,
          paidAt: '2026-11-27T10:00:00.000Z',
          memberNumber: null,
          validUntil: '2027-11-26',
          text: { amount: '30,00 €', paidOn: '27 novembre 2026', validUntil: '26 novembre 2027' },
          documents: [{ kind: 'membership-attestation', url: '/api/documents/abc' }],
        },
      ],
      contact: {
        firstName: 'Marie',
        lastName: 'Lefèvre',
        email: 'marie@example.com',
        address: '12 rue de la Garonne',
        postcode: '83600',
        city: 'Fréjus',
        mobileNumber: '+33612345678',
      },
      csrfToken: 'jeton',
    }),
  );
  renderWithProviders(<MemberAreaView />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Vos adhésions' })).toBeInTheDocument();
  expect(screen.getByText('attribué prochainement par l’association')).toBeInTheDocument();
  expect(screen.getByText('26 novembre 2027')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Attestation d’adhésion (PDF)' })).toHaveAttribute(
    'href',
    '/api/documents/abc',
  );
  await waitFor(() => expect(screen.getByLabelText('Ville')).toHaveValue('Fréjus'));
  expect(screen.getByLabelText('Nouvelle adresse e-mail')).toBeInTheDocument();
  expect(screen.queryByLabelText('Adresse e-mail de votre adhésion')).not.toBeInTheDocument();
});
