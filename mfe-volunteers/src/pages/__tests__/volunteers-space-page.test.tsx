import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';

const ORDER = {
  paymentId: 'pay_1',
  reference: 'CMD-2026-00001',
  state: 'to-ship',
  firstName: 'Marie',
  lastName: 'Dupont',
  city: 'Fréjus',
  amountCents: 2490,
  paidAt: '2026-11-20T10:00:00.000Z',
  shippedAt: null,
};

it('shows who is signed in and only the screens their roles open', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes?etat=a-expedier': { orders: [ORDER], retention: 'Conservées dix ans.' },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes' });
  expect(await screen.findByText('Connecté(e) : Claire Martin (claire@example.org)')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Espace des bénévoles' })).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Commandes']);
  expect(within(menu).getByRole('link', { name: 'Commandes' })).toHaveAttribute('aria-current', 'page');
  const row = (await screen.findByRole('link', { name: 'CMD-2026-00001' })).closest('tr')!;
  expect(within(row).getByText('Marie Dupont')).toBeInTheDocument();
  expect(within(row).getByText(/24,90/)).toBeInTheDocument();
  expect(screen.getByText('Conservées dix ans.')).toBeInTheDocument();
});

it('tells a volunteer without a role that they see no data', async () => {
  fakeSpaceApi({ '/api/benevoles/moi': volunteerWith() });
  renderWithProviders(<SpacePage />, { route: '/benevoles/' });
  expect(await screen.findByText(/Aucun rôle : vous ne voyez aucune donnée/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Menu de l’espace des bénévoles' })).toBeNull();
});

it('ships an order with its carrier and tracking number, sending the CSRF token', async () => {
  const { sent } = fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('boutique'),
      '/api/benevoles/commandes/pay_1': {
        order: {
          ...ORDER,
          email: 'marie@example.fr',
          mobileNumber: '+33612345678',
          address: '12 rue des Marsouins',
          postcode: '83600',
          carrier: null,
          trackingNumber: null,
          lines: [{ name: 'Mug « Bazeilles 1870 »', size: null, quantity: 2 }],
        },
      },
    },
    {
      '/api/benevoles/commandes/pay_1/expedition': {
        body: { success: true, message: 'Commande expédiée : l’acheteur est prévenu par courriel.' },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Commande CMD-2026-00001' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Mug « Bazeilles 1870 »')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Télécharger le bordereau (PDF)' })).toHaveAttribute(
    'href',
    '/api/benevoles/commandes/pay_1/bordereau',
  );
  await userEvent.type(screen.getByLabelText(/^Transporteur/), 'La Poste');
  await userEvent.type(screen.getByLabelText(/^Numéro de suivi/), '6A12345678901');
  await userEvent.click(
    screen.getByRole('button', { name: 'Marquer comme expédiée et prévenir l’acheteur' }),
  );
  expect(
    await screen.findByText('Commande expédiée : l’acheteur est prévenu par courriel.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/commandes/pay_1/expedition',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { transporteur: 'La Poste', numeroDeSuivi: '6A12345678901' },
    },
  ]);
});

it('says the server’s refusal beside the tour it could not confirm, and keeps what was typed', async () => {
  fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('musee'),
      '/api/benevoles/visites/3': {
        tour: {
          id: 3,
          reference: 'VG-00003',
          state: 'pending',
          firstName: 'Jean',
          lastName: 'Petit',
          email: 'jean@example.fr',
          phone: '+33612345678',
          groupSize: 24,
          askedDate: '2027-03-16',
          askedTime: '14:30',
          confirmedDate: null,
          confirmedTime: null,
          guide: null,
          specialRequests: '',
          declineReason: null,
          receivedAt: '2026-11-20T10:00:00.000Z',
        },
      },
    },
    {
      '/api/benevoles/visites/3/confirmation': {
        status: 400,
        body: { success: false, message: 'Le musée est fermé le lundi.' },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/visites/3' });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Demande de visite VG-00003' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Date de la visite/)).toHaveValue('2027-03-16');
  await userEvent.type(screen.getByLabelText(/^Guide/), 'Paul');
  await userEvent.click(screen.getByRole('button', { name: 'Confirmer et prévenir le visiteur' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Le musée est fermé le lundi.');
  expect(screen.getByLabelText(/^Guide/)).toHaveValue('Paul');
});

const MEMBER = {
  paymentId: 'pay_9',
  reference: 'ADH-2026-00009',
  firstName: 'Louis',
  lastName: 'Martin',
  membershipType: 'individual',
  amountCents: 3000,
  paidAt: '2026-03-02T10:00:00.000Z',
  memberNumber: null,
  validUntil: '2027-03-02',
};

it('lets the treasurer export the year’s receipts but open no membership’s details', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/adhesions': { year: 2026, members: [MEMBER], retention: 'Conservées dix ans.' },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions' });
  const row = (await screen.findByText('Louis Martin')).closest('tr')!;
  expect(within(row).getByText('ADH-2026-00009')).not.toHaveAttribute('href');
  expect(within(row).getByText('à attribuer')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /relevé des reçus fiscaux 2026/ })).toHaveAttribute(
    'href',
    '/api/benevoles/recus.csv?annee=2026',
  );
});

it('assigns the next member number and shows it once the server has', async () => {
  const details = {
    ...MEMBER,
    email: 'louis@example.fr',
    mobileNumber: '+33612345678',
    address: '1 rue de la Paix',
    postcode: '83600',
    city: 'Fréjus',
    birthDate: '1960-01-31',
    birthPlace: 'Toulon',
    status: 'civil',
    grade: '',
    arm: '',
    activityStatus: 'honorary',
    feeCents: 3000,
    donationCents: 0,
  };
  const api = fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('adhesions'),
      '/api/benevoles/adhesions/pay_9': { membership: details },
    },
    {
      '/api/benevoles/adhesions/pay_9/numero': {
        body: {
          success: true,
          number: 412,
          message: 'Numéro 412 attribué : l’adhérent reçoit son attestation par courriel.',
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(await screen.findByText('31 janvier 1960 à Toulon')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Attribuer le numéro suivant' }));
  expect(await screen.findByText(/Numéro 412 attribué/)).toBeInTheDocument();
  expect(api.sent.map((post) => post.url)).toEqual(['/api/benevoles/adhesions/pay_9/numero']);
});
