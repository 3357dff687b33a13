// npm test: installs what is missing (npm packages, Debian's Chromium), then runs every test —
// lint boundaries, unit and component tests of each package, api tests, end-to-end tests in
// Chromium against the production server — and closes with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteModules, shellModule } from './lib/modules.mjs';
import { ensureBuilt, ensureInstalled, log, repoRoot } from './lib/workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';
const jestPackages = ['shared', shellModule.folder, ...remoteModules.map(({ folder }) => folder), 'api'];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  log('installation de Chromium (paquet Debian)…');
  const isRoot = process.getuid?.() === 0;
  const apt = (args) =>
    spawnSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  const result = apt(['install', '-y', '-qq', 'chromium']);
  if (result.status !== 0 || !fs.existsSync(CHROMIUM)) {
    log('Chromium n’a pas pu être installé : les tests de bout en bout ne peuvent pas tourner.');
    process.exit(1);
  }
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
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'scripts/tests/'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  const number = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(result.stdout)?.[1] ?? 0);
  const failed = number('fail') + (result.status !== 0 && number('fail') === 0 ? 1 : 0);
  count('scripts (node --test)', number('pass'), failed, number('skipped'));
}

function runPlaywright() {
  const output = path.join(reports, 'playwright.json');
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  if (!fs.existsSync(output)) return count('playwright', 0, 1);
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(output, 'utf8'));
  count('playwright (Chromium)', stats.expected + stats.flaky, stats.unexpected, stats.skipped);
  // A run that could not start (its server's port taken, a broken config) passed nothing: a failure.
  if (stats.expected + stats.flaky === 0 || (result.status !== 0 && stats.unexpected === 0))
    count(`playwright (le lancement a échoué${errors.length ? ` : ${errors.length} erreur(s)` : ''})`, 0, 1);
}

ensureInstalled();
ensureChromium();
// The scripts' tests read the builds (pre-rendering, byte budgets): built first.
ensureBuilt();
runNodeTests();
for (const folder of jestPackages) runJest(folder);
runPlaywright();

if (failures.length) log(`en échec : ${failures.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
