import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';

const months = (values: Record<number, number>) =>
  Array.from({ length: 12 }, (_, index) => values[index] ?? 0);

it('opens on the year at a glance: the parts the server sends, their figures, their charts as tables too', async () => {
  fakeSpaceApi({
    '/api/benevoles/moi': volunteerWith('tresorerie'),
    '/api/benevoles/tableau-de-bord': {
      today: '2026-12-01',
      members: {
        thisYear: 42,
        lastYearSameDate: 37,
        renewalsDueThisMonth: 3,
        byMonth: months({ 0: 20, 1: 22 }),
        lastYearByMonth: months({ 0: 30, 1: 7 }),
      },
      shop: {
        ordersThisMonth: 5,
        salesThisMonthCents: 12450,
        ordersToShip: 2,
        withdrawalsToCheck: 1,
        ordersToRefund: 3,
        refundsPastDue: 1,
        salesByMonthCents: months({ 11: 12450 }),
      },
      donations: { thisYear: 1, thisYearCents: 8000, receiptsInForce: 1, byMonthCents: months({ 2: 8000 }) },
      tours: null,
    },
  });
  renderWithProviders(<SpacePage />, { route: '/benevoles/' });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'L’année 2026 en un coup d’œil' }),
  ).toBeInTheDocument();
  const members = screen.getByRole('region', { name: 'Adhérents' });
  expect(within(members).getByText('42 adhésions payées cette année')).toBeInTheDocument();
  expect(within(members).getByText('contre 37 adhésions l’an dernier à la même date')).toBeInTheDocument();
  expect(within(members).getByText('3 adhésions arrivent à échéance ce mois-ci.')).toBeInTheDocument();
  const chart = within(members).getByRole('figure', { name: 'Adhésions payées chaque mois' });
  await userEvent.click(within(chart).getByText('Voir les chiffres'));
  const january = within(chart).getByRole('row', { name: /^janv\./ });
  expect(
    within(january)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['20', '30']);
  const shop = screen.getByRole('region', { name: 'Boutique' });
  expect(within(shop).getByRole('link', { name: '2 commandes à expédier.' })).toHaveAttribute(
    'href',
    '/benevoles/commandes',
  );
  expect(within(shop).getByText('1 commande porte une rétractation à vérifier.')).toBeInTheDocument();
  expect(
    within(shop).getByRole('link', { name: '3 commandes rétractées à rembourser, dont 1 en retard.' }),
  ).toHaveAttribute('href', '/benevoles/commandes?etat=retractees');
  expect(
    within(screen.getByRole('region', { name: 'Dons' })).getByText(/^1 don cette année, pour 80,00/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Visites guidées' })).not.toBeInTheDocument();
});
