import { smokeCheck, type LocalFetch } from '../smoke-check';

// As pre-rendered pages name their scripts: preloads held in a template until the page is shown.
const page = (scripts: string[]) =>
  `<!DOCTYPE html><html><head><template id="mtdm-script-hints">${scripts.map((src) => `<link rel="preload" href="${src}" as="script">`).join('')}</template></head><body><div id="root"><h1>Page</h1></div></body></html>`;

const site =
  (files: Record<string, { status: number; body: string }>): LocalFetch =>
  async (url) =>
    files[url] ?? { status: 404, body: '' };

it('passes when every page answers and every script it names loads and parses', async () => {
  const fetchLocal = site({
    '/pages/laboutique': { status: 200, body: page(['/mfe/shop/releases/v1/remoteEntry.js', '/132.js']) },
    '/mfe/shop/releases/v1/remoteEntry.js': { status: 200, body: 'var mfe_shop = {};' },
    '/132.js': { status: 200, body: '(self.webpackChunk = self.webpackChunk || []).push([[132], {}]);' },
  });
  expect(await smokeCheck(fetchLocal, ['/pages/laboutique'])).toEqual([]);
});

it('names a page that does not answer, a script missing and a script that is not JavaScript', async () => {
  const fetchLocal = site({
    '/pages/laboutique': { status: 200, body: page(['/mfe/shop/releases/v1/remoteEntry.js', '/absent.js']) },
    '/mfe/shop/releases/v1/remoteEntry.js': { status: 200, body: 'var mfe_shop = {};\n}}}' },
  });
  const problems = await smokeCheck(fetchLocal, ['/pages/laboutique', '/pages/CGV']);
  expect(problems).toEqual([
    'La page /pages/CGV ne s’affiche pas (statut 404).',
    expect.stringMatching(
      /^Le script \/mfe\/shop\/releases\/v1\/remoteEntry\.js n’est pas du JavaScript valide/,
    ),
    'Le script /absent.js ne se charge pas (statut 404).',
  ]);
});
