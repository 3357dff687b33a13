import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@mtdm/shared/router/memory';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { pages, type PageKey } from '../routing';
import { theme } from '../theme';
import type { RemotePageModule } from '../ui';
import { loadRemotePages } from './remote-pages';

/**
 * Renders a page to HTML as the build-time pre-rendering will: no window, no document, no storage.
 * Run it from a test file whose first line is `/** @jest-environment node *\/`.
 */
function renderPageToHtml(module: RemotePageModule, path: string = pages[module.page].path): string {
  const sheet = new ServerStyleSheet();
  try {
    const Page = module.default;
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>
            <Page />
          </MemoryRouter>
        </ThemeProvider>,
      ),
    );
    return `${sheet.getStyleTags()}${html}`;
  } finally {
    sheet.seal();
  }
}

/**
 * The test every remote runs in a Node environment (pass the test file's __dirname): each page renders to HTML without touching
 * `window`, `document` or storage during render, and the HTML holds its main heading.
 */
export function describeServerRendering(
  testsDir: string,
  firstHeading: Partial<Record<PageKey, string>> = {},
): void {
  const { remote, files } = loadRemotePages(testsDir);
  const ownPages = files.map(({ module }) => module);
  describe(`${remote.federationName} pages rendered on a server`, () => {
    it('runs without a browser', () => {
      expect(typeof window).toBe('undefined');
    });
    it.each(ownPages.map((module) => [module.page, module] as const))(
      '%s renders to HTML',
      (page, module) => {
        const html = renderPageToHtml(module);
        const heading = firstHeading[page] ?? pages[page].title;
        const escaped = heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      },
    );
  });
}
