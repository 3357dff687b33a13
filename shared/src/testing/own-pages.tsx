import { screen } from '@testing-library/react';
import { pages, type PageKey } from '../routing';
import type { RemotePageModule } from '../ui';
import { renderWithProviders } from './render-with-providers';

/**
 * The test every remote runs on its pages: each renders, at its own address, a main heading that is
 * its title — or, for a page whose heading follows its state, the heading given in `firstHeading`.
 */
export function describeOwnPages(
  remoteName: string,
  ownPages: readonly RemotePageModule[],
  firstHeading: Partial<Record<PageKey, string>> = {},
): void {
  describe(`pages of ${remoteName}`, () => {
    it.each(ownPages.map((module) => [module.page, module] as const))(
      '%s renders its main heading',
      async (page, module) => {
        const Page = module.default;
        renderWithProviders(<Page />, { route: pages[page].path });
        const heading = firstHeading[page] ?? pages[page].title;
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      },
    );
  });
}
