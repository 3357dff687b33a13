import { screen, within } from '@testing-library/react';
import { paths } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import TermsOfSalePage from '../terms-of-sale-page';

it('the terms-of-sale page puts the online withdrawal function in article 6', () => {
  renderWithProviders(<TermsOfSalePage />, { route: paths.termsOfSale });
  const region = screen.getByRole('region', { name: 'Fonction de rétractation en ligne' });
  expect(within(region).getByRole('button', { name: 'Se rétracter' })).toBeInTheDocument();
});
