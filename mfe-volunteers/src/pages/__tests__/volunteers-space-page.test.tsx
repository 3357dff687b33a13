import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mtdm/shared/testing';
import SpacePage from '../volunteers-space-page';

it('renders its main heading', () => {
  renderWithProviders(<SpacePage />, { route: '/benevoles/' });
  expect(screen.getByRole('heading', { level: 1, name: 'Espace des bénévoles' })).toBeInTheDocument();
});
