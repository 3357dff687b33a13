// A list of the space searched, paged and exported: the view is the address, so a shared link opens
// the same view, and the exports download that view.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { MEMBERSHIP_ROW } from '../../testing/space-records';

const page = (members: unknown[], total: number, pageNumber = 1) => ({
  year: 2026,
  members,
  retention: 'Conservées dix ans.',
  total,
  page: pageNumber,
  pageCount: Math.max(1, Math.ceil(total / 50)),
});

it('searches the members by part of a name, keeps the words in the address and exports that view', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions': page([MEMBERSHIP_ROW], 120),
    '/api/benevoles/adhesions?q=mart&tri=-montant': page([MEMBERSHIP_ROW], 1),
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions' });
  expect(await screen.findByText('120 résultats · Page 1 sur 3')).toBeInTheDocument();
  const search = screen.getByRole('search', { name: 'Rechercher dans la liste' });
  await userEvent.type(within(search).getByLabelText(/^Rechercher/), 'mart');
  await userEvent.selectOptions(within(search).getByLabelText('Trier par'), 'Montant, ordre décroissant');
  await userEvent.click(within(search).getByRole('button', { name: 'Afficher' }));
  expect(await screen.findByText('1 résultat')).toBeInTheDocument();
  expect(within(screen.getByRole('search')).getByLabelText(/^Rechercher/)).toHaveValue('mart');
  expect(screen.getByRole('link', { name: 'Exporter cette vue (Excel)' })).toHaveAttribute(
    'href',
    '/api/benevoles/adhesions/export?q=mart&tri=-montant&format=xlsx',
  );
});

it('opens the page a link names, and leads to the next and previous pages', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('boutique'),
    '/api/benevoles/commandes?etat=expediees&page=2': {
      orders: [],
      retention: 'Conservées dix ans.',
      total: 120,
      page: 2,
      pageCount: 3,
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/commandes?etat=expediees&page=2' });
  const pages = await screen.findByRole('navigation', { name: 'Pages de la liste' });
  expect(within(pages).getByText('120 résultats · Page 2 sur 3')).toBeInTheDocument();
  expect(within(pages).getByRole('link', { name: /Page précédente/ })).toHaveAttribute(
    'href',
    '/benevoles/commandes?etat=expediees&page=1',
  );
  expect(within(pages).getByRole('link', { name: /Page suivante/ })).toHaveAttribute(
    'href',
    '/benevoles/commandes?etat=expediees&page=3',
  );
});

it('shows the members up to date today as a view of their own', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('adhesions'),
    '/api/benevoles/adhesions?vue=a-jour': { ...page([MEMBERSHIP_ROW], 1), year: null },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/adhesions?vue=a-jour' });
  expect(await screen.findByText('Louis Martin')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Adhérents à jour aujourd’hui' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.queryByLabelText('Année des adhésions')).not.toBeInTheDocument();
});
