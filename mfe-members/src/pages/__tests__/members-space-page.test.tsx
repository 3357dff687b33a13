import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import MembersSpacePage from '../members-space-page';

/** A fetch answer as the page reads it (jsdom has no fetch of its own). */
const answer = (status: number, body: unknown) => Promise.resolve(fakeResponse(body, status));

/** The details of a member's latest membership, as the account carries them. */
const contactOf = (firstName: string, lastName: string, email: string) => ({
  firstName,
  lastName,
  email,
  address: '12 rue de la Garonne',
  postcode: '83600',
  city: 'Fréjus',
  mobileNumber: '+33612345678',
});

/** Marie's membership, as the account lists it. */
const MARIE_MEMBERSHIP = {
  member: 'Marie Lefèvre',
  memberKey: 'marie lefevre',
  type: 'Association',
  membershipType: 'family',
  lifetime: false,
  amountCents: 15000,
  paidAt: '2026-11-27T10:00:00.000Z',
  memberNumber: null,
  validUntil: '2027-11-26',
  text: { amount: '150,00 €', paidOn: '27 novembre 2026', validUntil: '26 novembre 2027' },
  documents: [{ kind: 'membership-attestation', url: '/api/documents/abc' }],
};

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

it('shows the member’s own memberships, documents and details', async () => {
  fetchMock.mockImplementation(() =>
    answer(200, {
      memberships: [MARIE_MEMBERSHIP],
      donations: [],
      contact: contactOf('Marie', 'Lefèvre', 'marie@example.com'),
      members: [
        {
          member: 'Marie Lefèvre',
          memberKey: 'marie lefevre',
          contact: contactOf('Marie', 'Lefèvre', 'marie@example.com'),
        },
      ],
      csrfToken: 'jeton',
    }),
  );
  renderWithProviders(<MembersSpacePage />, { route: '/adherents/' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Vos adhésions' })).toBeInTheDocument();
  expect(screen.getByText('attribué prochainement par l’association')).toBeInTheDocument();
  expect(screen.getByText('26 novembre 2027')).toBeInTheDocument();
  // The renewal offers first the type the member last joined as.
  expect(screen.getByLabelText('Type d’adhésion')).toHaveValue('family');
  expect(screen.getByRole('link', { name: 'Attestation d’adhésion (PDF)' })).toHaveAttribute(
    'href',
    '/api/documents/abc',
  );
  await waitFor(() => expect(screen.getByLabelText('Ville')).toHaveValue('Fréjus'));
  // Her address is hers alone: nothing said of anyone else moving with it.
  expect(screen.getByLabelText('Nouvelle adresse e-mail')).not.toHaveAccessibleDescription();
  expect(screen.getByRole('heading', { level: 1, name: 'Espace Adhérent' })).toBeInTheDocument();
  // A copy of what the site holds under her address, to download.
  const copy = within(screen.getByRole('region', { name: 'Vos données' })).getByRole('link', {
    name: 'Télécharger mes données',
  });
  expect(copy).toHaveAttribute('href', '/api/adherents/copie');
  expect(copy).toHaveAttribute('download');
});

it('greets both members of a shared address, says whose each card is, and corrects each one’s details', async () => {
  const membership = (member: string, memberKey: string, paidAt: string) => ({
    member,
    memberKey,
    type: 'Individuel',
    membershipType: 'individual',
    lifetime: false,
    amountCents: 2000,
    paidAt,
    memberNumber: 7,
    validUntil: '2027-11-26',
    text: { amount: '20,00 €', paidOn: '27 novembre 2026', validUntil: '26 novembre 2027' },
    documents: [],
  });
  fetchMock.mockImplementation((url: string) =>
    url.endsWith('/coordonnees')
      ? answer(200, { success: true, message: 'Vos coordonnées sont à jour.' })
      : answer(200, {
          memberships: [
            membership('Paul Martin', 'paul martin', '2026-11-28T10:00:00.000Z'),
            membership('Marie Martin', 'marie martin', '2026-11-27T10:00:00.000Z'),
          ],
          donations: [],
          contact: contactOf('Paul', 'Martin', 'foyer@example.com'),
          members: [
            {
              member: 'Paul Martin',
              memberKey: 'paul martin',
              contact: contactOf('Paul', 'Martin', 'foyer@example.com'),
            },
            {
              member: 'Marie Martin',
              memberKey: 'marie martin',
              contact: { ...contactOf('Marie', 'Martin', 'foyer@example.com'), mobileNumber: '+33698765432' },
            },
          ],
          csrfToken: 'jeton',
        }),
  );
  renderWithProviders(<MembersSpacePage />, { route: '/adherents/' });
  expect(
    await screen.findByText('Bonjour Paul Martin et Marie Martin, voici votre espace adhérent.'),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('term').filter((term) => term.textContent === 'Adhérent')).toHaveLength(2);
  expect(screen.getAllByRole('definition').map((detail) => detail.textContent)).toEqual(
    expect.arrayContaining(['Paul Martin', 'Marie Martin']),
  );
  // Changing the address moves them both, which the field says before it is used.
  expect(screen.getByLabelText('Nouvelle adresse e-mail')).toHaveAccessibleDescription(
    'Cette adresse est partagée par Paul Martin et Marie Martin : le changement vaudra pour chacun d’entre vous.',
  );
  // Whose details are corrected is chosen first: Paul's, then Marie's, each as their membership holds them.
  const whose = screen.getByLabelText('Coordonnées de');
  expect(screen.getByLabelText('Téléphone')).toHaveValue('+33612345678');
  fireEvent.change(whose, { target: { value: 'marie martin' } });
  expect(screen.getByLabelText('Téléphone')).toHaveValue('+33698765432');
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes coordonnées' }));
  expect(await screen.findByText('Vos coordonnées sont à jour.')).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/coordonnees')) as [
    string,
    RequestInit,
  ];
  expect(JSON.parse(String(init.body))).toMatchObject({
    mobileNumber: '+33698765432',
    member: 'marie martin',
  });
});

it('lists the address’s donations with their receipt, or says why there is none, and nothing without any', async () => {
  const donation = (paidAt: string, amount: string, refunded: boolean, url?: string) => ({
    donor: 'Marie Lefèvre',
    amountCents: 5000,
    paidAt,
    refunded,
    text: { amount, paidOn: '2 décembre 2026' },
    documents: url ? [{ kind: 'tax-receipt', url }] : [],
  });
  const account = (donations: unknown[]) => ({
    memberships: [MARIE_MEMBERSHIP],
    donations,
    contact: contactOf('Marie', 'Lefèvre', 'marie@example.com'),
    members: [],
    csrfToken: 'jeton',
  });
  fetchMock.mockImplementation(() =>
    answer(
      200,
      account([
        donation('2026-12-02T10:00:00.000Z', '50,00 €', false, '/api/documents/recu'),
        donation('2026-12-01T10:00:00.000Z', '80,00 €', false),
        donation('2026-11-30T10:00:00.000Z', '30,00 €', true),
      ]),
    ),
  );
  const { unmount } = renderWithProviders(<MembersSpacePage />, { route: '/adherents/' });
  const card = (await screen.findByRole('heading', { level: 2, name: 'Vos dons' })).closest('section')!;
  const gifts = within(card).getAllByRole('article');
  expect(gifts.map((gift) => within(gift).getAllByRole('definition')[1]!.textContent)).toEqual([
    '50,00 €',
    '80,00 €',
    '30,00 €',
  ]);
  expect(within(gifts[0]!).getByRole('link', { name: 'Reçu fiscal (PDF)' })).toHaveAttribute(
    'href',
    '/api/documents/recu',
  );
  expect(gifts[1]).toHaveTextContent('Le reçu fiscal de ce don sera envoyé par e-mail dès son émission.');
  expect(within(gifts[2]!).queryByRole('link')).not.toBeInTheDocument();
  expect(gifts[2]).toHaveTextContent('Ce don a été remboursé : son reçu fiscal est annulé.');
  unmount();

  fetchMock.mockImplementation(() => answer(200, account([])));
  renderWithProviders(<MembersSpacePage />, { route: '/adherents/' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Vos adhésions' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Vos dons' })).not.toBeInTheDocument();
});

it('gives a donor who never joined their gifts and the way to join, nothing of a member’s', async () => {
  fetchMock.mockImplementation(() =>
    answer(200, {
      memberships: [],
      donations: [
        {
          donor: 'Paul Durand',
          amountCents: 4500,
          paidAt: '2026-12-02T10:00:00.000Z',
          refunded: false,
          text: { amount: '45,00 €', paidOn: '2 décembre 2026' },
          documents: [{ kind: 'tax-receipt', url: '/api/documents/recu' }],
        },
      ],
      contact: null,
      members: [],
      csrfToken: 'jeton',
    }),
  );
  renderWithProviders(<MembersSpacePage />, { route: '/adherents/' });
  expect(
    await screen.findByText('Bonjour Paul Durand, voici vos dons à l’association et leurs reçus fiscaux.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reçu fiscal (PDF)' })).toHaveAttribute(
    'href',
    '/api/documents/recu',
  );
  const join = screen.getByRole('heading', { level: 2, name: 'Adhérer à l’association' }).closest('section')!;
  expect(within(join).getByRole('link', { name: 'Devenir adhérent' })).toHaveAttribute(
    'href',
    '/pages/DevenirAdherent',
  );
  for (const memberOnly of [
    'Vos adhésions',
    'Renouveler mon adhésion',
    'Mes coordonnées',
    'Changer d’adresse e-mail',
  ])
    expect(screen.queryByRole('heading', { name: memberOnly })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Me déconnecter' })).toBeInTheDocument();
});
