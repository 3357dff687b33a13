import { screen } from '@testing-library/react';
import { pageFileOf, pages, type PageKey } from '../routing';
import { renderWithProviders } from './render-with-providers';
import { loadRemotePages } from './remote-pages';

/**
 * The test every remote runs on its pages (pass the test file's __dirname), in milliseconds:
 * - each page file says which page it renders, and is named after it (so it is exposed under the
 *   name the shell asks for);
 * - the page registry gives each of these pages to this module, and every page it gives this module
 *   has its file (a route can never point at a page that no module exposes);
 * - each page renders, at its address, a main heading: its title, or the one given in `firstHeading`
 *   for a page whose heading follows its state.
 */
export function describeOwnPages(
  testsDir: string,
  firstHeading: Partial<Record<PageKey, string>> = {},
): void {
  const { remote, files } = loadRemotePages(testsDir);
  // A module just made by `npm run new-module` has no page yet: only the registry's side is checked.
  const eachFile = files.length > 0 ? it.each : () => () => undefined;
  describe(`pages of ${remote.federationName}`, () => {
    eachFile(files.map(({ file, module }) => [file, module.page] as const))(
      '%s renders the page %s and is named after it',
      (file, page) => {
        expect(pages[page]).toBeDefined();
        expect(pageFileOf(page)).toBe(file);
        expect(pages[page].owner).toBe(remote.federationName);
      },
    );

    it('has a file for every page the registry gives this module', () => {
      const owned = (Object.keys(pages) as PageKey[]).filter(
        (page) => pages[page].owner === remote.federationName,
      );
      expect(files.map(({ module }) => module.page).sort()).toEqual(owned.sort());
    });

    eachFile(files.map(({ module }) => [module.page, module] as const))(
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
