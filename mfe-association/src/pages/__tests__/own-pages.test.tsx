import { screen } from '@testing-library/react';
import { pages } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { ownPages } from '..';

describe('pages of mfe_association', () => {
  it.each(ownPages.map((module) => [module.page, module] as const))(
    '%s renders its title as the main heading',
    (page, module) => {
      const Page = module.default;
      renderWithProviders(<Page />, { route: pages[page].path });
      expect(screen.getByRole('heading', { level: 1, name: pages[page].title })).toBeInTheDocument();
    },
  );
});
