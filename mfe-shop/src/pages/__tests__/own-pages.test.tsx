import { screen } from '@testing-library/react';
import { pages, type PageKey } from '@mtdm/shared/routing';
import { renderWithProviders } from '@mtdm/shared/testing';
import { ownPages } from '..';

/** The confirmation page's heading follows its state (SPEC §2): "Traitement en cours..." first. */
const firstHeading: Partial<Record<PageKey, string>> = { paymentSuccess: 'Traitement en cours...' };

describe('pages of mfe_shop', () => {
  it.each(ownPages.map((module) => [module.page, module] as const))(
    '%s renders its title as the main heading',
    async (page, module) => {
      const Page = module.default;
      renderWithProviders(<Page />, { route: pages[page].path });
      expect(
        await screen.findByRole('heading', { level: 1, name: firstHeading[page] ?? pages[page].title }),
      ).toBeInTheDocument();
    },
  );
});
