import { remoteByName } from '@mtdm/shared/federation';
import { canonicalPathOf, pages, type PageKey } from '@mtdm/shared/routing';
import { routeTable } from '../../shell/src/app/route-table';
import { expect, test } from '../support/fixtures';
import { headingFor } from '../support/page-headings';

const pageKeys = Object.keys(pages) as PageKey[];
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
/** A heading as a pattern: its brackets and other signs matched as they are ('The archive centre (CHETOM)'). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('every route arrives as HTML (pre-rendered at build time)', () => {
  for (const key of pageKeys) {
    test(`${pages[key].path}: heading, head and preload hints in the HTML itself`, async ({ request }) => {
      const response = await request.get(pages[key].path, { headers: { accept: '*/*' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${literally(escapeHtml(headingFor(key)))}</h1>`));
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
      expect(html).toContain(`${canonicalPathOf(key)}">`);
      expect(html).not.toContain('%SITE_ORIGIN%');
      expect(html, 'styles of the page inlined').toMatch(/<style data-styled="true"/);
      // What the route needs is named at once: the shell's start-up files and the page's own chunk,
      // held in a template until the page is shown (never before).
      const held = /<template id="mtdm-script-hints">(.*?)<\/template>/.exec(html)?.[1] ?? '';
      expect(html.replace(held, ''), 'aucun script préchargé hors du modèle').not.toContain('as="script"');
      const segment = remoteByName(routeTable[key].remote)?.segment;
      // main.js, the shell's entry, then the owner's remote entry come inside the document: two
      // requests less, and the remote entry's own address written beside it (its chunks are there).
      const inline =
        /<script>([\s\S]+)<\/script><script data-remote-entry="([^"]+)">([\s\S]+)<\/script><\/body><\/html>\s*$/.exec(
          html,
        );
      expect(inline?.[1], 'main.js en fin de page').toContain('self.webpackChunkshell');
      expect(inline?.[2], 'adresse de l’entrée du module').toBe(`/mfe/${segment}/remoteEntry.js`);
      expect(inline?.[3], 'entrée du module en fin de page').toContain(`var ${routeTable[key].remote};`);
      expect(html.includes('/main.js"'), 'main.js ni demandé ni préchargé').toBe(false);
      expect(held).toMatch(/<link rel="preload" href="\/singletons\.[0-9a-f]+\.js" as="script">/);
      expect(held, 'entrée du module ni demandée ni préchargée').not.toContain('remoteEntry.js');
      expect(held).toMatch(
        new RegExp(
          `<link rel="preload" href="/mfe/${segment}/__federation_expose_${routeTable[key].module.slice(2)}\\.`,
        ),
      );
    });
  }

  test('an unknown address answers the French not-found page in its HTML, with a 404', async ({
    request,
  }) => {
    const response = await request.get('/pages/cette-page-nexiste-pas', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<h1>Page introuvable</h1>');
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const key of ['home', 'conferences', 'termsOfSale', 'shop', 'guidedTour'] as const) {
    test(`${pages[key].path} can still be read`, async ({ page }) => {
      await page.goto(pages[key].path);
      await expect(page.getByRole('heading', { level: 1, name: headingFor(key), exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Styled: the frame's navy banner, not the browser's default white.
      const banner = page.getByRole('banner');
      await expect(banner).toHaveCSS('background-color', 'rgb(11, 37, 69)');
    });
  }
});

test.describe('no loading waterfall', () => {
  for (const key of ['home', 'missions', 'shop', 'donation', 'conferences', 'practicalInfoEn'] as const) {
    test(`${pages[key].path}: every script the first load fetches was named in the HTML`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      const requested: string[] = [];
      page.on('request', (request) => {
        requested.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(pages[key].path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: headingFor(key), exact: true })).toBeVisible();
      const hinted = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')).map(
          (link) => new URL(link.href).pathname,
        ),
      );
      // The shell's bootstrap and singletons and the page; main.js and the remote entry are in the HTML.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(scripts.filter((script) => script.endsWith('/remoteEntry.js'))).toEqual([]);
      // None of them was asked for before the page's first text or picture was painted: a download
      // beside the page's own would delay its first view.
      const { firstPaint, scriptStarts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        scriptStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(scriptStarts.length).toBeGreaterThanOrEqual(3);
      expect(scriptStarts.filter((start) => start < firstPaint)).toEqual([]);
      expect(scripts).not.toContain('/main.js');
      // Chunks named "deferred-…" (consent banner and analytics) load once the page is interactive.
      const needed = scripts.filter((script) => !/^\/deferred-[\w-]+\.[0-9a-f]+\.js$/.test(script));
      expect(needed.filter((script) => !hinted.includes(script))).toEqual([]);
      expect(hinted.some((script) => script.startsWith('/deferred-'))).toBe(false);
      // And nothing is hinted twice under two names (webpack writes a singleton's code once for the
      // shell that provides it and once more as a fallback the shell never loads).
      const bodies = await Promise.all(hinted.map(async (script) => (await page.request.get(script)).text()));
      expect(new Set(bodies).size).toBe(hinted.length);
      // The remotes and the settings come written in the document, the manifests are not needed.
      expect(
        requested.filter((url) => /remotes\.json|site-config\.json|mf-manifest\.json/.test(url)),
      ).toEqual([]);
    });
  }
});
