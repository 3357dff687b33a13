import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pages } from '@mtdm/shared/routing';
import { expect, test } from '../support/fixtures';

const repoRoot = path.resolve(__dirname, '..', '..');
const deployDir = process.env.E2E_DEPLOY_DIR as string;
const NEW_TITLE = 'La boutique, nouvelle version';

/** A build of mfe-shop that differs visibly from the one served: its page title is changed. */
function makeChangedShopBuild(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-shop-build-'));
  fs.cpSync(path.join(repoRoot, 'mfe-shop', 'dist'), copy, { recursive: true });
  let replaced = 0;
  for (const file of fs.readdirSync(copy).filter((name) => name.endsWith('.js'))) {
    const full = path.join(copy, file);
    const code = fs.readFileSync(full, 'utf8');
    const changed = code.split(`"${pages.shop.title}"`).join(`"${NEW_TITLE}"`);
    if (changed !== code) {
      replaced += 1;
      fs.writeFileSync(full, changed);
    }
  }
  expect(replaced, 'the shop title must be found in the build').toBeGreaterThan(0);
  return copy;
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
});

test('republishing only mfe-shop changes the shop page on the running site, without rebuilding the shell', async ({
  page,
}) => {
  const shellIndex = path.join(repoRoot, 'shell', 'dist', 'index.html');
  const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;

  await page.goto(pages.shop.path);
  await expect(page.getByRole('heading', { level: 1, name: pages.shop.title, exact: true })).toBeVisible();

  const version = `e2e-${Date.now()}`;
  const output = publish(makeChangedShopBuild(), version);
  expect(output).toContain(version);

  const manifestLoaded = page.waitForResponse((response) =>
    response.url().endsWith(`/mfe/shop/releases/${version}/mf-manifest.json`),
  );
  await page.reload();
  expect((await manifestLoaded).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();

  // The other modules and the shell are untouched.
  await page.goto(pages.missions.path);
  await expect(page.getByRole('heading', { level: 1, name: pages.missions.title })).toBeVisible();
  expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes.mfe_shop).toBe(`/mfe/shop/releases/${version}/mf-manifest.json`);
  expect(remotes.mfe_forms).toBe('/mfe/forms/mf-manifest.json');
});
