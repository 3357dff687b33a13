// A server killed (kill -9) while a release renders: its renderer dies with it, the next start finds
// the site as it was (the version before, checked), the staging area empty, and a rollback reaches the
// true previous version. A switch whose checks never finished is undone at the next start.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { archiveOf, copyBuild, repoRoot } from '../../__tests__/support/release-site';
import { answersHealth, builtServerEnv, spawnBuiltServer } from '../../__tests__/support/built-server';
import { createTestContext } from '../../__tests__/support/harness';
import { localFetch } from '../../deployments/local-fetch';
import { startLiveSite } from '../../deployments/live-site-start';
import { deploymentsOf } from '../../deployments/deployment-store';
import { currentStateDir, readLiveSite, stagingDir, switchState } from '../layout';
import { writeJournal } from '../switch-journal';

jest.setTimeout(240_000);
const token = 's'.repeat(40);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-crash-'));
const port = 8400 + (process.pid % 500);
const env = builtServerEnv(work, port, { DEPLOY_TOKEN_MFE_SHOP: token });
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

async function startServer(): Promise<void> {
  server = spawnBuiltServer(env);
  if (!(await answersHealth(port, server))) throw new Error('le serveur ne démarre pas');
}

const post = (url: string, body: Buffer | string, type: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  });

/** A new version of the shop: its remote entry marked, its pages rendered after `renderDelay` ms. */
async function shopVersion(mark: string, renderDelay = 0): Promise<Buffer> {
  const build = copyBuild('mfe-shop');
  fs.appendFileSync(path.join(build.dist, 'remoteEntry.js'), `\n// ${mark}`);
  if (renderDelay > 0) {
    const pages = path.join(build.server, 'pages.js');
    fs.writeFileSync(
      pages,
      `{ const end = Date.now() + ${renderDelay}; while (Date.now() < end); }\n${fs.readFileSync(pages, 'utf8')}`,
    );
  }
  return archiveOf(build.root);
}

const shopVersionLive = () => readLiveSite(env.DEPLOY_DIR).remotes.mfe_shop;

it('kill -9 while a release renders: the renderer dies too, the site stays as it was, a rollback reaches the version before', async () => {
  await startServer();
  const versions: string[] = [];
  for (const mark of ['v1', 'v2']) {
    const answer = (await (
      await post('/api/deployments/mfe-shop', await shopVersion(mark), 'application/gzip')
    ).json()) as {
      version: string;
    };
    versions.push(answer.version);
  }
  expect(shopVersionLive()).toBe(versions[1]);
  const stateBefore = currentStateDir(env.DEPLOY_DIR);

  const slow = await shopVersion('v3', 60_000);
  void post('/api/deployments/mfe-shop', slow, 'application/gzip').catch(() => undefined);
  // Wait for the renderer to be at work.
  let rendererPid = 0;
  for (let tries = 0; tries < 300 && !rendererPid; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const staging = stagingDir(env.DEPLOY_DIR);
    for (const folder of fs.existsSync(staging) ? fs.readdirSync(staging) : []) {
      const pidFile = path.join(staging, folder, 'renderer.pid');
      if (fs.existsSync(pidFile)) rendererPid = Number(fs.readFileSync(pidFile, 'utf8'));
    }
  }
  expect(rendererPid).toBeGreaterThan(0);
  server!.kill('SIGKILL');
  await new Promise((resolve) => server!.once('exit', resolve));
  // The renderer dies with the server (its parent-death signal).
  for (let tries = 0; tries < 50 && fs.existsSync(`/proc/${rendererPid}`); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(fs.existsSync(`/proc/${rendererPid}`)).toBe(false);

  await startServer();
  expect(currentStateDir(env.DEPLOY_DIR)).toBe(stateBefore);
  expect(shopVersionLive()).toBe(versions[1]);
  expect(fs.existsSync(stagingDir(env.DEPLOY_DIR)) ? fs.readdirSync(stagingDir(env.DEPLOY_DIR)) : []).toEqual(
    [],
  );

  const rollback = await post('/api/deployments/mfe-shop/rollback', '{}', 'application/json');
  expect(rollback.status).toBe(200);
  expect(shopVersionLive()).toBe(versions[0]);
  server!.kill('SIGKILL');
});

it('a switch whose checks never finished is undone at the next start, and said in the audit trail', async () => {
  const ctx = await createTestContext({
    SITE_ROOT: repoRoot,
    DEPLOY_DIR: path.join(work, 'journal-deploy'),
    CONTENT_DIR: path.join(repoRoot, 'content'),
  });
  try {
    await startLiveSite(ctx.app.services, ctx.app.log, localFetch(ctx.app));
    const checked = currentStateDir(ctx.config.deployDir)!;
    // A state made live, then the server stopped before its smoke check ended.
    const unchecked = path.join(ctx.config.deployDir, 'states', 'z-unchecked');
    fs.cpSync(checked, unchecked, { recursive: true });
    writeJournal(ctx.config.deployDir, {
      module: 'mfe-shop',
      action: 'deploy',
      tokenName: 'équipe boutique',
      commit: 'abc123',
      version: '0123456789ab',
      state: unchecked,
      previousState: checked,
      startedAt: new Date().toISOString(),
    });
    switchState(ctx.config.deployDir, unchecked);

    await startLiveSite(ctx.app.services, ctx.app.log, localFetch(ctx.app));
    expect(currentStateDir(ctx.config.deployDir)).toBe(checked);
    expect(deploymentsOf(ctx.app.services.db, 'mfe-shop')[0]).toMatchObject({
      result: 'interrupted',
      version: '0123456789ab',
      tokenName: 'équipe boutique',
    });
  } finally {
    await ctx.close();
  }
});
