// A guided tour's request in the space: confirmed, refused by the server with what was typed kept,
// cancelled with its reason, and its story told once cancelled.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';

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
