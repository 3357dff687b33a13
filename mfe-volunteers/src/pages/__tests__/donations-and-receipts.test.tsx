// The treasurer's receipts and donations: the year's receipts and what became of each, a donation
// with its donor's name and e-mail address corrected, a receipt sent again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';

const RECEIPT = {
  paymentId: 'pay_3',
  paymentKind: 'donation',
  reference: 'DON-PAY_3',
  firstName: 'Anne',
  lastName: 'Leroy',
  amountCents: 10000,
  paidAt: '2026-05-04T10:00:00.000Z',
  replaces: null,
};

/** The donation of RECEIPT as its detail gives it: its receipt in force, nothing corrected. */
const DONATION_DETAIL = {
  ...RECEIPT,
  email: 'anne@example.fr',
  address: '3 place Paul Vernet',
  postcode: '83600',
  city: 'Fréjus',
  refunded: false,
  receiptNumber: '2026-00002',
  receipts: [{ ...RECEIPT, receiptNumber: '2026-00002', state: 'in-force', replacedBy: null }],
  donorCorrections: [],
  emailCorrections: [],
  emailCorrectionPending: null,
};

it('lists the receipts of the year with what became of each, and sends one again from its row', async () => {
  const { sent } = fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('tresorerie'),
      '/api/benevoles/recus': {
        year: 2026,
        retention: 'Conservés dix ans.',
        receipts: [
          { ...RECEIPT, receiptNumber: '2026-00001', state: 'replaced', replacedBy: '2026-00002' },
          {
            ...RECEIPT,
            receiptNumber: '2026-00002',
            state: 'in-force',
            replaces: '2026-00001',
            replacedBy: null,
          },
          { ...RECEIPT, paymentId: 'pay_4', receiptNumber: '2026-00003', state: 'voided', replacedBy: null },
        ],
      },
    },
    {
      '/api/benevoles/documents/pay_3/tax-receipt/renvoi': {
        body: { success: true, message: 'Document renvoyé par courriel.' },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/recus' });
  expect(await screen.findByText('Remplacé par le n° 2026-00002')).toBeInTheDocument();
  expect(screen.getByText('En vigueur (remplace le n° 2026-00001)')).toBeInTheDocument();
  expect(screen.getByText('Annulé (paiement remboursé)')).toBeInTheDocument();
  // Only the receipt in force is sent again.
  expect(screen.getAllByRole('button', { name: /^Renvoyer le reçu n°/ })).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le reçu n° 2026-00002' }));
  expect(await screen.findByText('Document renvoyé par courriel.')).toBeInTheDocument();
  expect(sent.map(({ url }) => url)).toEqual(['/api/benevoles/documents/pay_3/tax-receipt/renvoi']);
  expect(screen.getAllByRole('link', { name: 'DON-PAY_3' })[0]).toHaveAttribute(
    'href',
    '/benevoles/dons/pay_3',
  );
});

it('opens a donation with its donor, its receipts, and the receipt to send again or correct', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/dons/pay_3': {
      donation: DONATION_DETAIL,
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/dons/pay_3' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Don DON-PAY_3' })).toBeInTheDocument();
  expect(screen.getByText('anne@example.fr')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Renvoyer le reçu fiscal' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Émettre le document rectificatif' })).toBeInTheDocument();
});

it('corrects a donor’s name from their donation, prefilled, and shows each correction', async () => {
  const donation = {
    ...DONATION_DETAIL,
    donorCorrections: [
      {
        version: 2,
        firstName: RECEIPT.firstName,
        lastName: RECEIPT.lastName,
        address: '3 place Paul Vernet',
        postcode: '83600',
        city: 'Fréjus',
        reason: 'Adresse incomplète',
        correctedBy: 'tresorier@example.org',
        correctedAt: '2026-03-04T09:00:00.000Z',
      },
    ],
  };
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('tresorerie'), '/api/benevoles/dons/pay_3': { donation } },
    {
      '/api/benevoles/dons/pay_3/donateur': {
        body: {
          success: true,
          message: 'Donateur corrigé : le reçu 2026-00003 le remplace, envoyé au donateur.',
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/dons/pay_3' });
  expect(await screen.findByText(/par tresorier@example.org\s: Adresse incomplète$/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Adresse/, { selector: 'input' })).toHaveValue('3 place Paul Vernet');
  const lastName = screen.getByLabelText(/^Nom/);
  await userEvent.clear(lastName);
  await userEvent.type(lastName, 'Lefebvre');
  await userEvent.type(screen.getByLabelText(/^Motif de la correction/), 'Nom mal orthographié');
  await userEvent.click(screen.getByRole('button', { name: 'Corriger le donateur et renvoyer son reçu' }));
  expect(await screen.findByText(/^Donateur corrigé\s: le reçu 2026-00003 le remplace/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/dons/pay_3/donateur',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: {
        firstName: RECEIPT.firstName,
        lastName: 'Lefebvre',
        address: '3 place Paul Vernet',
        postcode: '83600',
        city: 'Fréjus',
        reason: 'Nom mal orthographié',
      },
    },
  ]);
});

it('sends a link to a donor’s right e-mail address, shows it waiting, then the correction confirmed', async () => {
  const donation = { ...DONATION_DETAIL, email: 'anne@exmaple.fr' };
  const gets: Record<string, unknown> = {
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/dons/pay_3': { donation },
  };
  const { sent } = fakeSpaceApi(gets, {
    '/api/benevoles/dons/pay_3/adresse': {
      body: {
        success: true,
        message:
          'Lien de confirmation envoyé à anne@example.fr : le don passera à cette adresse, et son reçu fiscal avec lui, quand son titulaire l’aura ouvert, dans les 24 heures.',
      },
    },
  });
  const page = renderWithProviders(<SpacePage />, { route: '/benevoles/dons/pay_3' });
  expect(
    await screen.findByRole('heading', { name: 'Corriger l’adresse e-mail du donateur' }),
  ).toBeInTheDocument();
  const address = screen.getByLabelText(/^Bonne adresse e-mail/);
  expect(address).toHaveValue('anne@exmaple.fr');
  expect(address).toHaveAttribute('type', 'email');
  await userEvent.clear(address);
  await userEvent.type(address, 'anne@example.fr');
  await userEvent.type(screen.getByLabelText(/^Motif de cette correction d’adresse/), 'Reçu jamais arrivé');
  gets['/api/benevoles/dons/pay_3'] = {
    donation: {
      ...donation,
      emailCorrectionPending: {
        to: 'anne@example.fr',
        askedBy: 'tresorier@example.org',
        askedAt: '2026-03-04T09:00:00.000Z',
        expiresAt: '2026-03-05T09:00:00.000Z',
      },
    },
  };
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
  expect(await screen.findByText(/^Lien de confirmation envoyé à anne@example.fr/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/dons/pay_3/adresse',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { email: 'anne@example.fr', reason: 'Reçu jamais arrivé' },
    },
  ]);
  expect(
    await screen.findByText(
      'lien envoyé à anne@example.fr le 4 mars 2026 par tresorier@example.org, en attente de son ouverture',
    ),
  ).toBeInTheDocument();
  page.unmount();

  gets['/api/benevoles/dons/pay_3'] = {
    donation: {
      ...donation,
      email: 'anne@example.fr',
      emailCorrections: [
        {
          email: 'anne@example.fr',
          reason: 'Reçu jamais arrivé',
          askedBy: 'tresorier@example.org',
          askedAt: '2026-03-04T09:00:00.000Z',
          confirmedAt: '2026-03-04T18:00:00.000Z',
        },
      ],
    },
  };
  renderWithProviders(<SpacePage />, { route: '/benevoles/dons/pay_3' });
  expect(
    await screen.findByText(
      /^confirmée le 4 mars 2026, demandée par tresorier@example.org\s: Reçu jamais arrivé$/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('anne@example.fr')).toBeInTheDocument();
});

it('offers no e-mail correction for a refunded donation', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/dons/pay_3': {
      donation: { ...DONATION_DETAIL, refunded: true, receiptNumber: null, receipts: [] },
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/dons/pay_3' });
  expect(await screen.findByText('anne@example.fr')).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Corriger l’adresse e-mail du donateur' }),
  ).not.toBeInTheDocument();
});
