// A team deploys its module to the running site over HTTP, as its pipeline does (npm run deploy):
// checked, served, checked again once served, rolled back when it fails; other modules untouched.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pages } from '@mtdm/shared/routing';
import { E2E_DEPLOY_TOKENS, E2E_TOKENS_FILE } from '../playwright.config';
import { copyBuild, deployCopy, E2E_COMMIT, replaceInScripts, runDeploy, tarGz } from '../support/builds';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/page-checks';

const deployDir = process.env.E2E_DEPLOY_DIR as string;
const repoRoot = path.resolve(__dirname, '..', '..');
/**
 * The label of the shop's link to its filters (shown on phones only): text of the shop's own, where its
 * title is the shell's page table.
 */
const FILTERS_LABEL = 'Filtres';
const NEW_LABEL = 'Filtres, nouvelle version';
/** The link as the pre-rendered HTML writes it. */
const filtersLink = (label: string) => `>${label}</a>`;
/** The shop's pages, as the pre-rendering names their files. */
const SHOP_PAGES = Object.entries(pages)
  .filter(([, entry]) => entry.owner === 'mfe_shop')
  .map(([key]) => `${key}.html`);

const liveState = () => fs.realpathSync(path.join(deployDir, 'current'));
/** Every pre-rendered page of the live state, by file. */
/** The live pre-rendered pages (beside them, the site search's index, made again by each release). */
const livePages = () =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(liveState(), 'prerendered'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => [file, fs.readFileSync(path.join(liveState(), 'prerendered', file), 'utf8')]),
  );

/** A copy of the shop's build whose own text is changed (its filters' link), in the browser and in the Node build. */
function changedShopBuild(label = NEW_LABEL) {
  const copy = copyBuild('mfe-shop');
  expect(replaceInScripts(copy.dist, `"${FILTERS_LABEL}"`, `"${label}"`)).toBeGreaterThan(0);
  expect(replaceInScripts(copy.server, `"${FILTERS_LABEL}"`, `"${label}"`)).toBeGreaterThan(0);
  return copy;
}

test.describe.configure({ mode: 'serial' });

test.describe('deploying a module over HTTP', { tag: '@federation' }, () => {
  const deploy = (request: import('@playwright/test').APIRequestContext, archive: Buffer, token?: string) =>
    request.post('/api/deployments/mfe-shop', {
      headers: {
        'content-type': 'application/gzip',
        'x-deploy-commit': E2E_COMMIT,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      data: archive,
    });

  test('no token or a wrong one: 401; the museum’s token on the shop: 403; nothing changes', async ({
    request,
  }) => {
    const before = liveState();
    const archive = await tarGz([{ name: 'dist/remoteEntry.js', content: 'var mfe_shop;' }]);
    expect((await deploy(request, archive)).status()).toBe(401);
    expect((await deploy(request, archive, 'x'.repeat(40))).status()).toBe(401);
    const museum = await deploy(request, archive, E2E_DEPLOY_TOKENS.museum);
    expect(museum.status()).toBe(403);
    expect((await museum.json()).message).toBe('Ce jeton ne permet pas de déployer mfe-shop.');
    expect(liveState()).toBe(before);
  });

  test('refused with the reason, the site unchanged: a missing page, a page that cannot render, a path out of the release, another major version of React', async ({
    request,
  }) => {
    const before = liveState();
    const pagesBefore = livePages();
    /** A hand-made archive, sent as is. */
    const refused = async (archive: Buffer, reason: RegExp) => {
      const response = await deploy(request, archive, E2E_DEPLOY_TOKENS.shop);
      expect(response.status()).toBe(422);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.message).toMatch(reason);
      expect(liveState()).toBe(before);
    };
    /** A build, sent by the pipelines' command: it fails, saying why. */
    const buildRefused = (copy: { root: string }, reason: RegExp) => {
      const sent = deployCopy(copy, 'mfe-shop', E2E_DEPLOY_TOKENS.shop);
      expect(sent.exitCode, sent.output).toBe(1);
      expect(sent.httpStatus).toBe(422);
      expect(sent.output).toMatch(reason);
      expect(liveState()).toBe(before);
    };

    const withoutPage = copyBuild('mfe-shop');
    const manifestFile = path.join(withoutPage.dist, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.exposes = manifest.exposes.filter((entry: { name: string }) => entry.name !== 'ShopPage');
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    buildRefused(withoutPage, /la page «\sLa boutique\s» \(\.\/ShopPage\)/);

    const throwing = copyBuild('mfe-shop');
    replaceInScripts(
      throwing.server,
      `children: "${FILTERS_LABEL}"`,
      `children: (() => { throw new Error('rendu impossible'); })()`,
    );
    buildRefused(throwing, /ne peut pas être pré-rendue\s: rendu impossible/);

    await refused(
      await tarGz([{ name: 'dist/../../outside.js', content: 'alert(1)' }]),
      /Chemin refusé dans l’archive\s:\s«\sdist\/\.\.\/\.\.\/outside\.js\s»/,
    );
    await refused(
      await tarGz([{ name: 'dist/remoteEntry.js', linkname: '/etc/passwd' }]),
      /n’est ni un fichier ni un dossier/,
    );

    const otherReact = copyBuild('mfe-shop');
    const shared = JSON.parse(fs.readFileSync(path.join(otherReact.dist, 'mf-manifest.json'), 'utf8'));
    for (const entry of shared.shared) if (entry.name === 'react') entry.version = '20.0.0';
    fs.writeFileSync(path.join(otherReact.dist, 'mf-manifest.json'), JSON.stringify(shared));
    buildRefused(otherReact, /react 20\.0\.0 dans ce build, 19\.\d+\.\d+ dans le shell/);

    expect(livePages()).toEqual(pagesBefore);
    expect(fs.existsSync(path.join(deployDir, '..', 'outside.js'))).toBe(false);
  });

  test('a new build of the shop is served at once, pre-rendered and hydrated; every other page and the shell stay byte for byte', async ({
    page,
    request,
  }) => {
    const pagesBefore = livePages();
    const shellBefore = await (await request.get('/main.js')).body();
    const shopLink = `<a href="${pages.shop.path}">${pages.shop.title}</a>`;
    const searchNewWords = async () =>
      (await request.get('/pages/Recherche?q=nouvelle+version', { headers: { accept: 'text/html' } })).text();
    expect(await searchNewWords()).not.toContain(shopLink);

    // The pipelines' own command, as a team's merge to main runs it.
    const sent = deployCopy(changedShopBuild(), 'mfe-shop', E2E_DEPLOY_TOKENS.shop);
    expect(sent.exitCode, sent.output).toBe(0);
    const version = /mfe-shop\s: version ([0-9a-f]{12}) en service\./.exec(sent.output)?.[1];
    expect(version, sent.output).toBeTruthy();

    const served = await (await request.get(pages.shop.path, { headers: { accept: 'text/html' } })).text();
    expect(served).toContain(filtersLink(NEW_LABEL));
    // The page carries the release's remote entry inline, and its chunks are fetched from beside it.
    expect(served).toContain(`<script data-remote-entry="/mfe/shop/releases/${version}/remoteEntry.js">`);
    const chunkLoaded = page.waitForResponse((answer) =>
      answer.url().includes(`/mfe/shop/releases/${version}/__federation_expose_`),
    );
    await page.goto(pages.shop.path);
    expect((await chunkLoaded).status()).toBe(200);
    await expect(page.getByText(NEW_LABEL, { exact: true })).toBeAttached();
    // Hydrated: the page answers a visitor (the cart opens).
    await page.getByRole('button', { name: /^Panier\s: / }).click();
    await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();

    const pagesAfter = livePages();
    // The shop's pages, its products' pages with them (shop--<product>.html), are the release's own.
    const shops = (name: string) => SHOP_PAGES.includes(name) || name.startsWith('shop--');
    for (const file of Object.keys(pagesBefore).filter((name) => !shops(name)))
      expect(pagesAfter[file], file).toBe(pagesBefore[file]);
    expect(Object.keys(pagesAfter).filter((name) => name.startsWith('shop--')).length).toBeGreaterThan(40);
    expect(pagesAfter['shop.html']).not.toBe(pagesBefore['shop.html']);
    // The site search reads the new page: the release made its index again.
    expect(await searchNewWords()).toContain(shopLink);
    expect(Buffer.compare(await (await request.get('/main.js')).body(), shellBefore)).toBe(0);
    const remotes = await (await request.get('/remotes.json')).json();
    expect(remotes.mfe_shop).toBe(`/mfe/shop/releases/${version}/mf-manifest.json`);
    expect(remotes.mfe_forms).toBe('/mfe/forms/mf-manifest.json');
  });

  test('a build that passes the checks but fails once served is switched back at once', async ({
    request,
  }) => {
    const before = liveState();
    const broken = changedShopBuild('Filtres, version cassée');
    fs.appendFileSync(path.join(broken.dist, 'remoteEntry.js'), '\n}}} ce n’est plus du JavaScript');
    const sent = deployCopy(broken, 'mfe-shop', E2E_DEPLOY_TOKENS.shop);
    expect(sent.exitCode).toBe(1);
    expect(sent.httpStatus).toBe(502);
    expect(sent.output).toMatch(/la version précédente a été remise en service/);
    expect(sent.output).toMatch(/remoteEntry\.js n’est pas du JavaScript valide/);
    expect(liveState()).toBe(before);
    const served = await (await request.get(pages.shop.path, { headers: { accept: 'text/html' } })).text();
    expect(served).toContain(filtersLink(NEW_LABEL));
  });

  test('a rollback restores the previous release’s HTML and scripts; the releases list the audit trail', async ({
    page,
    request,
  }) => {
    const response = await request.post('/api/deployments/mfe-shop/rollback', {
      headers: { authorization: `Bearer ${E2E_DEPLOY_TOKENS.shop}` },
      data: {},
    });
    expect(response.status()).toBe(200);
    const served = await (await request.get(pages.shop.path, { headers: { accept: 'text/html' } })).text();
    expect(served).toContain(filtersLink(FILTERS_LABEL));
    expect(served).toContain('/mfe/shop/remoteEntry.js');
    expect(served).not.toContain('/mfe/shop/releases/');
    await page.goto(pages.shop.path);
    await expect(page.getByRole('heading', { level: 1, name: pages.shop.title, exact: true })).toBeVisible();

    const listing = await (
      await request.get('/api/deployments/mfe-shop', {
        headers: { authorization: `Bearer ${E2E_DEPLOY_TOKENS.shop}` },
      })
    ).json();
    expect(listing.live).toBe('dist');
    const results = listing.history.map(
      (entry: { action: string; result: string }) => `${entry.action}:${entry.result}`,
    );
    expect(results.slice(0, 3)).toEqual(['rollback:live', 'deploy:rolled-back', 'deploy:live']);
    expect(listing.history[2]).toMatchObject({
      tokenName: 'DEPLOY_TOKEN_MFE_SHOP',
      commit: E2E_COMMIT,
    });
  });
});

test.describe('a release its visitors see failing', () => {
  const museumPage = pages.museumInBrief;
  const history = async (request: import('@playwright/test').APIRequestContext) =>
    (
      await (
        await request.get('/api/deployments/mfe-museum', {
          headers: { authorization: `Bearer ${E2E_DEPLOY_TOKENS.museum}` },
        })
      ).json()
    ).history as { action: string; version: string; tokenName: string; message: string | null }[];

  test('pre-renders fine, throws in the browser: pulled back by the site, the next visitor served the one before', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // A working release first, visited: the version the broken one is compared with.
    const good = deployCopy(copyBuild('mfe-museum'), 'mfe-museum', E2E_DEPLOY_TOKENS.museum);
    expect(good.exitCode, good.output).toBe(0);
    const goodVersion = (await history(request))[0]!.version;
    for (let visit = 0; visit < 2; visit += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(museumPage.path);
      await expect(
        page.getByRole('heading', { level: 1, name: museumPage.title, exact: true }),
      ).toBeVisible();
      await context.close();
    }
    // The same build, but its page's code throws once in a browser (the Node build is untouched).
    const broken = copyBuild('mfe-museum');
    const chunk = fs
      .readdirSync(broken.dist)
      .find((file) => /^__federation_expose_MuseumInBriefPage\..*\.js$/.test(file))!;
    const file = path.join(broken.dist, chunk);
    fs.writeFileSync(file, `throw new Error("version cassée");\n${fs.readFileSync(file, 'utf8')}`);
    const sent = deployCopy(broken, 'mfe-museum', E2E_DEPLOY_TOKENS.museum);
    expect(sent.exitCode, sent.output).toBe(0);
    const brokenVersion = (await history(request))[0]!.version;
    expect(brokenVersion).not.toBe(goodVersion);
    // Visitors open the page: each one the broken release serves sees it unavailable, and each browser
    // reports it. The server may pull it back between two visits (the reports arrive on their own):
    // a page already served by the release before ends the visits.
    const firstVisit = Date.now();
    let brokenVisits = 0;
    // Each visitor comes from a network of their own, as the relay in front of the site tells the server:
    // one machine's reports count once.
    for (let visit = 0; visit < 3 && (await history(request))[0]!.action !== 'rollback'; visit += 1) {
      const context = await browser.newContext({
        extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${40 + visit}` },
      });
      const page = await context.newPage();
      const served = await (await page.goto(museumPage.path))!.text();
      if (!served.includes(`/mfe/museum/releases/${brokenVersion}/`)) {
        expect(served).toContain(`/mfe/museum/releases/${goodVersion}/`);
        await context.close();
        break;
      }
      await expect(page.getByText('Cette page est momentanément indisponible')).toBeVisible({
        timeout: 30_000,
      });
      brokenVisits += 1;
      await context.close();
    }
    expect(brokenVisits).toBeGreaterThan(0);
    await expect.poll(async () => (await history(request))[0]!.action, { timeout: 20_000 }).toBe('rollback');
    // Measured, not asserted: from the first visit of the broken release to the one before being live.
    console.info(
      `retrait automatique ${((Date.now() - firstVisit) / 1000).toFixed(1)} s après la première visite`,
    );
    expect((await history(request))[0]).toMatchObject({
      version: goodVersion,
      tokenName: 'surveillance des erreurs',
      message: expect.stringMatching(/^Retirée automatiquement/),
    });
    // The next visitor is served the version before, and its page works.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(museumPage.path);
    await expect(page.getByRole('heading', { level: 1, name: museumPage.title, exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('a preview its team sees on the live site, and nobody else', () => {
  const PREVIEW_LABEL = 'Filtres, en aperçu';
  const shopToken = E2E_DEPLOY_TOKENS.shop;
  const linkOf = (output: string) => /Lien d’aperçu \(jusqu’au [^)]+\)\s: (\S+)/.exec(output)?.[1];
  const html = { accept: 'text/html' };

  test('the link opens the previewed shop in one browser only; promoted, those bytes go live', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = liveState();
    const started = Date.now();
    const sent = deployCopy(changedShopBuild(PREVIEW_LABEL), 'mfe-shop', shopToken, ['--preview']);
    expect(sent.exitCode, sent.output).toBe(0);
    const version = /mfe-shop\s: version ([0-9a-f]{12}) en aperçu \(([0-9a-f]{16})\)/.exec(sent.output);
    const link = linkOf(sent.output);
    expect(version, sent.output).toBeTruthy();
    expect(link, sent.output).toBeTruthy();
    const [, previewVersion, id] = version!;
    expect(liveState()).toBe(before);

    const team = await browser.newContext();
    const teamPage = await team.newPage();
    const opened = await teamPage.goto(link!);
    await waitForHydration(teamPage);
    console.info(`aperçu ouvert ${((Date.now() - started) / 1000).toFixed(1)} s après --preview`);
    expect(new URL(teamPage.url()).pathname).toBe(pages.shop.path);
    expect(opened!.headers()['cache-control']).toBe('private, no-store');
    expect(opened!.headers()['x-robots-tag']).toBe('noindex');
    await expect(teamPage.getByText(PREVIEW_LABEL, { exact: true })).toBeAttached();
    const banner = teamPage.getByRole('region', { name: 'Aperçu d’une version' });
    await expect(banner).toContainText(`Aperçu de mfe-shop, version ${previewVersion}`);
    await expect(teamPage.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    // Hydrated with the previewed build: the cart opens.
    await teamPage.getByRole('button', { name: /^Panier\s: / }).click();
    await expect(teamPage.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
    await teamPage.keyboard.press('Escape');
    // Every other module as live, the banner still there.
    await teamPage.goto(pages.museumInBrief.path);
    await waitForHydration(teamPage);
    await expect(
      teamPage.getByRole('heading', { level: 1, name: pages.museumInBrief.title, exact: true }),
    ).toBeVisible();
    await expect(banner).toBeVisible();

    // Another browser, at the same moment: the live shop, no banner, no previewed byte.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const seen = await visitorPage.goto(pages.shop.path);
    expect(seen!.headers()['cache-control']).not.toContain('private');
    await expect(visitorPage.getByText(FILTERS_LABEL, { exact: true })).toBeAttached();
    await expect(visitorPage.getByRole('region', { name: 'Aperçu d’une version' })).toHaveCount(0);
    const previewedEntry = `/mfe/shop/releases/${previewVersion}/remoteEntry.js`;
    expect((await visitor.request.get(previewedEntry)).status()).toBe(404);
    expect((await team.request.get(previewedEntry)).status()).toBe(200);
    expect(await (await visitor.request.get(pages.shop.path, { headers: html })).text()).not.toContain(
      PREVIEW_LABEL,
    );
    // A link changed by hand opens nothing.
    const forged = await visitorPage.goto(
      link!.replace(/signature=(.)/, (_, c) => `signature=${c === 'a' ? 'b' : 'a'}`),
    );
    expect(forged!.status()).toBe(403);
    await expect(visitorPage.getByRole('heading', { name: 'Lien d’aperçu non valable' })).toBeVisible();
    await visitor.close();

    // Leaving the preview: the same browser is a visitor again.
    await teamPage.goto(pages.shop.path);
    await waitForHydration(teamPage);
    await teamPage.getByRole('button', { name: 'Quitter l’aperçu' }).click();
    await expect(teamPage.getByText(FILTERS_LABEL, { exact: true })).toBeAttached();
    await expect(banner).toHaveCount(0);
    await team.close();

    // Promoted: the very version previewed goes live for everyone, and the link is spent.
    const promoted = runDeploy(['mfe-shop', '--promote', id!], shopToken);
    expect(promoted.exitCode, promoted.output).toBe(0);
    expect(promoted.output).toMatch(new RegExp(`mfe-shop\\s: version ${previewVersion} en service\\.`));
    const served = await (await request.get(pages.shop.path, { headers: html })).text();
    expect(served).toContain(filtersLink(PREVIEW_LABEL));
    expect(served).toContain(previewedEntry);
    expect((await request.get(link!)).status()).toBe(403);
    const history = runDeploy(['mfe-shop', '--history'], shopToken);
    expect(history.output).toMatch(
      new RegExp(
        `déploiement · ${previewVersion} · en service · commit ${E2E_COMMIT.slice(0, 12)}.*aperçu ${id}`,
      ),
    );
    expect(history.output).toMatch(new RegExp(`aperçu · ${previewVersion} · en aperçu`));
  });

  test('a discarded preview opens nothing; the live shop stays as it is', async ({ request }) => {
    const before = liveState();
    const sent = deployCopy(changedShopBuild('Filtres, aperçu abandonné'), 'mfe-shop', shopToken, [
      '--preview',
    ]);
    expect(sent.exitCode, sent.output).toBe(0);
    const id = /en aperçu \(([0-9a-f]{16})\)/.exec(sent.output)![1]!;
    const link = linkOf(sent.output)!;
    expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);
    const discarded = runDeploy(['mfe-shop', '--discard', id], shopToken);
    expect(discarded.exitCode, discarded.output).toBe(0);
    expect(discarded.output).toMatch(new RegExp(`mfe-shop\\s: aperçu ${id} retiré\\.`));
    expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(403);
    expect(runDeploy(['mfe-shop', '--promote', id], shopToken).exitCode).toBe(1);
    expect(liveState()).toBe(before);
    // Back to the shop's own build for what follows.
    const back = await request.post('/api/deployments/mfe-shop/rollback', {
      headers: { authorization: `Bearer ${shopToken}` },
      data: { to: 'dist' },
    });
    expect(back.status()).toBe(200);
  });
});

test.describe('a previewed shell', () => {
  test('the frame changed for the team’s browser alone, on every page; discarded, nothing stays', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const before = liveState();
    const copy = copyBuild('shell');
    const mark = 'Aller au contenu (aperçu du shell)';
    expect(replaceInScripts(copy.dist, 'Aller au contenu', mark)).toBeGreaterThan(0);
    expect(replaceInScripts(copy.server, 'Aller au contenu', mark)).toBeGreaterThan(0);
    const sent = deployCopy(copy, 'shell', E2E_DEPLOY_TOKENS.shell, ['--preview']);
    expect(sent.exitCode, sent.output).toBe(0);
    const id = /en aperçu \(([0-9a-f]{16})\)/.exec(sent.output)![1]!;
    const link = /Lien d’aperçu \(jusqu’au [^)]+\)\s: (\S+)/.exec(sent.output)![1]!;
    expect(liveState()).toBe(before);

    const team = await browser.newContext();
    const teamPage = await team.newPage();
    const errors: string[] = [];
    teamPage.on('pageerror', (error) => errors.push(error.message));
    await teamPage.goto(link);
    await waitForHydration(teamPage);
    await expect(teamPage.getByRole('link', { name: mark })).toHaveCount(1);
    await expect(teamPage.getByRole('region', { name: 'Aperçu d’une version' })).toContainText(
      'Aperçu de shell',
    );
    await teamPage.goto(pages.shop.path);
    await waitForHydration(teamPage);
    await expect(teamPage.getByRole('link', { name: mark })).toHaveCount(1);
    expect(errors).toEqual([]);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(pages.shop.path);
    await expect(visitorPage.getByRole('link', { name: 'Aller au contenu', exact: true })).toHaveCount(1);
    await expect(visitorPage.getByRole('link', { name: mark })).toHaveCount(0);
    await visitor.close();

    const discarded = runDeploy(['shell', '--discard', id], E2E_DEPLOY_TOKENS.shell);
    expect(discarded.exitCode, discarded.output).toBe(0);
    await teamPage.goto(pages.shop.path);
    await expect(teamPage.getByRole('link', { name: 'Aller au contenu', exact: true })).toHaveCount(1);
    await team.close();
    expect(liveState()).toBe(before);
  });
});

test.describe('a module made after the server started', () => {
  test('npm run new-module, its build, its token in the file, npm run deploy: live on the running server, its page in Chromium', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const started = Date.now();
    const generated = spawnSync(process.execPath, ['e2e/support/generate-module.mjs', 'expositions'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(generated.status, generated.stderr).toBe(0);
    const made = generated.stdout.trim();
    // The association makes the team's token and adds its line to the file the server re-reads.
    const issued = spawnSync(
      process.execPath,
      ['scripts/deploy-token.mjs', 'mfe-expositions', 'équipe expositions'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    const [, token, line] = /:\n(\S+)\n\n[^\n]+:\n(\{.*\})/.exec(issued.stdout)!;
    const listed = JSON.parse(fs.readFileSync(E2E_TOKENS_FILE, 'utf8'));
    fs.writeFileSync(E2E_TOKENS_FILE, JSON.stringify([...listed, JSON.parse(line!)]));

    const sent = deployCopy({ root: made }, 'mfe-expositions', token!);
    expect(sent.exitCode, sent.output).toBe(0);
    const version = /mfe-expositions\s: version ([0-9a-f]{12}) en service\./.exec(sent.output)?.[1];
    expect(version, sent.output).toBeTruthy();
    console.info(
      `nouveau module en service ${((Date.now() - started) / 1000).toFixed(1)} s après npm run new-module, sans redémarrage`,
    );
    const remotes = await (await request.get('/remotes.json')).json();
    expect(remotes.mfe_expositions).toBe(`/mfe/expositions/releases/${version}/mf-manifest.json`);

    const chunkLoaded = page.waitForResponse((answer) =>
      answer.url().includes(`/mfe/expositions/releases/${version}/__federation_expose_`),
    );
    const opened = await page.goto('/expositions/');
    expect(opened!.status()).toBe(200);
    expect((await chunkLoaded).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Expositions' })).toBeVisible();
    await expect(page.getByText('Le contenu de cette page est en cours de préparation.')).toBeVisible();
    await expect(page).toHaveTitle(/^Expositions/);
    // The rest of the site as before, the frame around the new page.
    await expect(page.getByRole('link', { name: /Musée des Troupes de Marine/ }).first()).toBeVisible();
    fs.rmSync(made, { recursive: true, force: true });
  });
});
