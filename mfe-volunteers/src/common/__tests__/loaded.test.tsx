// A screen whose data could not be read: a record the server does not hold says so, with no button
// that could not bring it back; any other failure offers to try again, and trying again reads anew.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../../pages/volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';

it('says a message is not there any more, and offers no retry', async () => {
  fakeSpaceApi({ '/api/benevoles/moi': volunteerWith('musee') });
  renderWithProviders(<SpacePage />, { route: '/benevoles/messages/musee/99' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Introuvable.');
  expect(alert.textContent).toContain(
    'Cette fiche n’existe pas ou plus\u00a0: elle a pu être effacée à la demande de la personne, ou à la fin de sa durée de conservation.',
  );
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour à la liste' })).toBeInTheDocument();
});

it('offers to try again when the server could not answer, and reads again', async () => {
  fakeSpaceApi({ '/api/benevoles/moi': volunteerWith('musee') });
  const answered = global.fetch;
  let failing = true;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/benevoles/message/7'
      ? failing
        ? fakeResponse({ message: 'Erreur interne.' }, 500)
        : fakeResponse({
            message: {
              id: 7,
              reference: 'MSG-00007',
              firstName: 'Claire',
              lastName: 'Petit',
              email: 'claire@example.fr',
              phone: null,
              visitorKind: null,
              message: 'Bonjour.',
              destination: 'museum',
              receivedAt: '2026-12-01T10:00:00.000Z',
              handledAt: null,
              handledBy: null,
            },
          })
      : answered(input, init),
  ) as typeof fetch;
  renderWithProviders(<SpacePage />, { route: '/benevoles/messages/musee/7' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur interne.');
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Message MSG-00007' })).toBeInTheDocument();
});
