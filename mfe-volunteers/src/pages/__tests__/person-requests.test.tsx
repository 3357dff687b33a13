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
const found = (
  earlierAddresses: { email: string; until: string }[],
  {
    email = 'boite.nouvelle@example.fr',
    laterAddress = null as { email: string; since: string } | null,
    members = 1,
    sameMailbox = [] as string[],
    views = [] as { volunteer: string; action: string; subject: string; viewedAt: string }[],
  } = {},
) => ({
  email,
  earlierAddresses,
  laterAddress,
  members,
  sameMailbox,
  records,
  kept: ['1 paiement(s) réglé(s) (commandes, adhésions, dons) et leur détail.'],
  views,
});
const searched = (email: string) => `/api/benevoles/personnes?email=${encodeURIComponent(email)}`;

async function search(answer: ReturnType<typeof found>, others: ReturnType<typeof found>[] = []) {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('administration'),
    ...Object.fromEntries([answer, ...others].map((person) => [searched(person.email), person])),
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/personnes' });
  await userEvent.type(await screen.findByLabelText('Adresse e-mail de la personne'), answer.email);
  await userEvent.click(screen.getByRole('button', { name: 'Chercher' }));
  return screen.findByRole('heading', { name: `Ce que le site garde de ${answer.email}` });
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
  expect(screen.queryByRole('heading', { name: 'Adresse actuelle de cet adhérent' })).toBeNull();
});

it('names the address a member moved to when asked under the one they left, and searches it in one step', async () => {
  const earlier = 'boite.ancienne@example.fr';
  const now = found([{ email: earlier, until: '2026-11-30T09:15:00.000Z' }]);
  await search(
    found([], { email: earlier, laterAddress: { email: now.email, since: '2026-11-30T09:15:00.000Z' } }),
    [now],
  );
  expect(screen.getByRole('heading', { name: 'Adresse actuelle de cet adhérent' })).toBeInTheDocument();
  expect(
    screen.getByText(/^Cette adresse a été celle d’un adhérent jusqu’au 30 novembre 2026 à 10:15/)
      .textContent,
  ).toContain(`il utilise depuis l’adresse ${now.email}. Effacer celle-ci ne touche pas la nouvelle`);
  await userEvent.click(screen.getByRole('button', { name: `Chercher ${now.email}` }));
  expect(
    await screen.findByRole('heading', { name: `Ce que le site garde de ${now.email}` }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Adresse e-mail de la personne')).toHaveValue(now.email);
  expect(screen.getByRole('heading', { name: 'Adresses précédentes de cet adhérent' })).toBeInTheDocument();
});

it('asks before erasing, naming the earlier addresses the erasure takes too', async () => {
  await search(found([{ email: 'boite.ancienne@example.fr', until: '2026-11-30T09:15:00.000Z' }]));
  const asked = jest.spyOn(window, 'confirm').mockReturnValue(false);
  await userEvent.click(screen.getByRole('button', { name: 'Effacer les données de cette personne' }));
  expect(asked).toHaveBeenCalledWith(
    'Effacer définitivement ce qui peut l’être pour cette adresse, et pour son adresse précédente jusqu’au changement\u202f? Cette action ne se défait pas.',
  );
  asked.mockRestore();
});

it('warns that an address a couple shares is erased for each of them', async () => {
  await search(found([], { email: 'foyer@example.fr', members: 2 }));
  expect(screen.getByRole('heading', { name: 'Adresse partagée' }).nextElementSibling!.textContent).toBe(
    'Les adhésions de cette adresse sont au nom de 2 personnes (un couple, une famille)\u00a0: la copie de leurs données les réunit, et l’effacement les atteint toutes. Assurez-vous que la demande vient de chacune d’elles, ou qu’elle leur a été dite.',
  );
});

it('says nothing of a shared address for one member', async () => {
  await search(found([]));
  expect(screen.queryByRole('heading', { name: 'Adresse partagée' })).not.toBeInTheDocument();
});

it('names the other ways the same mailbox was written, and searches each in one step', async () => {
  const other = found([], { email: 'jeanmartin+archives@gmail.com' });
  await search(found([], { email: 'jean.martin@gmail.com', sameMailbox: [other.email] }), [other]);
  const heading = screen.getByRole('heading', { name: 'La même boîte aux lettres, écrite autrement' });
  expect(heading.nextElementSibling!.textContent).toContain(
    'Elles ne sont ni comptées ci-dessous ni effacées avec celle-ci',
  );
  await userEvent.click(screen.getByRole('button', { name: `Chercher ${other.email}` }));
  expect(
    await screen.findByRole('heading', { name: `Ce que le site garde de ${other.email}` }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Adresse e-mail de la personne')).toHaveValue(other.email);
  expect(screen.queryByRole('heading', { name: 'La même boîte aux lettres, écrite autrement' })).toBeNull();
});

it('shows who viewed the person’s records, and when, as the journal says', async () => {
  await search(
    found([], {
      views: [
        {
          volunteer: 'admin@example.org',
          action: 'données d’une personne recherchées',
          subject: 'PERS-3F2A9C01B7D4',
          viewedAt: '2026-12-07T13:05:00.000Z',
        },
        {
          volunteer: 'boutique@example.org',
          action: 'commande consultée',
          subject: 'CMD-K4D8Q2ZP7X',
          viewedAt: '2026-12-02T08:30:00.000Z',
        },
      ],
    }),
  );
  const table = screen.getByRole('table', { name: 'Consultations de ses données' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    [
      '7 décembre 2026 à 14:05',
      'admin@example.org',
      'données d’une personne recherchées',
      'PERS-3F2A9C01B7D4',
    ],
    ['2 décembre 2026 à 09:30', 'boutique@example.org', 'commande consultée', 'CMD-K4D8Q2ZP7X'],
  ]);
  expect(
    screen.getByRole('heading', { name: 'Consultations de ses données' }).nextElementSibling!.textContent,
  ).toContain('Les pages de listes et les fichiers exportés nomment une liste, pas une personne');
});

it('offers a copy of the person’s data to download, for the address searched', async () => {
  await search(found([], { email: 'helene.garnier@example.com' }));
  const copy = screen.getByRole('link', { name: 'Télécharger une copie de ses données (JSON)' });
  expect(copy).toHaveAttribute('href', '/api/benevoles/personnes/copie?email=helene.garnier%40example.com');
  expect(copy).toHaveAttribute('download');
  expect(copy.parentElement!.nextElementSibling!.textContent).toContain(
    'puis supprimez-le de votre ordinateur',
  );
});
