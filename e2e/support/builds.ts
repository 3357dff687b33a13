// Builds of a module made for the deployment tests: a copy of its dist/ and dist-server/ with a
// change, deployed with the pipelines' own command; and hand-made archives, hostile ones included.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pack } from 'tar-stream';
import { E2E_PORT } from '../playwright.config';
import { createGzip } from 'node:zlib';

const repoRoot = path.resolve(__dirname, '..', '..');
/** The builds the server serves: the repository's, or another set (SITE_ROOT, the package's runtime). */
const buildRoot = process.env.SITE_ROOT ?? repoRoot;

/** The shell's index.html as built: its frame before the server fills it in, as a plain file host sends it. */
export const plainShellDocument = (): string =>
  fs.readFileSync(path.join(buildRoot, 'shell', 'dist', 'index.html'), 'utf8');

/** A copy of a module's build, under <copy>/<module>/{dist,dist-server}, that a test may change. */
export function copyBuild(module: string): { root: string; dist: string; server: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `mtdm-e2e-${module}-`));
  for (const folder of ['dist', 'dist-server'])
    fs.cpSync(path.join(buildRoot, module, folder), path.join(root, module, folder), { recursive: true });
  return { root, dist: path.join(root, module, 'dist'), server: path.join(root, module, 'dist-server') };
}

/** Replaces a text in every script of a folder; returns how many files changed. */
export function replaceInScripts(folder: string, from: string, to: string): number {
  let changed = 0;
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const full = path.join(folder, file);
    const code = fs.readFileSync(full, 'utf8');
    const replaced = code.split(from).join(to);
    if (replaced !== code) {
      fs.writeFileSync(full, replaced);
      changed += 1;
    }
  }
  return changed;
}

/** A .tar.gz of entries given as they are (paths included): for builds and for hostile archives. */
export async function tarGz(
  entries: readonly { name: string; content?: Buffer | string; linkname?: string }[],
) {
  const archive = pack();
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  archive.pipe(gzip);
  for (const entry of entries) {
    if (entry.linkname) archive.entry({ name: entry.name, type: 'symlink', linkname: entry.linkname });
    else archive.entry({ name: entry.name }, entry.content ?? '');
  }
  archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** The commit the deployments of these tests claim to come from. */
export const E2E_COMMIT = 'e2e0000000000000000000000000000000000001';

/**
 * Deploys a copied build with the pipelines' own command (npm run deploy) to the server under test
 * (`options`: --preview…); returns its exit status and what it printed.
 */
export function deployCopy(copy: { root: string }, module: string, token: string, options: string[] = []) {
  return runDeploy([module, '--from', copy.root, ...options], token);
}

/** npm run deploy with these arguments against the server under test (--promote <id>, --discard <id>…). */
export function runDeploy(args: readonly string[], token: string) {
  const result = spawnSync(process.execPath, ['scripts/deploy.mjs', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SITE_URL: `http://localhost:${E2E_PORT}`,
      DEPLOY_TOKEN: token,
      // The commit the audit trail names, as a pipeline gives it.
      GITHUB_SHA: E2E_COMMIT,
    },
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  return { exitCode: result.status, output, httpStatus: Number(/\(statut (\d+),/.exec(output)?.[1]) };
}
