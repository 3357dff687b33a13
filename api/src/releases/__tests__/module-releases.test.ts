// Releases of modules over HTTP on the real builds: every file a build names must be in it; the same
// module waits its turn (told how long), different remotes release side by side.
import fs from 'node:fs';
import path from 'node:path';
import { publicRemoteModules, remoteModules } from '@mtdm/shared/federation';
import { pages as pageRegistry, type PageKey } from '@mtdm/shared/routing';
import type { TestContext } from '../../__tests__/support/harness';
import {
  archiveOf,
  copyBuild,
  createReleaseSite,
  deploy,
  livePages,
  releaseTokens,
} from '../../__tests__/support/release-site';
import { readLiveSite } from '../layout';
import { deploymentsOf } from '../../deployments/deployment-store';
import { scriptSource } from '../page-scripts';
import { chunksNamedBy } from '../release-checks';

jest.setTimeout(180_000);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createReleaseSite();
});
afterAll(() => ctx.close());

/** A copy of a module's build made different (so that it is a new version). */
function changedBuild(module: string, mark: string) {
  const build = copyBuild(module);
  fs.appendFileSync(path.join(build.dist, 'remoteEntry.js'), `\n// ${mark}`);
  return build;
}

it('a build whose remote entry names a chunk it does not carry is refused, naming the file; nothing changes', async () => {
  const before = livePages(ctx);
  const build = changedBuild('mfe-shop', 'sans un morceau');
  const named = chunksNamedBy(fs.readFileSync(path.join(build.dist, 'remoteEntry.js'), 'utf8'));
  const missing = named.find((file) => file.startsWith('__federation_expose_TermsOfSalePage'))!;
  expect(missing).toBeDefined();
  fs.rmSync(path.join(build.dist, missing));
  const response = await deploy(ctx, 'mfe-shop', await archiveOf(build.root));
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toContain(
    `Le fichier ${missing}, que remoteEntry.js ou le manifeste nomment, manque dans l’archive.`,
  );
  expect(livePages(ctx)).toEqual(before);
});

it('a second release of the same module is told to come back, and when (409 and Retry-After agree)', async () => {
  const [first, second] = await Promise.all([
    archiveOf(changedBuild('mfe-forms', 'premier').root),
    archiveOf(changedBuild('mfe-forms', 'second').root),
  ]);
  const answers = await Promise.all([deploy(ctx, 'mfe-forms', first), deploy(ctx, 'mfe-forms', second)]);
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([200, 409]);
  const busy = answers.find((answer) => answer.statusCode === 409)!;
  const seconds = Number(busy.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(5);
  expect(busy.json().message).toMatch(
    new RegExp(`Un déploiement de mfe-forms est déjà en cours\\s: réessayez dans ${seconds} secondes\\.`),
  );
});

it('every remote deployed at once all go live, each page naming its own new release', async () => {
  /** Each remote of the one list, and the first of its pages in the registry (a signed-in space has none). */
  const remotes = remoteModules.map((module) => module.folder);
  const ownPage = Object.fromEntries(
    publicRemoteModules.map((module) => [
      module.folder,
      `${Object.entries(pageRegistry).find(([, page]) => page.owner === module.federationName)![0]}.html`,
    ]),
  );
  const archives = await Promise.all(
    remotes.map((module) => archiveOf(changedBuild(module, 'ensemble').root)),
  );
  const started = Date.now();
  const answers = await Promise.all(remotes.map((module, index) => deploy(ctx, module, archives[index]!)));
  const elapsed = Date.now() - started;
  // A refusal says why (its French message), beside its status.
  expect(answers.map((answer) => (answer.statusCode === 200 ? 200 : answer.body))).toEqual(
    remotes.map(() => 200),
  );
  const site = readLiveSite(ctx.config.deployDir);
  const pages = livePages(ctx);
  for (const [index, module] of remotes.entries()) {
    const version = answers[index]!.json().version as string;
    const segment = remoteModules[index]!.segment;
    expect(Object.values(site.remotes)).toContain(version);
    if (ownPage[module]) {
      // The page carries the new release's entry inline, and the policy allows that script alone.
      const inline = new RegExp(
        `<script data-remote-entry="/mfe/${segment}/releases/${version}/remoteEntry\\.js">([\\s\\S]*?)</script>`,
      ).exec(pages[ownPage[module]]!);
      expect(inline?.[1]).toContain('// ensemble');
      expect(site.inlineScripts).toContain(scriptSource(inline![1]!));
      const served = await ctx.app.inject({
        method: 'GET',
        url: pageRegistry[ownPage[module].slice(0, -'.html'.length) as PageKey].path,
      });
      expect(served.body).toContain(inline![0]);
      expect(String(served.headers['content-security-policy'])).toContain(scriptSource(inline![1]!));
    }
    // A signed-in space's release is served, and named by no public page.
    else expect(Object.values(pages).join('\n')).not.toContain(`/mfe/${segment}/`);
  }
  console.info(`${remotes.length} modules déployés ensemble en ${elapsed} ms`);
});

it('a release over its byte budget is refused, saying by how much; nothing changes', async () => {
  const before = livePages(ctx);
  const heavy = copyBuild('mfe-shop');
  fs.appendFileSync(
    path.join(heavy.dist, 'remoteEntry.js'),
    `\n/* ${Array.from({ length: 4000 }, (_, index) => (index * 7919).toString(36)).join(' ')} */`,
  );
  const response = await deploy(ctx, 'mfe-shop', await archiveOf(heavy.root));
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toMatch(
    /remoteEntry\.js pèse \d+,\d\sKo, au-delà de son budget de 5,5\sKo/,
  );
  expect(livePages(ctx)).toEqual(before);
});

it('a shell release renders every page again with the new shell, the frame’s own pages included', async () => {
  const shell = copyBuild('shell');
  const index = path.join(shell.dist, 'index.html');
  fs.writeFileSync(
    index,
    fs.readFileSync(index, 'utf8').replace('</head>', '<meta name="x-release" content="2"></head>'),
  );
  const response = await deploy(ctx, 'shell', await archiveOf(shell.root));
  expect(response.statusCode).toBe(200);
  const pages = livePages(ctx);
  // Every page of the registry, and the not-found pages and the search pages (French and English).
  const ownPages = Object.keys(pages).filter((file) => !file.includes('--'));
  expect(response.json().pages).toHaveLength(ownPages.length - 4);
  // And the page of every product and object, rendered with the new shell too.
  expect(Object.keys(pages).filter((file) => file.includes('--')).length).toBeGreaterThan(60);
  for (const [file, html] of Object.entries(pages))
    expect([file, html.includes('name="x-release"')]).toEqual([file, true]);
  expect(readLiveSite(ctx.config.deployDir).shell).toBe(response.json().version);
});

it('a release whose visitors’ browsers report it failing is pulled back by the server, and says why', async () => {
  const first = await deploy(ctx, 'mfe-museum', await archiveOf(changedBuild('mfe-museum', 'bonne').root));
  expect(first.statusCode).toBe(200);
  const good = first.json().version as string;
  const second = await deploy(ctx, 'mfe-museum', await archiveOf(changedBuild('mfe-museum', 'cassée').root));
  const broken = second.json().version as string;
  expect(readLiveSite(ctx.config.deployDir).remotes.mfe_museum).toBe(broken);
  // Visitors open the museum's page; each browser reports the module failing there. The first one does
  // it three times: counted once, so that the three visitors the threshold asks for are five pages.
  const visitors = [20, 20, 20, 21, 22];
  for (const visitor of visitors) {
    expect((await ctx.app.inject({ method: 'GET', url: '/pages/LeMuseeEnBref' })).statusCode).toBe(200);
    const reported = await ctx.app.inject({
      method: 'POST',
      url: '/api/erreurs-navigateur',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost' },
      payload: JSON.stringify({
        module: 'mfe_museum',
        release: broken,
        route: '/pages/LeMuseeEnBref',
        kind: 'boundary',
        message: 'TypeError: la page ne s’hydrate pas',
      }),
      remoteAddress: `198.51.100.${visitor}`,
    });
    expect(reported.statusCode).toBe(204);
  }
  // The roll back runs after the answer, and is written once done: the next visitor gets the version before.
  const latest = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/deployments/mfe-museum',
        headers: { host: 'localhost', authorization: `Bearer ${releaseTokens['mfe-museum']}` },
      })
    ).json().history[0] as Record<string, unknown>;
  // Waited for on the disk first: each question to the deployments' api counts against the token's limit.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
  for (let wait = 0; wait < 300 && readLiveSite(ctx.config.deployDir).remotes.mfe_museum !== good; wait += 1)
    await pause();
  // The roll back is written once its checks are done, which a busy machine takes seconds over.
  for (
    let wait = 0;
    wait < 300 && deploymentsOf(ctx.app.services.db, 'mfe-museum', 1)[0]?.action !== 'rollback';
    wait += 1
  )
    await pause();
  expect(readLiveSite(ctx.config.deployDir).remotes.mfe_museum).toBe(good);
  expect(await latest()).toMatchObject({
    action: 'rollback',
    version: good,
    result: 'live',
    tokenName: 'surveillance des erreurs',
    message: expect.stringMatching(
      /^Retirée automatiquement\s: 3 erreurs signalées par les navigateurs pour 5 pages vues/,
    ),
  }); // The team reads it with its errors too.
  const errors = await ctx.app.inject({
    method: 'GET',
    url: '/api/deployments/mfe-museum/erreurs',
    headers: { host: 'localhost', authorization: `Bearer ${releaseTokens['mfe-museum']}` },
  });
  expect(errors.json()).toMatchObject({ byRelease: { [broken]: 5 }, pulledBack: [{ restored: good }] });
});
