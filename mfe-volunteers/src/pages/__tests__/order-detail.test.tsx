// An order's detail in the space: shipped with its tracking, its delivery and tracking corrected
// beside what was sent, its buyer's e-mail address typed wrong corrected by the shop alone.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { ORDER_DETAIL, SHIPPED_ORDER_DETAIL } from '../../testing/space-records';

it('ships an order with its carrier and tracking number, sending the CSRF token', async () => {
  const { sent } = fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('boutique'),
      '/api/benevoles/commandes/pay_1': {
        order: ORDER_DETAIL,
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

it('corrects an order’s delivery before shipping, prefilled, and shows each correction', async () => {
  const order = {
    ...ORDER_DETAIL,
    deliveryCorrections: [
      {
        version: 2,
        reason: 'Code postal faux',
        correctedBy: 'boutique@example.org',
        correctedAt: '2026-03-02T09:00:00.000Z',
      },
    ],
  };
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('boutique'), '/api/benevoles/commandes/pay_1': { order } },
    {
      '/api/benevoles/commandes/pay_1/livraison': {
        body: {
          success: true,
          message: 'Livraison corrigée : l’acheteur reçoit la nouvelle adresse par courriel.',
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByText(/^le 2 mars 2026 par boutique@example.org\s: Code postal faux$/),
  ).toBeInTheDocument();
  const address = screen.getByLabelText(/^Adresse/, { selector: 'input' });
  expect(address).toHaveValue(ORDER_DETAIL.address);
  await userEvent.clear(address);
  await userEvent.type(address, '21 rue de la Garonne');
  await userEvent.type(screen.getByLabelText(/^Motif de la correction/), 'Numéro inversé');
  await userEvent.click(screen.getByRole('button', { name: 'Corriger la livraison et prévenir l’acheteur' }));
  expect(
    await screen.findByText(/^Livraison corrigée\s: l’acheteur reçoit la nouvelle adresse/),
  ).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/commandes/pay_1/livraison',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: {
        firstName: ORDER_DETAIL.firstName,
        lastName: ORDER_DETAIL.lastName,
        address: '21 rue de la Garonne',
        postcode: ORDER_DETAIL.postcode,
        city: ORDER_DETAIL.city,
        reason: 'Numéro inversé',
      },
    },
  ]);
});

it('sends a link to a buyer’s right e-mail address and shows the correction once confirmed', async () => {
  const gets: Record<string, unknown> = {
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes/pay_1': { order: { ...ORDER_DETAIL, email: 'marie@exmaple.fr' } },
  };
  const { sent } = fakeSpaceApi(gets, {
    '/api/benevoles/commandes/pay_1/adresse': {
      body: {
        success: true,
        message:
          'Lien de confirmation envoyé à marie@example.fr : la commande passera à cette adresse, et sa confirmation avec elle, quand son titulaire l’aura ouvert, dans les 24 heures.',
      },
    },
  });
  const page = renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByRole('heading', { name: 'Corriger l’adresse e-mail de l’acheteur' }),
  ).toBeInTheDocument();
  const address = screen.getByLabelText(/^Bonne adresse e-mail/);
  expect(address).toHaveValue('marie@exmaple.fr');
  await userEvent.clear(address);
  await userEvent.type(address, 'marie@example.fr');
  await userEvent.type(
    screen.getByLabelText(/^Motif de cette correction d’adresse/),
    'Confirmation jamais reçue',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
  expect(await screen.findByText(/^Lien de confirmation envoyé à marie@example.fr/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/commandes/pay_1/adresse',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { email: 'marie@example.fr', reason: 'Confirmation jamais reçue' },
    },
  ]);
  page.unmount();

  gets['/api/benevoles/commandes/pay_1'] = {
    order: {
      ...ORDER_DETAIL,
      emailCorrections: [
        {
          email: 'marie@example.fr',
          reason: 'Confirmation jamais reçue',
          askedBy: 'boutique@example.org',
          askedAt: '2026-03-04T09:00:00.000Z',
          confirmedAt: '2026-03-04T18:00:00.000Z',
        },
      ],
    },
  };
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByText(
      /^confirmée le 4 mars 2026, demandée par boutique@example.org\s: Confirmation jamais reçue$/,
    ),
  ).toBeInTheDocument();
});

it('offers the buyer’s e-mail correction to the shop alone, not to the treasurer', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/commandes/pay_1': { order: ORDER_DETAIL },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(await screen.findByText('marie@example.fr')).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Corriger l’adresse e-mail de l’acheteur' }),
  ).not.toBeInTheDocument();
});

it('corrects a shipped order’s tracking beside the one sent, and shows each correction', async () => {
  const shipped = {
    ...SHIPPED_ORDER_DETAIL,
    shipmentCorrections: [
      {
        version: 2,
        carrier: 'La Poste',
        trackingNumber: '6A12345678901',
        reason: 'Deux chiffres inversés',
        correctedBy: 'boutique@example.org',
        correctedAt: '2026-03-04T09:00:00.000Z',
        replacedCarrier: 'La Poste',
        replacedTrackingNumber: '6A12345678910',
      },
    ],
  };
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('boutique'), '/api/benevoles/commandes/pay_1': { order: shipped } },
    {
      '/api/benevoles/commandes/pay_1/expedition/correction': {
        body: { success: true, message: 'Suivi corrigé : l’acheteur reçoit le bon numéro par courriel.' },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(
    await screen.findByText(
      /par boutique@example.org, à la place de La Poste 6A12345678910\s: Deux chiffres inversés$/,
    ),
  ).toBeInTheDocument();
  // Shipped: nothing more to ship, the tracking to correct.
  expect(screen.queryByRole('button', { name: 'Marquer comme expédiée et prévenir l’acheteur' })).toBeNull();
  await userEvent.type(screen.getByLabelText(/^Bon transporteur/), 'Chronopost');
  await userEvent.type(screen.getByLabelText(/^Bon numéro de suivi/), 'XY123456789FR');
  await userEvent.type(screen.getByLabelText(/^Motif de la correction/), 'Colis confié à Chronopost');
  await userEvent.click(screen.getByRole('button', { name: 'Corriger le suivi et prévenir l’acheteur' }));
  expect(await screen.findByText(/^Suivi corrigé\s: l’acheteur reçoit le bon numéro/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/commandes/pay_1/expedition/correction',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: {
        transporteur: 'Chronopost',
        numeroDeSuivi: 'XY123456789FR',
        reason: 'Colis confié à Chronopost',
      },
    },
  ]);
});
