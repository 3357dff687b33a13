import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { PagePlaceholder, PREPARATION_NOTICE } from '../page-placeholder';

it('shows the page title as the heading and the honest preparation notice', () => {
  renderWithProviders(<PagePlaceholder title="La boutique" />);
  expect(screen.getByRole('heading', { level: 1, name: 'La boutique' })).toBeInTheDocument();
  expect(screen.getByText(PREPARATION_NOTICE)).toBeInTheDocument();
});
