// A message of the inbox answered from the volunteer's own mail client, and marked handled.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';

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
