// Facts about the repository shared by the start, test, dev and publish scripts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { remoteModules, shellModule } from './modules.mjs';
import { runtimeEnvironment } from './node-runtime.mjs';

export { ensureInstalled, runOnPinnedNode } from './node-runtime.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where the modules' builds (dist/, dist-server/) are read from: the repository, or SITE_ROOT when the
 * server is given another set of builds (the same variable the api serves them from), such as the
 * site built with the package's federation runtime (docs/upgrading.md).
 */
export const buildRoot = process.env.SITE_ROOT ? path.resolve(process.env.SITE_ROOT) : repoRoot;

/**
 * The site's own content (news, products, archives, practical facts, the association's details and
 * their media): what is live until a content release replaces it. CONTENT_DIR, as for the api.
 */
export const contentRoot = process.env.CONTENT_DIR
  ? path.resolve(process.env.CONTENT_DIR)
  : path.join(buildRoot, 'content');

/** Buildable packages in build order, with the file whose presence means "built". */
const buildables = [
  // The server build (dist-server/) is written last by each frontend module's build.
  { name: shellModule.folder, folder: shellModule.folder, builtMarker: 'dist-server/render.js' },
  ...remoteModules.map(({ folder }) => ({ name: folder, folder, builtMarker: 'dist-server/pages.js' })),
  { name: '@mtdm/api', folder: 'api', builtMarker: 'dist/main.js' },
];

export function log(message) {
  console.log(`[mtdm] ${message}`);
}

/** Runs a command in the foreground, inheriting the terminal; exits the script if it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: repoRoot,
    env: runtimeEnvironment(),
    ...options,
  });
  if (result.status !== 0) {
    log(`échec : ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Sources a package's build depends on: its own, and the shared package's. */
function sourcesOf(folder) {
  const own = path.join(repoRoot, folder);
  const shared = path.join(repoRoot, 'shared');
  return [
    path.join(own, 'src'),
    path.join(own, 'public'),
    path.join(own, 'package.json'),
    ...fs
      .readdirSync(own)
      .filter((f) => /\.(c|m)?js$/.test(f))
      .map((f) => path.join(own, f)),
    path.join(shared, 'src'),
    path.join(shared, 'build'),
    path.join(shared, 'assets'),
  ];
}

/** The file whose date says when the package was last built. */
const markerOf = ({ folder, builtMarker }) => path.join(repoRoot, folder, builtMarker);

/** Packages whose build is missing or older than their sources. */
function packagesToBuild() {
  return buildables.filter((pkg) => {
    const marker = markerOf(pkg);
    if (!fs.existsSync(marker)) return true;
    const builtAt = fs.statSync(marker).mtimeMs;
    return sourcesOf(pkg.folder).some((source) => newestMtime(source) > builtAt);
  });
}

export function ensureBuilt() {
  for (const pkg of packagesToBuild()) {
    log(`construction de ${pkg.name}…`);
    run('npm', ['run', 'build', '-w', pkg.name]);
    // webpack leaves a file it would write unchanged alone, old date included: without this, a
    // source touched but built to the same output would be rebuilt at every start.
    const now = new Date();
    fs.utimesSync(markerOf(pkg), now, now);
  }
}
