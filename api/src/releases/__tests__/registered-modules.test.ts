// A module made by npm run new-module after the server started: its team's token added to the file the
// association edits, its first release registers it, and the running server serves it at once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from '../../__tests__/support/harness';
import {
  archiveOf,
  copyBuild,
  createReleaseSite,
  deploy,
  releaseTokens,
  repoRoot,
} from '../../__tests__/support/release-site';
import { newModuleNamed, registeredModules } from '../module-registry';

jest.setTimeout(180_000);
let ctx: TestContext;
let tokensFile: string;
/** The copy of the repository the module was made in (<copy>/mfe-expositions/dist…). */
let made: string;

const MODULE = 'mfe-expositions';
const token = 'jeton-de-l-equipe-des-expositions-0123456789';
const html = { host: 'localhost', accept: 'text/html' };

/** The association adds a team's token to its file: the digest only, as npm run deploy-token writes it. */
function addToken(name: string, module: string, secret: string) {
  const listed = JSON.parse(fs.readFileSync(tokensFile, 'utf8')) as unknown[];
  const digest = `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex')}`;
  fs.writeFileSync(tokensFile, JSON.stringify([...listed, { name, module, digest }]));
}

beforeAll(async () => {
  tokensFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-tokens-')), 'jetons.json');
  fs.writeFileSync(tokensFile, '[]');
  ctx = await createReleaseSite({ DEPLOY_TOKENS_FILE: tokensFile });
  // What the team does on its side, once the server runs: npm run new-module, then its build.
  const generated = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'e2e', 'support', 'generate-module.mjs'), 'expositions'],
    { encoding: 'utf8' },
  );
  expect(generated.status).toBe(0);
  made = generated.stdout.trim();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(made, { recursive: true, force: true });
});

it('answers "Module inconnu" to a module nobody gave a token for', async () => {
  const archive = await archiveOf(path.join(made, MODULE));
  const refused = await deploy(ctx, MODULE, archive, token);
  expect(refused.statusCode).toBe(404);
  expect(refused.json().message).toBe(`Module inconnu : ${MODULE}.`);
  expect(registeredModules(ctx.config.deployDir)).toEqual([]);
});

it('registers the module at its first release with its new token: served, named to the shell, its page shown', async () => {
  addToken('équipe expositions', MODULE, token);
  const started = Date.now();
  const answer = await deploy(ctx, MODULE, await archiveOf(path.join(made, MODULE)), token);
  expect(answer.statusCode).toBe(200);
  const version = answer.json().version as string;
  expect(answer.json().message).toMatch(new RegExp(`${MODULE}\\s: version ${version} en service\\.`));
  console.info(`nouveau module en service en ${Date.now() - started} ms, serveur non redémarré`);
  expect(registeredModules(ctx.config.deployDir).map((module) => module.folder)).toEqual([MODULE]);

  const remotes = (await ctx.app.inject({ url: '/remotes.json', headers: html })).json();
  expect(remotes.mfe_expositions).toBe(`/mfe/expositions/releases/${version}/mf-manifest.json`);
  const entry = await ctx.app.inject({
    url: `/mfe/expositions/releases/${version}/remoteEntry.js`,
    headers: { host: 'localhost' },
  });
  expect(entry.statusCode).toBe(200);
  expect(entry.body).toBe(fs.readFileSync(path.join(made, MODULE, 'dist', 'remoteEntry.js'), 'utf8'));

  const page = await ctx.app.inject({ url: '/expositions/', headers: html });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(
    '"modulePage":{"remote":"mfe_expositions","module":"./ExpositionsModulePage","title":"Expositions"}',
  );
  expect(page.body).toContain(`/mfe/expositions/releases/${version}/mf-manifest.json`);
  expect((await ctx.app.inject({ url: '/expositions/autre', headers: html })).statusCode).toBe(404);
  // Another team's token still cannot touch it.
  const museum = await deploy(
    ctx,
    MODULE,
    await archiveOf(path.join(made, MODULE)),
    releaseTokens['mfe-museum'],
  );
  expect(museum.statusCode).toBe(403);
  // The public pages already pre-rendered are served as they were, naming it among the remotes.
  const home = await ctx.app.inject({ url: '/', headers: html });
  expect(home.body).toContain('"mfe_expositions":"/mfe/expositions/releases/');
});

it('forgets a new module whose first release is refused, and never registers a name the site uses', async () => {
  const secret = 'jeton-d-un-module-sans-son-point-d-entree-0123';
  addToken('équipe essai', 'mfe-essai', secret);
  const broken = copyBuild('mfe-shop');
  fs.rmSync(path.join(broken.dist, 'remoteEntry.js'));
  const refused = await deploy(ctx, 'mfe-essai', await archiveOf(broken.root), secret);
  expect(refused.statusCode).toBe(422);
  expect(registeredModules(ctx.config.deployDir).map((module) => module.folder)).toEqual([MODULE]);
  expect((await ctx.app.inject({ url: '/remotes.json', headers: html })).json().mfe_essai).toBeUndefined();

  const pagesSecret = 'jeton-d-un-module-qui-prendrait-les-pages-01';
  addToken('équipe pages', 'mfe-pages', pagesSecret);
  const taken = await deploy(ctx, 'mfe-pages', await archiveOf(path.join(made, MODULE)), pagesSecret);
  expect(taken.statusCode).toBe(422);
  expect(taken.json().message).toMatch(/son nom reprend celui d’un module existant/);
});

it('derives a new module from its name, refusing a malformed one or one the site already uses', () => {
  const { deployDir } = ctx.config;
  expect(newModuleNamed(deployDir, 'mfe-salle-d-honneur')).toEqual({
    folder: 'mfe-salle-d-honneur',
    federationName: 'mfe_salle_d_honneur',
    segment: 'salle-d-honneur',
    devPort: 0,
  });
  for (const name of [
    'mfe-shop',
    MODULE,
    'mfe-api',
    'mfe-pages',
    'mfe-en',
    'mfe-benevoles',
    'mfe-Expo',
    'expo',
    'mfe-',
    'mfe-a--b',
    `mfe-${'x'.repeat(40)}`,
  ])
    expect(newModuleNamed(deployDir, name)).toBeUndefined();
});
