import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import {
  MEMBERSHIP_DETAIL,
  MEMBERSHIP_ROW,
  ORDER_DETAIL,
  ORDER_ROW,
  SHIPPED_ORDER_DETAIL,
} from '../../testing/space-records';

it('shows who is signed in and only the screens their roles open', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes?etat=a-expedier': { orders: [ORDER_ROW], retention: 'Conservées dix ans.' },
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

const PENDING_TOUR = {
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
  decidedAt: null,
  decidedBy: null,
  cancelledAt: null,
  cancelledBy: null,
};

it('says the server’s refusal beside the tour it could not confirm, and keeps what was typed', async () => {
  fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('musee'),
      '/api/benevoles/visites/3': {
        tour: PENDING_TOUR,
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

it('cancels a confirmed visit with its reason, and says so', async () => {
  const { sent } = fakeSpaceApi(
    {
      '/api/benevoles/moi': volunteerWith('musee'),
      '/api/benevoles/visites/3': {
        tour: {
          ...PENDING_TOUR,
          state: 'confirmed',
          confirmedDate: '2027-03-16',
          confirmedTime: '14:30',
          guide: 'Jeanne',
          decidedAt: '2027-02-01T09:00:00.000Z',
          decidedBy: 'accueil@example.org',
        },
      },
    },
    {
      '/api/benevoles/visites/3/refus': {
        body: {
          success: true,
          message: 'Visite annulée : le visiteur reçoit le motif et l’annulation pour son agenda.',
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/visites/3' });
  expect(await screen.findByRole('heading', { level: 3, name: 'Annuler la visite' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirmer et prévenir le visiteur' })).toBeNull();
  await userEvent.type(screen.getByLabelText(/^Motif de l’annulation/), 'Fermeture pour travaux.');
  await userEvent.click(screen.getByRole('button', { name: 'Annuler la visite et prévenir le visiteur' }));
  expect(await screen.findByText(/^Visite annulée\s: le visiteur reçoit le motif/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/visites/3/refus',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { raison: 'Fermeture pour travaux.' },
    },
  ]);
});

it('shows a visit cancelled after its confirmation: who answered, who cancelled, and why', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('musee'),
    '/api/benevoles/visites/3': {
      tour: {
        ...PENDING_TOUR,
        state: 'declined',
        confirmedDate: '2027-03-16',
        confirmedTime: '14:30',
        guide: 'Jeanne',
        declineReason: 'Fermeture exceptionnelle pour travaux.',
        decidedAt: '2027-02-01T09:00:00.000Z',
        decidedBy: 'accueil@example.org',
        cancelledAt: '2027-03-01T15:00:00.000Z',
        cancelledBy: 'direction@example.org',
      },
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/visites/3' });
  const factOf = async (term: string) => (await screen.findByText(term)).nextElementSibling;
  expect(await factOf('Réponse du musée')).toHaveTextContent(/par accueil@example\.org$/);
  expect(await factOf('Visite annulée')).toHaveTextContent(/par direction@example\.org$/);
  expect(await factOf('Guide')).toHaveTextContent('Jeanne');
  expect(await factOf('Motif de l’annulation')).toHaveTextContent('Fermeture exceptionnelle pour travaux.');
});

it('lets the treasurer export the year’s receipts and open a membership’s details', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/adhesions': { year: 2026, members: [MEMBERSHIP_ROW], retention: 'Conservées dix ans.' },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions' });
  const row = (await screen.findByText('Louis Martin')).closest('tr')!;
  expect(within(row).getByRole('link', { name: 'ADH-2026-00009' })).toHaveAttribute(
    'href',
    '/benevoles/adhesions/pay_9',
  );
  expect(within(row).getByText('à attribuer')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /relevé des reçus fiscaux 2026/ })).toHaveAttribute(
    'href',
    '/api/benevoles/recus.csv?annee=2026',
  );
  const menu = screen.getByRole('navigation', { name: 'Menu de l’espace des bénévoles' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Commandes', 'Adhésions', 'Dons', 'Reçus fiscaux']);
});

it('shows the treasurer a membership and an order without what the server keeps from them', async () => {
  // As the server answers a volunteer without the memberships' or the shop's role.
  const profileHidden = {
    ...MEMBERSHIP_DETAIL,
    birthDate: null,
    birthPlace: null,
    status: null,
    grade: null,
    arm: null,
    activityStatus: null,
  };
  const deliveryHidden = { ...ORDER_DETAIL, address: null, postcode: null, mobileNumber: null };
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/adhesions/pay_9': { membership: profileHidden },
    '/api/benevoles/commandes/pay_1': { order: deliveryHidden },
  });
  const factNames = () => screen.getAllByRole('term').map((term) => term.textContent);
  const membership = renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(
    await screen.findByText('1 rue de la Paix\n83600 Fréjus', { normalizer: (text) => text }),
  ).toBeInTheDocument();
  expect(factNames()).not.toContain('Naissance');
  expect(factNames()).not.toContain('Statut');
  membership.unmount();
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes/pay_1' });
  expect(await screen.findByText('marie@example.fr')).toBeInTheDocument();
  expect(factNames()).not.toContain('Adresse de livraison');
  expect(factNames()).not.toContain('Téléphone');
});

it('assigns the next member number and shows it once the server has', async () => {
  const gets: Record<string, unknown> = {
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions/pay_9': { membership: MEMBERSHIP_DETAIL },
  };
  const api = fakeSpaceApi(gets, {
    '/api/benevoles/adhesions/pay_9/numero': {
      body: {
        success: true,
        number: 412,
        message: 'Numéro 412 attribué : l’adhérent reçoit son attestation par courriel.',
      },
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(await screen.findByText('31 janvier 1960 à Toulon')).toBeInTheDocument();
  gets['/api/benevoles/adhesions/pay_9'] = { membership: { ...MEMBERSHIP_DETAIL, memberNumber: 412 } };
  await userEvent.click(screen.getByRole('button', { name: 'Attribuer le numéro suivant' }));
  expect(await screen.findByText(/Numéro 412 attribué/)).toBeInTheDocument();
  expect(api.sent.map((post) => post.url)).toEqual(['/api/benevoles/adhesions/pay_9/numero']);
  // Read again, the detail offers the number's correction, and each form stands once.
  expect(await screen.findByRole('heading', { name: 'Corriger le numéro d’adhérent' })).toBeInTheDocument();
  expect(
    screen.getAllByRole('heading', { name: /^Corriger le n/ }).map((title) => title.textContent),
  ).toEqual(['Corriger le nom de l’adhérent', 'Corriger le numéro d’adhérent']);
});

it('corrects a member’s name from their membership, prefilled, and shows each correction', async () => {
  const membership = {
    ...MEMBERSHIP_DETAIL,
    contactCorrectedAt: '2026-06-01T08:00:00.000Z',
    nameCorrections: [
      {
        version: 2,
        firstName: 'Louis',
        lastName: 'Martin',
        reason: 'Prénom mal écrit',
        correctedBy: 'adhesions@example.org',
        correctedAt: '2026-03-04T09:00:00.000Z',
      },
    ],
  };
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('adhesions'), '/api/benevoles/adhesions/pay_9': { membership } },
    {
      '/api/benevoles/adhesions/pay_9/nom': {
        body: {
          success: true,
          message: 'Nom corrigé : une nouvelle attestation le porte, envoyée à l’adhérent.',
          attestationVersion: 3,
          receiptToReissue: null,
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(
    await screen.findByText(
      /^« Louis Martin », le 4 mars 2026 par adhesions@example.org\s: Prénom mal écrit$/,
    ),
  ).toBeInTheDocument();
  // The member corrected their address since they paid: the detail says when.
  expect(screen.getByText('Coordonnées corrigées par l’adhérent').nextElementSibling).toHaveTextContent(
    '1er juin 2026',
  );
  expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Louis');
  const lastName = screen.getByLabelText(/^Nom/);
  await userEvent.clear(lastName);
  await userEvent.type(lastName, 'Martin-Roux');
  await userEvent.type(screen.getByLabelText(/^Motif de la correction/), 'Nom d’usage oublié');
  await userEvent.click(screen.getByRole('button', { name: 'Corriger le nom et renvoyer l’attestation' }));
  expect(await screen.findByText(/^Nom corrigé\s: une nouvelle attestation le porte/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/adhesions/pay_9/nom',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { firstName: 'Louis', lastName: 'Martin-Roux', reason: 'Nom d’usage oublié' },
    },
  ]);
});

it('sends a link to a member’s right e-mail address, shows it waiting, then each correction confirmed', async () => {
  const waiting = {
    ...MEMBERSHIP_DETAIL,
    email: 'louis@exmaple.fr',
    emailCorrectionPending: {
      to: 'louis@exemple.fr',
      askedBy: 'adhesions@example.org',
      askedAt: '2026-03-04T09:00:00.000Z',
      expiresAt: '2026-03-05T09:00:00.000Z',
    },
  };
  const gets: Record<string, unknown> = {
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions/pay_9': { membership: { ...MEMBERSHIP_DETAIL, email: 'louis@exmaple.fr' } },
  };
  const { sent } = fakeSpaceApi(gets, {
    '/api/benevoles/adhesions/pay_9/adresse': {
      body: {
        success: true,
        message:
          'Lien de confirmation envoyé à louis@example.fr : l’adhésion passera à cette adresse quand son titulaire l’aura ouvert, dans les 24 heures.',
      },
    },
  });
  const page = renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  const address = await screen.findByLabelText(/^Bonne adresse e-mail/);
  // Prefilled with the address typed wrong, for the volunteer to mend the letters at fault.
  expect(address).toHaveValue('louis@exmaple.fr');
  expect(address).toHaveAttribute('type', 'email');
  await userEvent.clear(address);
  await userEvent.type(address, 'louis@example.fr');
  await userEvent.type(screen.getByLabelText(/^Motif de cette correction d’adresse/), 'Adresse mal saisie');
  gets['/api/benevoles/adhesions/pay_9'] = { membership: waiting };
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de confirmation' }));
  expect(await screen.findByText(/^Lien de confirmation envoyé à louis@example.fr/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/adhesions/pay_9/adresse',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { email: 'louis@example.fr', reason: 'Adresse mal saisie' },
    },
  ]);
  expect(
    await screen.findByText(
      'lien envoyé à louis@exemple.fr le 4 mars 2026 par adhesions@example.org, en attente de son ouverture',
    ),
  ).toBeInTheDocument();
  page.unmount();

  gets['/api/benevoles/adhesions/pay_9'] = {
    membership: {
      ...MEMBERSHIP_DETAIL,
      email: 'louis@exemple.fr',
      emailCorrections: [
        {
          reason: 'Adresse mal saisie',
          askedBy: 'adhesions@example.org',
          askedAt: '2026-03-04T09:00:00.000Z',
          confirmedAt: '2026-03-04T18:00:00.000Z',
        },
      ],
    },
  };
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(
    await screen.findByText(
      /^confirmée le 4 mars 2026, demandée par adhesions@example.org\s: Adresse mal saisie$/,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('Correction d’adresse en attente')).not.toBeInTheDocument();
});

it('says before a correction is sent that the members of a shared address move together', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions/pay_9': { membership: { ...MEMBERSHIP_DETAIL, membersAtAddress: 2 } },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(
    await screen.findByText(
      /Cette adresse est celle de 2 adhérents\s: tous la quitteront ensemble pour la bonne\.$/,
    ),
  ).toBeInTheDocument();
});

it('offers the e-mail address’s correction to the memberships’ role alone', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/adhesions/pay_9': { membership: MEMBERSHIP_DETAIL },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(await screen.findByText('louis@example.fr')).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Corriger l’adresse e-mail de l’adhérent' }),
  ).not.toBeInTheDocument();
});

it('corrects a membership’s number to the one its member holds, prefilled, and shows each correction', async () => {
  const membership = {
    ...MEMBERSHIP_DETAIL,
    memberNumber: 57,
    numberCorrections: [
      {
        version: 2,
        memberNumber: 57,
        reason: 'Renouvellement depuis une nouvelle adresse',
        correctedBy: 'adhesions@example.org',
        correctedAt: '2026-03-04T09:00:00.000Z',
      },
    ],
  };
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('adhesions'), '/api/benevoles/adhesions/pay_9': { membership } },
    {
      '/api/benevoles/adhesions/pay_9/numero/correction': {
        body: {
          success: true,
          message:
            'Numéro corrigé : l’adhésion porte désormais le numéro 12, celui de Louis Martin. L’adhérent reçoit par courriel une nouvelle attestation qui le porte.',
          memberNumber: 12,
          attestationVersion: 4,
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(
    await screen.findByText(
      /^n° 57, le 4 mars 2026 par adhesions@example.org\s: Renouvellement depuis une nouvelle adresse$/,
    ),
  ).toBeInTheDocument();
  const number = screen.getByLabelText(/^Numéro que porte déjà l’adhérent/);
  expect(number).toHaveValue('57');
  expect(number).toHaveAttribute('inputmode', 'numeric');
  await userEvent.clear(number);
  await userEvent.type(number, '12');
  await userEvent.type(screen.getByLabelText(/^Motif du changement de numéro/), 'Doublon de la fiche 12');
  await userEvent.click(screen.getByRole('button', { name: 'Corriger le numéro et renvoyer l’attestation' }));
  expect(
    await screen.findByText(/^Numéro corrigé\s: l’adhésion porte désormais le numéro 12/),
  ).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/adhesions/pay_9/numero/correction',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { memberNumber: '12', reason: 'Doublon de la fiche 12' },
    },
  ]);
});

it('gives a member who bears his wife’s number one of his own, saying whose he bore', async () => {
  const membership = { ...MEMBERSHIP_DETAIL, memberNumber: 57, numberSharedWith: 'Anne Dupont' };
  const { sent } = fakeSpaceApi(
    { '/api/benevoles/moi': volunteerWith('adhesions'), '/api/benevoles/adhesions/pay_9': { membership } },
    {
      '/api/benevoles/adhesions/pay_9/numero/propre': {
        body: {
          success: true,
          message:
            'Numéro 58 donné à Louis Martin, qui portait celui d’Anne Dupont. L’adhérent reçoit par courriel une nouvelle attestation qui le porte.',
          memberNumber: 58,
          attestationVersion: 3,
        },
      },
    },
  );
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  const title = await screen.findByRole('heading', { name: 'Donner un numéro à cet adhérent' });
  expect(title.nextElementSibling!.textContent).toMatch(
    /^Cette adhésion porte le même numéro que celle d’Anne Dupont, une autre personne/,
  );
  await userEvent.type(screen.getByLabelText(/^Motif du nouveau numéro/), 'Numéro de son épouse');
  await userEvent.click(
    screen.getByRole('button', { name: 'Donner le numéro suivant et renvoyer l’attestation' }),
  );
  expect(await screen.findByText(/^Numéro 58 donné à Louis Martin/)).toBeInTheDocument();
  expect(sent).toEqual([
    {
      url: '/api/benevoles/adhesions/pay_9/numero/propre',
      headers: expect.objectContaining({ 'x-csrf-token': 'jeton-csrf' }),
      body: { reason: 'Numéro de son épouse' },
    },
  ]);
});

it('offers no number of their own to a member whose number no one else bears', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions/pay_9': { membership: { ...MEMBERSHIP_DETAIL, memberNumber: 57 } },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(await screen.findByRole('heading', { name: 'Corriger le numéro d’adhérent' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Donner un numéro à cet adhérent' })).not.toBeInTheDocument();
});

it('offers no number to correct before one is assigned', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions/pay_9': { membership: MEMBERSHIP_DETAIL },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(await screen.findByRole('button', { name: 'Attribuer le numéro suivant' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Corriger le numéro d’adhérent' })).not.toBeInTheDocument();
});

it('shows the treasurer no form to correct a member’s name or number', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/adhesions/pay_9': { membership: { ...MEMBERSHIP_DETAIL, memberNumber: 57 } },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions/pay_9' });
  expect(await screen.findByRole('heading', { level: 2, name: /^Adhésion / })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Corriger le nom de l’adhérent' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Corriger le numéro d’adhérent' })).not.toBeInTheDocument();
});

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
      donation: {
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
      },
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
    ...RECEIPT,
    email: 'anne@example.fr',
    address: '3 place Paul Vernet',
    postcode: '83600',
    city: 'Fréjus',
    refunded: false,
    receiptNumber: '2026-00002',
    receipts: [{ ...RECEIPT, receiptNumber: '2026-00002', state: 'in-force', replacedBy: null }],
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
    emailCorrections: [],
    emailCorrectionPending: null,
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
  const donation = {
    ...RECEIPT,
    email: 'anne@exmaple.fr',
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
      donation: {
        ...RECEIPT,
        email: 'anne@example.fr',
        address: '3 place Paul Vernet',
        postcode: '83600',
        city: 'Fréjus',
        refunded: true,
        receiptNumber: null,
        receipts: [],
        donorCorrections: [],
        emailCorrections: [],
        emailCorrectionPending: null,
      },
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/dons/pay_3' });
  expect(await screen.findByText('anne@example.fr')).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Corriger l’adresse e-mail du donateur' }),
  ).not.toBeInTheDocument();
});

it('answers a message from the volunteer’s own mail client, and says who marked it handled', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('musee'),
    '/api/benevoles/message/7': {
      message: {
        id: 7,
        reference: 'MSG-00007',
        firstName: 'Paul',
        lastName: 'Girard',
        receivedAt: '2026-11-20T10:00:00.000Z',
        handledAt: '2026-11-21T09:00:00.000Z',
        handledBy: 'claire@example.org',
        destination: 'museum',
        email: 'paul@example.fr',
        phone: null,
        visitorKind: null,
        message: 'Le musée est-il ouvert le 26 décembre ?',
      },
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/messages/musee/7' });
  const reply = await screen.findByRole('link', { name: /Répondre à paul@example\.fr/ });
  const address = new URL(reply.getAttribute('href')!);
  expect(address.protocol).toBe('mailto:');
  expect(decodeURIComponent(address.pathname)).toBe('paul@example.fr');
  expect(address.searchParams.get('subject')).toBe('Réponse à votre message MSG-00007');
  expect(address.searchParams.get('body')).toMatch(/^Bonjour Paul Girard,/);
  expect(screen.getByText('claire@example.org')).toBeInTheDocument();
});
