import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../members-space-page';

it('renders its main heading', () => {
  renderWithProviders(<SpacePage />, { route: '/adherents/' });
  expect(screen.getByRole('heading', { level: 1, name: 'Espace Adhérent' })).toBeInTheDocument();
});
