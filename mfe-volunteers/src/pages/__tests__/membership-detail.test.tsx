// A membership's detail in the space: its member's number assigned and corrected, their name and
// e-mail address corrected, each correction shown; the forms offered to the memberships' role alone.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { MEMBERSHIP_DETAIL } from '../../testing/space-records';

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
