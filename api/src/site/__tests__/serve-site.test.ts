import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { IMMUTABLE, NO_CACHE } from '../cache-policy';
import { testContentFolder } from '../../__tests__/support/content-folder';
import { publishedContent } from '../../content/published-content';
import { publicRemoteModules, signedInRemoteModules } from '@mtdm/shared/federation';
import { parseFrenchDate, toIsoDate } from '@mtdm/shared/news';
import { serializeSearchIndex } from '@mtdm/shared/search/build';
import { highestBrotli, scriptText } from '../../__tests__/support/brotli';

/** A script of some kilobytes, as a build writes them. */
const SCRIPT_TEXT = scriptText();

/** A site root shaped like the repository after a build: shell/dist and the dist folder of each remote. */
function makeSiteRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-site-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="fr"><script type="application/json" id="mtdm-boot-data">%BOOT_DATA%</script><div id="root"></div></html>',
  );
  write('shell/dist/main.js', 'console.log("shell")');
  write('shell/dist/381.3fa9c2d1.js', `/* ${'x'.repeat(4000)} */`);
  write('shell/dist/react-dom.5e1f00aa.js', SCRIPT_TEXT);
  // A compressed copy shipped beside a script: never what the server sends (precompressed-files.ts).
  write('shell/dist/react-dom.5e1f00aa.js.br', 'not the script');
  write('mfe-shop/dist/__federation_expose_ShopPage.8f559c48.js', SCRIPT_TEXT);
  for (const name of ['museum', 'association', 'shop', 'forms']) {
    write(`mfe-${name}/dist/mf-manifest.json`, JSON.stringify({ name: `mfe_${name}` }));
    write(`mfe-${name}/dist/remoteEntry.js`, 'var x = 1;');
    write(`mfe-${name}/dist/464.b37e6dd7.js`, 'var y = 2;');
  }
  return root;
}

/** Makes a live state in the deployment folder, as api/src/releases does. */
function makeLiveState(deploy: string, site: object | string, pages: Record<string, string> = {}): void {
  const state = path.join(deploy, 'states', `s-${Math.random().toString(16).slice(2)}`);
  fs.mkdirSync(path.join(state, 'prerendered'), { recursive: true });
  fs.writeFileSync(path.join(state, 'site.json'), typeof site === 'string' ? site : JSON.stringify(site));
  for (const [file, text] of Object.entries(pages))
    fs.writeFileSync(path.join(state, 'prerendered', file), text);
  fs.rmSync(path.join(deploy, 'current'), { force: true });
  fs.symlinkSync(path.relative(deploy, state), path.join(deploy, 'current'));
}

let app: FastifyInstance;
let siteRoot: string;
let deployDir: string;

beforeAll(async () => {
  siteRoot = makeSiteRoot();
  deployDir = path.join(siteRoot, '.deploy');
  app = await buildApp(
    loadConfig({ SITE_ROOT: siteRoot, DEPLOY_DIR: deployDir, CONTENT_DIR: testContentFolder() }),
  );
});

afterAll(async () => {
  await app.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('pages', () => {
  it('sends /favicon.ico, which browsers ask for by themselves, to the site’s icon', async () => {
    const response = await app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('sends an older address of a page on for good to its own address, the query kept', async () => {
    for (const url of ['/visiteguidee.html', '/pages/visiteguidee.html']) {
      const response = await app.inject({ url: `${url}?from=pratique`, headers: html });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/pages/VisiteGuidee?from=pratique');
    }
  });

  it('sends a signed-in space typed without its final slash on to its own address', async () => {
    for (const [url, location] of [
      ['/benevoles', '/benevoles/'],
      ['/Adherents?adherent=12', '/adherents/?adherent=12'],
    ]) {
      const response = await app.inject({ url, headers: html });
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
  });

  it.each(['/', '/pages/laboutique', '/pages/SESMISSIONS', '/pages/cgv', '/pages/Accueil'])(
    '%s answers the shell page with 200, never cached',
    async (url) => {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    },
  );

  it('answers HEAD for a page with the status and headers of GET, and no body', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/pages/laboutique', 200],
      ['/pages/nexistepas', 404],
    ] as const) {
      const head = await app.inject({ method: 'HEAD', url });
      expect([url, head.statusCode, head.headers['content-type']]).toEqual([
        url,
        status,
        'text/html; charset=utf-8',
      ]);
      expect(head.body).toBe('');
    }
  });

  it('answers an unknown page with the same shell page and a 404 status', async () => {
    const response = await app.inject({ url: '/pages/nexistepas', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('lets a page run the inline start-up code its state was made with, and no other inline script', async () => {
    const entry = 'window.started=true';
    const injected = 'alert(document.cookie)';
    const recorded = `'sha256-${createHash('sha256').update(entry).digest('base64')}'`;
    makeLiveState(
      deployDir,
      { shell: null, remotes: {}, inlineScripts: [recorded] },
      {
        // A document into which a script found its way after the state was made.
        'shop.html': `<!DOCTYPE html><html lang="fr"><body><div id="root"><h1>La boutique</h1><script>${injected}</script></div><script>${entry}</script></body></html>`,
      },
    );
    try {
      const shop = await app.inject({ url: '/pages/laboutique', headers: html });
      expect(shop.body).toContain('<h1>La boutique</h1>');
      const policy = String(shop.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' ${recorded};`);
      const injectedHash = createHash('sha256').update(injected).digest('base64');
      expect(policy).not.toContain(injectedHash);
    } finally {
      fs.rmSync(deployDir, { recursive: true, force: true });
    }
  });

  it('shows a browser « Page introuvable » at an unknown address named like a file, and a script JSON', async () => {
    makeLiveState(
      deployDir,
      { shell: null, remotes: {} },
      {
        'not-found.html':
          '<!DOCTYPE html><html lang="fr"><div id="root"><h1>Page introuvable</h1></div></html>',
      },
    );
    try {
      const opened = await app.inject({ url: '/pages/ancienne-page.php', headers: html });
      expect(opened.statusCode).toBe(404);
      expect(opened.headers['content-type']).toMatch(/^text\/html/);
      expect(opened.body).toContain('<h1>Page introuvable</h1>');
      for (const accept of ['*/*', 'image/avif,image/webp,*/*;q=0.8']) {
        const fetched = await app.inject({ url: '/pages/ancienne-page.php', headers: { accept } });
        expect(fetched.statusCode).toBe(404);
        expect(fetched.json()).toEqual({ message: 'Ressource introuvable' });
      }
    } finally {
      fs.rmSync(deployDir, { recursive: true, force: true });
    }
  });

  it('runs no inline script at all in a state that recorded none', async () => {
    makeLiveState(
      deployDir,
      { shell: null, remotes: {} },
      {
        'shop.html':
          '<!DOCTYPE html><html lang="fr"><body><div id="root"></div><script>a()</script></body></html>',
      },
    );
    try {
      const shop = await app.inject({ url: '/pages/laboutique', headers: html });
      expect(shop.headers['content-security-policy']).toContain("script-src 'self';");
    } finally {
      fs.rmSync(deployDir, { recursive: true, force: true });
    }
  });

  it('sends the public pages without opener isolation, which every other answer keeps', async () => {
    for (const url of [
      '/',
      '/pages/laboutique',
      '/pages/DonationCancel',
      '/pages/nexistepas',
      '/pages/Recherche?q=casque',
    ]) {
      const page = await app.inject({ url, headers: html });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    // The payment results, the sign-in pages the server writes, the api and the shell's files; a
    // signed-in space's own document: e2e/tests/volunteer-sign-in.spec.ts.
    for (const url of [
      '/pages/DonationSuccess?paiement=p-123',
      '/pages/registrationsuccess',
      '/pages/PaymentSuccess',
      '/adherents/connexion',
      '/benevoles/connexion',
      '/benevoles/',
      '/api/health',
      '/main.js',
    ]) {
      const answer = await app.inject({ url, headers: html });
      expect([url, answer.headers['cross-origin-opener-policy']]).toEqual([url, 'same-origin']);
    }
  });

  it('answers a missing file or call with a JSON 404, not the page', async () => {
    for (const url of ['/mfe/shop/absent.js', '/api/', '/api/inconnu.php', '/mfe/']) {
      const response = await app.inject({ url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({ message: 'Ressource introuvable' });
    }
  });
});

describe('modules and caching', () => {
  it('serves each remote under /mfe/<name>/ with its manifest and entry revalidated', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await app.inject({ url: `/mfe/forms/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('serves hashed files as immutable', async () => {
    const response = await app.inject({ url: '/mfe/museum/464.b37e6dd7.js' });
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  /** Asks for `url` until the answer is `body` (the copy made in the background), 2 s at most. */
  async function untilSentAs(url: string, headers: Record<string, string>, body: Buffer) {
    let response = await app.inject({ url, headers });
    for (let attempt = 0; attempt < 100 && !response.rawPayload.equals(body); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      response = await app.inject({ url, headers });
    }
    return response;
  }

  it('sends hashed scripts compressed once at brotli’s highest quality, by the server itself', async () => {
    const highest = highestBrotli(SCRIPT_TEXT);
    for (const url of ['/react-dom.5e1f00aa.js', '/mfe/shop/__federation_expose_ShopPage.8f559c48.js']) {
      const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      // The first answer is compressed on the fly while the copy is made in the background.
      const first = await app.inject({ url, headers });
      expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(SCRIPT_TEXT);
      const response = await untilSentAs(url, headers, highest);
      expect(response.rawPayload).toEqual(highest);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toContain('accept-encoding');
      // A browser that does not take brotli gets the script as before.
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT_TEXT);
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.body).toBe(SCRIPT_TEXT);
    }
  });

  it('never compresses ahead a script that a link brings in from outside its folder', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-outside-'));
    const elsewhere = `${SCRIPT_TEXT}\n// kept outside the site`;
    fs.writeFileSync(path.join(outside, 'secret.0badc0de.js'), elsewhere);
    fs.symlinkSync(
      path.join(outside, 'secret.0badc0de.js'),
      path.join(siteRoot, 'mfe-museum/dist/999.deadbeef.js'),
    );
    const headers = { 'accept-encoding': 'br' };
    const linked = '/mfe/museum/999.deadbeef.js';
    await app.inject({ url: linked, headers });
    // The copies are made one at a time in the order asked: once a script asked for later has its
    // copy, the linked one would have had its own.
    const later = '/mfe/museum/888.feedf00d.js';
    fs.writeFileSync(path.join(siteRoot, 'mfe-museum/dist/888.feedf00d.js'), `${SCRIPT_TEXT}\n// later`);
    const laterCopy = highestBrotli(`${SCRIPT_TEXT}\n// later`);
    const response = await untilSentAs(later, headers, laterCopy);
    expect(response.rawPayload).toEqual(laterCopy);
    const again = await app.inject({ url: linked, headers });
    expect(again.rawPayload.equals(highestBrotli(elsewhere))).toBe(false);
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('compresses responses', async () => {
    const response = await app.inject({
      url: '/381.3fa9c2d1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });
});

describe('/remotes.json', () => {
  afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  it('points each public remote at its own dist/ on a fresh clone, and names no signed-in space', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    // Every public module of the one list (shared/modules.json), at /mfe/<segment>/.
    expect(response.json()).toEqual(
      Object.fromEntries(
        publicRemoteModules.map((module) => [
          module.federationName,
          `/mfe/${module.segment}/mf-manifest.json`,
        ]),
      ),
    );
    expect(response.json()).toMatchObject({ mfe_shop: '/mfe/shop/mf-manifest.json' });
    expect(signedInRemoteModules.length).toBeGreaterThan(0);
    for (const space of signedInRemoteModules)
      expect(response.json()).not.toHaveProperty(space.federationName);
  });

  it('writes no signed-in space into a public page, and leaves the spaces out of the sitemap', async () => {
    const page = await app.inject({ url: '/pages/laboutique', headers: { accept: 'text/html' } });
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    for (const space of signedInRemoteModules) {
      expect(page.body).not.toContain(space.federationName);
      expect(page.body).not.toContain('signedInSpace');
      expect(sitemap.body).not.toContain(space.pathPrefix);
    }
  });

  it('serves a version published after the server started, without a restart', async () => {
    const release = path.join(deployDir, 'releases/forms/v9');
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(path.join(release, 'mf-manifest.json'), '{"name":"mfe_forms","v":9}');
    const response = await app.inject({ url: '/mfe/forms/releases/v9/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'mfe_forms', v: 9 });
  });

  it('takes the live release of one module from the live state, without a restart', async () => {
    fs.mkdirSync(path.join(deployDir, 'releases/shop/v2'), { recursive: true });
    fs.writeFileSync(path.join(deployDir, 'releases/shop/v2/mf-manifest.json'), '{"name":"mfe_shop","v":2}');
    makeLiveState(deployDir, { shell: null, remotes: { mfe_shop: 'v2', intruder: '/x' } });
    const remotes = (await app.inject({ url: '/remotes.json' })).json();
    expect(remotes.mfe_shop).toBe('/mfe/shop/releases/v2/mf-manifest.json');
    expect(remotes.mfe_forms).toBe('/mfe/forms/mf-manifest.json');
    expect(remotes).not.toHaveProperty('intruder');
  });

  it('serves the page of an item its live state holds, under any case of its listing page, and 404 otherwise', async () => {
    const page = (text: string) =>
      `<!DOCTYPE html><html lang="fr"><div id="root"><h1>${text}</h1></div></html>`;
    makeLiveState(
      deployDir,
      { shell: null, remotes: {} },
      {
        'shop.html': page('La boutique'),
        'shop--mug-bazeilles.html': page('Mug Bazeilles'),
        'not-found.html': page('Page introuvable'),
      },
    );
    for (const url of ['/pages/laboutique/mug-bazeilles', '/pages/LaBoutique/mug-bazeilles/']) {
      const found = await app.inject({ url, headers: html });
      expect(found.statusCode).toBe(200);
      expect(found.body).toContain('<h1>Mug Bazeilles</h1>');
    }
    // An item no page holds, a name written otherwise, a path that climbs: the not-found page, a 404.
    for (const url of [
      '/pages/laboutique/mug-ancre',
      '/pages/laboutique/Mug-Bazeilles',
      '/pages/laboutique/..%2Fshop',
      '/pages/lechetom/mug-bazeilles',
    ]) {
      const missing = await app.inject({ url, headers: html });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<h1>Page introuvable</h1>');
    }
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:8090' } });
    expect(sitemap.body).toContain('<loc>http://localhost:8090/pages/laboutique/mug-bazeilles</loc>');
    expect(sitemap.body).not.toContain('mug-ancre');
  });

  it('sends a live page compressed once per release, with an ETag per encoding, and 304 when it matches', async () => {
    const page = (text: string) =>
      `<!DOCTYPE html><html lang="fr"><div id="root"><h1>${text}</h1>${' <p>Le musée des troupes de marine.</p>'.repeat(80)}</div></html>`;
    makeLiveState(
      deployDir,
      { shell: null, remotes: {} },
      { 'shop.html': page('La boutique'), 'not-found.html': page('Page introuvable') },
    );
    const get = (headers: Record<string, string>) =>
      app.inject({ url: '/pages/laboutique', headers: { ...html, ...headers } });
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const identityTag = plain.headers.etag as string;
    expect(identityTag).toMatch(/^"[\w-]{27}"$/);

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBe(identityTag.replace(/"$/, '-br"'));
    // What a visitor gets: the same bytes, brotli at its highest quality.
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    const again = await get({ 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding's tag is another entity: sent whole.
    expect(
      (await get({ 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag as string })).statusCode,
    ).toBe(200);

    // A new release of the page: a new entity, the old tag no longer matches.
    makeLiveState(
      deployDir,
      { shell: null, remotes: {} },
      { 'shop.html': page('La boutique, nouvelle version') },
    );
    const released = await get({ 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(released.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(released.rawPayload).toString('utf8')).toContain('nouvelle version');

    // The pages that carry the visitor's words are never taken from the store.
    const missing = await app.inject({
      url: '/pages/nexiste-pas',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('ignores a corrupt state', async () => {
    makeLiveState(deployDir, '{ pas du json');
    const remotes = (await app.inject({ url: '/remotes.json' })).json();
    expect(remotes.mfe_shop).toBe('/mfe/shop/mf-manifest.json');
  });
});

describe('the shell’s live release', () => {
  afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  it('serves the shell’s files and page from its released folder once live, its own dist/ before', async () => {
    expect((await app.inject({ url: '/main.js' })).body).toBe('console.log("shell")');
    const release = path.join(deployDir, 'releases/shell/s2');
    fs.mkdirSync(release, { recursive: true });
    fs.writeFileSync(path.join(release, 'main.js'), 'console.log("shell 2")');
    fs.writeFileSync(
      path.join(release, 'index.html'),
      '<!doctype html><html lang="fr"><div id="root">2</div></html>',
    );
    makeLiveState(deployDir, { shell: 's2', remotes: {} });
    expect((await app.inject({ url: '/main.js' })).body).toBe('console.log("shell 2")');
    expect((await app.inject({ url: '/pages/CGV', headers: html })).body).toContain('<div id="root">2</div>');
    // A file of the shell's own dist/ that the release does not have is not served any more.
    expect((await app.inject({ url: '/381.3fa9c2d1.js' })).statusCode).toBe(404);
  });

  it('never sends the shell’s index.html as it is: /index.html, /index.php and /fr lead home for good', async () => {
    for (const [url, accept] of [
      ['/fr', html.accept],
      ['/FR/', html.accept],
      ['/index.html', html.accept],
      ['/index.html?from=signet', '*/*'],
      ['/INDEX.PHP', html.accept],
      ['/index.php', '*/*'],
    ] as const) {
      const response = await app.inject({ url, headers: { accept } });
      expect([url, response.statusCode, response.headers.location]).toEqual([
        url,
        301,
        url.includes('?') ? '/?from=signet' : '/',
      ]);
      expect(response.body).not.toContain('%BOOT_DATA%');
    }
  });

  it('never serves a file outside the shell’s folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2fapi%2fpackage.json'])
      expect((await app.inject({ url })).statusCode).toBe(404);
  });
});

describe('/site-config.json', () => {
  it('publishes no analytics id by default', async () => {
    expect((await app.inject({ url: '/site-config.json' })).json()).toEqual({});
  });

  it('publishes the GA4 id when configured', async () => {
    const configured = await buildApp(
      loadConfig({ SITE_ROOT: siteRoot, DEPLOY_DIR: deployDir, GA_MEASUREMENT_ID: 'G-ABC123' }),
    );
    expect((await configured.inject({ url: '/site-config.json' })).json()).toEqual({
      ga4MeasurementId: 'G-ABC123',
    });
    // The same, with the remotes, written into every page: the shell needs no request for them.
    const page = (await configured.inject({ url: '/pages/laboutique', headers: html })).body;
    const written = /<script type="application\/json" id="mtdm-boot-data">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(written!)).toEqual({
      remotes: (await configured.inject({ url: '/remotes.json' })).json(),
      siteConfig: { ga4MeasurementId: 'G-ABC123' },
      contentVersion: null,
    });
    expect(page).not.toContain('%BOOT_DATA%');
    await configured.close();
  });
});

describe('files for search engines', () => {
  it('serves a sitemap of the canonical addresses, without the result pages', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:8090' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.body).toContain('<loc>http://localhost:8090/pages/Accueil</loc>');
    expect(response.body).toContain('<loc>http://localhost:8090/pages/sescollections</loc>');
    // The visit in English is listed too.
    expect(response.body).toContain('<loc>http://localhost:8090/en/</loc>');
    expect(response.body).toContain('<loc>http://localhost:8090/en/visit</loc>');
    expect(response.body).not.toContain('PaymentSuccess');
    expect(response.body).not.toContain('<loc>http://localhost:8090/</loc>');
  });

  it('follows the published content: news pages dated by their newest item, each PDF article listed', async () => {
    const { news } = publishedContent(app.services.config).content;
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
    const days = news
      .map((item) => parseFrenchDate(item.date))
      .filter((date) => date !== null)
      .map(toIsoDate)
      .filter((day) => day <= today)
      .sort();
    const body = (await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:8090' } })).body;
    expect(body).toContain(
      `<loc>http://localhost:8090/pages/ActualitesMusee</loc><lastmod>${days.at(-1)}</lastmod>`,
    );
    expect(body).toContain('<loc>http://localhost:8090/pages/sescollections</loc></url>');
    for (const item of news)
      expect(body).toContain(`<loc>http://localhost:8090/content/media/${item.pdfPath}</loc>`);
    // No lastmod in the future, whatever the content announces.
    for (const [, day] of body.matchAll(/<lastmod>([\d-]+)<\/lastmod>/g)) expect(day! <= today).toBe(true);
  });

  it('serves robots.txt pointing at the sitemap, closing the api', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: { host: 'localhost:8090' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /pages/Recherche?\n');
    expect(response.body).toContain('Disallow: /en/search?\n');
    expect(response.body).toContain('Sitemap: http://localhost:8090/sitemap.xml');
    // Result pages stay crawlable (only left out of the sitemap): a blocked page scores as not crawlable.
    expect(response.body).not.toContain('PaymentSuccess');
  });
});

describe('the site search without JavaScript', () => {
  /** A pre-rendered page with the placeholders the server fills, as scripts/lib/prerender.mjs writes it. */
  const withSearchForm = (heading: string, slotId: string) =>
    `<!DOCTYPE html><html lang="fr"><body><div id="root"><h1>${heading}</h1>` +
    `<form action="/pages/Recherche"><input name="q" value="%SEARCH_QUERY%"></form>` +
    `<div id="${slotId}"><!--%SEARCH_RESULTS%--></div></div></body></html>`;
  const index = serializeSearchIndex([
    {
      id: 'page:collections',
      kind: 'page',
      title: 'Ses collections',
      url: '/pages/sescollections',
      detail: '',
      text: 'Les collections du musée.',
      keywords: 'sescollections',
    },
    {
      id: 'product:mug',
      kind: 'product',
      title: 'Mug « Bazeilles 1870 »',
      url: '/pages/laboutique#produit-mug',
      detail: '13,00 € · mugs',
      text: 'mugs',
    },
  ]);

  beforeEach(() =>
    makeLiveState(
      deployDir,
      { shell: null, remotes: {} },
      {
        'search.html': withSearchForm('Rechercher sur le site', 'resultats-recherche'),
        'not-found.html': withSearchForm('Page introuvable', 'pages-proches'),
        'search-index.json': index,
      },
    ),
  );
  afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  it('answers /pages/Recherche?q= with the words in the field and the results written in', async () => {
    const response = await app.inject({ url: '/pages/Recherche?q=bazeilles', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<input name="q" value="bazeilles">');
    expect(response.body).toContain('<h2 id="resultats-product">Boutique</h2>');
    expect(response.body).toContain('<a href="/pages/laboutique#produit-mug">Mug « Bazeilles 1870 »</a>');
    expect(response.body).not.toContain('%SEARCH');
  });

  it('escapes the visitor’s words wherever it writes them', async () => {
    const response = await app.inject({
      url: `/pages/recherche?q=${encodeURIComponent('"><script>alert(1)</script>')}`,
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('keeps the 404 of a mistyped address and offers its words and the closest pages', async () => {
    const response = await app.inject({ url: '/pages/colections', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Page introuvable</h1>');
    expect(response.body).toContain('<input name="q" value="colections">');
    expect(response.body).toMatch(
      /<h2>Les pages les plus proches<\/h2><ul><li><a href="\/pages\/sescollections">Ses collections<\/a>/,
    );
  });

  it('answers an address whose escapes cannot be decoded with the same not-found page, in French', async () => {
    // A lone « % », an escape that is no UTF-8, a link cut in the middle of « é »: the router alone
    // would refuse them in English, before any header of the site.
    for (const url of ['/pages/%', '/pages/Le%20Mus%C3', '/pages/%ff?q=1']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.body).toContain('<h1>Page introuvable</h1>');
      expect(response.body).not.toContain('FST_ERR');
    }
  });

  it('shows a browser opening a missing call or module file the not-found page, never JSON', async () => {
    for (const url of ['/api/', '/api/inconnu.php?x=1', '/mfe/shop/absent.js', '/mfe/']) {
      const response = await app.inject({ url, headers: html });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Page introuvable</h1>');
      // No word of the address, which names the site's machinery, is put in the search field.
      expect(response.body).toContain('<input name="q" value="">');
    }
  });

  it('answers a mistyped address under /en/ with the English not-found page, still a 404', async () => {
    const live = fs.realpathSync(path.join(deployDir, 'current', 'prerendered'));
    fs.writeFileSync(
      path.join(live, 'not-found-en.html'),
      '<!doctype html><html lang="en"><body><h1>Page not found</h1></body></html>',
    );
    const english = await app.inject({ url: '/en/musem', headers: html });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('<h1>Page not found</h1>');
    // A French address keeps the French one.
    const french = await app.inject({ url: '/entree', headers: html });
    expect(french.statusCode).toBe(404);
    expect(french.body).toContain('<h1>Page introuvable</h1>');
    // A state pre-rendered before the English one existed answers with the French one.
    fs.rmSync(path.join(live, 'not-found-en.html'));
    const older = await app.inject({ url: '/en/musem', headers: html });
    expect(older.statusCode).toBe(404);
    expect(older.body).toContain('<h1>Page introuvable</h1>');
  });

  it('answers /en/search?q= from the English index, in English, and serves that index', async () => {
    const englishIndex = serializeSearchIndex(
      [
        {
          id: 'page:practicalInfoEn',
          kind: 'page',
          title: 'Plan your visit',
          url: '/en/visit',
          detail: '',
          text: 'Opening hours and getting to the museum.',
          keywords: 'en visit',
        },
      ],
      'en',
    );
    const live = fs.realpathSync(path.join(deployDir, 'current', 'prerendered'));
    fs.writeFileSync(path.join(live, 'search-index.en.json'), englishIndex);
    fs.writeFileSync(
      path.join(live, 'search-en.html'),
      withSearchForm('Search the visit in English', 'resultats-recherche').replace('lang="fr"', 'lang="en"'),
    );
    // 'hour' finds 'Opening hours' (English stemming); the French index would not have it.
    const response = await app.inject({ url: '/en/search?q=hour', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<p>1 result for “hour”.</p>');
    expect(response.body).toContain('<h2 id="resultats-page">Pages</h2>');
    expect(response.body).toContain('<a href="/en/visit">Plan your visit</a>');
    const none = await app.inject({ url: '/en/search?q=bazeilles', headers: html });
    expect(none.body).toContain('<p>No results for “bazeilles”.</p>');
    const served = await app.inject({ url: '/search-index.en.json' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(englishIndex);
  });

  it('serves the index made by the live release, never cached', async () => {
    const response = await app.inject({ url: '/search-index.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toBe(index);
  });

  it('says the search is unavailable, never an error, before any release made an index', async () => {
    fs.rmSync(fs.realpathSync(path.join(deployDir, 'current', 'prerendered', 'search-index.json')));
    const missing = await app.inject({ url: '/search-index.json' });
    expect(missing.statusCode).toBe(404);
    const page = await app.inject({ url: '/pages/Recherche?q=mug', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('La recherche est indisponible pour le moment.');
  });
});
