import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pages } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';

const repoRoot = path.resolve(__dirname, '..', '..');
/** The builds the server serves: the repository's, or another set (SITE_ROOT, the package's runtime). */
const buildRoot = process.env.SITE_ROOT ?? repoRoot;
const deployDir = process.env.E2E_DEPLOY_DIR as string;
const NEW_TITLE = 'La boutique, nouvelle version';

/**
 * A build of mfe-shop that differs visibly from the one served: its page title is changed, in the
 * browser build (dist/) and in the Node build that pre-renders its pages (dist-server/ beside it).
 */
function makeChangedShopBuild(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-shop-build-'));
  const changed = { browser: 0, server: 0 };
  for (const [folder, quote, counter] of [
    ['dist', '"', 'browser'],
    ['dist-server', "'", 'server'],
  ] as const) {
    const target = path.join(copy, folder);
    fs.cpSync(path.join(buildRoot, 'mfe-shop', folder), target, { recursive: true });
    for (const file of fs.readdirSync(target).filter((name) => name.endsWith('.js'))) {
      const full = path.join(target, file);
      const code = fs.readFileSync(full, 'utf8');
      const replaced = code.split(`${quote}${pages.shop.title}${quote}`).join(`${quote}${NEW_TITLE}${quote}`);
      if (replaced !== code) {
        changed[counter] += 1;
        fs.writeFileSync(full, replaced);
      }
    }
  }
  expect(changed.browser, 'the shop title must be found in the browser build').toBeGreaterThan(0);
  expect(changed.server, 'the shop title must be found in the server build').toBeGreaterThan(0);
  return path.join(copy, 'dist');
}

const publish = (buildDir: string, version: string) =>
  execFileSync(
    process.execPath,
    ['scripts/publish-module.mjs', 'mfe-shop', '--from', buildDir, '--version', version],
    {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      encoding: 'utf8',
    },
  );

test.afterAll(() => {
  fs.rmSync(path.join(deployDir, 'remotes.json'), { force: true });
  // The shop's pages pre-rendered again from its own build, as they were before the test.
  execFileSync(process.execPath, ['scripts/prerender.mjs', 'mfe-shop'], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: deployDir },
  });
});

test(
  'republishing only mfe-shop changes the shop page on the running site, without rebuilding the shell',
  { tag: '@federation' },
  async ({ page }) => {
    const shellIndex = path.join(buildRoot, 'shell', 'dist', 'index.html');
    const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;

    await page.goto(pages.shop.path);
    await expect(page.getByRole('heading', { level: 1, name: pages.shop.title, exact: true })).toBeVisible();

    const version = `e2e-${Date.now()}`;
    const missionsBefore = fs.statSync(path.join(deployDir, 'prerendered', 'missions.html')).mtimeMs;
    const output = publish(makeChangedShopBuild(), version);
    expect(output).toContain(version);

    // Only the shop's routes were rendered again, from the published build: the HTML has the new title.
    const served = await (
      await page.request.get(pages.shop.path, { headers: { accept: 'text/html' } })
    ).text();
    expect(served).toContain(`<h1>${NEW_TITLE}</h1>`);
    expect(served).toContain(`/mfe/shop/releases/${version}/remoteEntry.js`);
    expect(fs.statSync(path.join(deployDir, 'prerendered', 'missions.html')).mtimeMs).toBe(missionsBefore);

    const entryLoaded = page.waitForResponse((response) =>
      response.url().endsWith(`/mfe/shop/releases/${version}/remoteEntry.js`),
    );
    await page.reload();
    expect((await entryLoaded).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();

    // The other modules and the shell are untouched.
    await page.goto(pages.missions.path);
    await expect(page.getByRole('heading', { level: 1, name: pages.missions.title })).toBeVisible();
    expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
    const remotes = await (await page.request.get('/remotes.json')).json();
    expect(remotes.mfe_shop).toBe(`/mfe/shop/releases/${version}/mf-manifest.json`);
    expect(remotes.mfe_forms).toBe('/mfe/forms/mf-manifest.json');
  },
);
