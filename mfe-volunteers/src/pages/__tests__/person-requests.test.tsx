// A person's request as the administration volunteer handles it: what the site holds under the
// address asked, and, for a member who changed theirs, the earlier addresses it looked under too.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';

const records = {
  messages: 1,
  tourRequests: 0,
  applications: 0,
  unpaidPayments: 0,
  mails: 5,
  paidPayments: 1,
  taxReceipts: 0,
  withdrawals: 0,
};
const found = (earlierAddresses: { email: string; until: string }[]) => ({
  email: 'boite.nouvelle@example.fr',
  earlierAddresses,
  records,
  kept: ['1 paiement(s) réglé(s) (commandes, adhésions, dons) et leur détail.'],
});

async function search(answer: ReturnType<typeof found>) {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('administration'),
    '/api/benevoles/personnes?email=boite.nouvelle%40example.fr': answer,
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/personnes' });
  await userEvent.type(
    await screen.findByLabelText('Adresse e-mail de la personne'),
    'boite.nouvelle@example.fr',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Chercher' }));
  return screen.findByRole('heading', { name: 'Ce que le site garde de boite.nouvelle@example.fr' });
}

it('names the earlier addresses of a member, each with the moment it stopped being theirs', async () => {
  await search(found([{ email: 'boite.ancienne@example.fr', until: '2026-11-30T09:15:00.000Z' }]));
  const heading = screen.getByRole('heading', { name: 'Adresses précédentes de cet adhérent' });
  const list = heading.nextElementSibling!.nextElementSibling as HTMLElement;
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['boite.ancienne@example.fr, jusqu’au 30 novembre 2026 à 10:15']);
  expect(heading.nextElementSibling!.textContent).toContain(
    'Ce qui y est arrivé depuis n’est ni compté ni effacé',
  );
});

it('says nothing of earlier addresses for an address that never changed', async () => {
  await search(found([]));
  expect(screen.getByText('Copies de courriels')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Adresses précédentes de cet adhérent' })).toBeNull();
});
