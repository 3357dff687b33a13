// npm test: installs what is missing (npm packages, Debian's Chromium), then runs every test —
// lint boundaries, unit and component tests of each package, api tests, end-to-end tests in
// Chromium against the production server — and closes with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteModules, shellModule } from './lib/modules.mjs';
import { ensureDebianPackage } from './lib/debian-packages.mjs';
import { ensureBuilt, ensureInstalled, log, repoRoot, runOnPinnedNode } from './lib/workspace.mjs';
import { useRunFolder } from '../shared/build/run-folder.cjs';

// On a machine whose own Node is not the project's, everything below runs on the project's.
runOnPinnedNode();

const CHROMIUM = '/usr/bin/chromium';
const JAVA = '/usr/bin/java';
const jestPackages = ['shared', shellModule.folder, ...remoteModules.map(({ folder }) => folder), 'api'];
// Everything the run makes in the temporary folder, its reports and its children's folders included,
// goes into one folder of its own, removed when the run ends.
useRunFolder('mtdm-test-run-');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function ensureBrowserAndJava() {
  ensureDebianPackage(CHROMIUM, 'chromium', 'les tests de bout en bout');
  ensureDebianPackage(JAVA, 'default-jre-headless', 'les contrôles du validateur Nu');
}

function count(label, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (failed > 0) failures.push(label);
  log(`${label} : ${passed} réussis, ${failed} en échec${skipped ? `, ${skipped} ignorés` : ''}`);
}

function runJest(folder) {
  const output = path.join(reports, `${folder}.json`);
  const result = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${output}`], {
    cwd: path.join(repoRoot, folder),
    stdio: 'inherit',
  });
  if (!fs.existsSync(output)) return count(`jest ${folder}`, 0, 1);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  // A suite that cannot even load counts as one failure.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  count(
    `jest ${folder}`,
    report.numPassedTests,
    report.numFailedTests + brokenSuites,
    report.numPendingTests,
  );
  if (result.status !== 0 && report.numFailedTests + brokenSuites === 0)
    count(`jest ${folder} (sortie)`, 0, 1);
}

function runNodeTests() {
  // tsx: a test may read the site's own rules from their TypeScript sources (shared/src).
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=tap', 'scripts/tests/'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const number = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(result.stdout)?.[1] ?? 0);
  const failed = number('fail') + (result.status !== 0 && number('fail') === 0 ? 1 : 0);
  count('scripts (node --test)', number('pass'), failed, number('skipped'));
}

function runPlaywright(label = 'playwright (Chromium)', args = [], env = {}) {
  const output = path.join(reports, `${label.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json', ...args], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (!fs.existsSync(output)) return count(label, 0, 1);
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(output, 'utf8'));
  count(label, stats.expected + stats.flaky, stats.unexpected, stats.skipped);
  // A run that could not start (its server's port taken, a broken config) passed nothing: a failure.
  if (stats.expected + stats.flaky === 0 || (result.status !== 0 && stats.unexpected === 0))
    count(`playwright (le lancement a échoué${errors.length ? ` : ${errors.length} erreur(s)` : ''})`, 0, 1);
}

/**
 * The upgrade path of the federation runtime (docs/upgrading.md): the whole site built again with the
 * package's own runtime (MTDM_FEDERATION_RUNTIME=package) into a folder of its own, then the
 * federation end-to-end tests (@federation: every route loads, outages fall back, a module deploys
 * alone) against a server that serves that build.
 */
function runPackageRuntimeTests() {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-package-runtime-'));
  log('construction du site avec le runtime de @module-federation/enhanced…');
  for (const { folder } of [shellModule, ...remoteModules]) {
    const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(repoRoot, folder),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        MTDM_FEDERATION_RUNTIME: 'package',
        MTDM_OUTPUT_PATH: path.join(siteRoot, folder, 'dist'),
        MTDM_SERVER_OUTPUT_PATH: path.join(siteRoot, folder, 'dist-server'),
      },
    });
    if (result.status !== 0) return count(`construction de ${folder} (runtime du paquet)`, 0, 1);
  }
  // The switch did switch: every entry carries the package's runtime.
  const entries = [
    [shellModule.folder, 'main.js'],
    ...remoteModules.map(({ folder }) => [folder, 'remoteEntry.js']),
  ];
  const withPackageRuntime = entries.filter(([folder, file]) =>
    fs
      .readFileSync(path.join(siteRoot, folder, 'dist', `${file}.map`), 'utf8')
      .includes('@module-federation/runtime-core'),
  );
  count(
    'runtime du paquet dans chaque entrée',
    withPackageRuntime.length,
    entries.length - withPackageRuntime.length,
  );
  runPlaywright('playwright @federation (runtime du paquet)', [], {
    E2E_TAG: '@federation',
    SITE_ROOT: siteRoot,
    CONTENT_DIR: path.join(repoRoot, 'content'),
    E2E_PORT: '8182',
  });
}

const packageRuntimeOnly = process.argv.includes('--package-runtime-only');
ensureInstalled();
ensureBrowserAndJava();
// The scripts' tests read the builds (pre-rendering, byte budgets): built first.
ensureBuilt();
if (!packageRuntimeOnly) {
  runNodeTests();
  for (const folder of jestPackages) runJest(folder);
  runPlaywright();
}
runPackageRuntimeTests();

if (failures.length) log(`en échec : ${failures.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
