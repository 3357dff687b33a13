// A server on the repository's real builds with a deployment folder of its own, its first state
// rendered as npm start renders it: what the release tests deploy to, over HTTP (inject).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { remoteModules, shellModule } from '@mtdm/shared/federation';
import { localFetch } from '../../deployments/local-fetch';
import { startLiveSite } from '../../deployments/live-site-start';
import { createTestContext, type TestContext } from './harness';

export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

/** Tokens of the release tests, one a module of the one list and one for the content (40 characters). */
export const releaseTokens: Readonly<Record<string, string>> = Object.fromEntries(
  [shellModule, ...remoteModules]
    .map((module) => module.folder)
    .concat('content')
    .map((module) => [module, `${module}:`.padEnd(40, '0')]),
);

export type ReleaseModule = string;

const tokenVariable = (module: string) => `DEPLOY_TOKEN_${module.toUpperCase().replace(/-/g, '_')}`;

export async function createReleaseSite(env: Record<string, string> = {}): Promise<TestContext> {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-release-site-'));
  const ctx = await createTestContext({
    SITE_ROOT: repoRoot,
    DEPLOY_DIR: deployDir,
    CONTENT_DIR: path.join(repoRoot, 'content'),
    ...Object.fromEntries(
      Object.entries(releaseTokens).map(([module, token]) => [tokenVariable(module), token]),
    ),
    ...env,
  });
  await startLiveSite(ctx.app.services, ctx.app.log, localFetch(ctx.app));
  return ctx;
}

/** A copy of a module's build (<root>/dist, <root>/dist-server) that a test may change. */
export function copyBuild(module: string): { root: string; dist: string; server: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `mtdm-release-${module}-`));
  for (const folder of ['dist', 'dist-server'])
    fs.cpSync(path.join(repoRoot, module, folder), path.join(root, folder), { recursive: true });
  return { root, dist: path.join(root, 'dist'), server: path.join(root, 'dist-server') };
}

/** The .tar.gz of the folders `folders` of `root`, as npm run deploy packs them. */
export async function archiveOf(
  root: string,
  folders: readonly string[] = ['dist', 'dist-server'],
): Promise<Buffer> {
  const archive = pack();
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Every compressed byte read, not only written.
  const written = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject));
  archive.pipe(gzip);
  const add = (folder: string, prefix: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) add(path.join(folder, entry.name), relative);
      else archive.entry({ name: relative }, fs.readFileSync(path.join(root, folder, entry.name)));
    }
  };
  for (const folder of folders) add(folder, folder);
  archive.finalize();
  await written;
  return Buffer.concat(chunks);
}

/** POST /api/deployments/<module> with the module's own token, from this machine (and `headers`). */
export const deploy = (
  ctx: TestContext,
  module: ReleaseModule,
  archive: Buffer,
  token = releaseTokens[module],
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/deployments/${module}`,
    headers: {
      host: 'localhost',
      authorization: `Bearer ${token}`,
      'content-type': 'application/gzip',
      ...headers,
    },
    payload: archive,
  });

/** The live state's documents, by file. */
export function livePages(ctx: TestContext): Record<string, string> {
  const dir = path.join(fs.realpathSync(path.join(ctx.config.deployDir, 'current')), 'prerendered');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}
