// The space as each role opens it: who is signed in and the screens their roles open, a volunteer
// without a role, and what the treasurer sees of the memberships and the orders.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';
import { fakeSpaceApi, volunteerWith } from '../../testing/fake-space-api';
import { MEMBERSHIP_DETAIL, MEMBERSHIP_ROW, ORDER_DETAIL, ORDER_ROW } from '../../testing/space-records';

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
