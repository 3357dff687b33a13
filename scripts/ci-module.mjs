// npm run ci:module -- <module>: one module's pipeline, as CI's matrix runs it (.github/workflows/
// modules.yml): its lint and format, its types, its tests, its build, then a composed smoke: the
// module's new build served with the others' current builds, each of its routes rendered in Chromium
// (all routes for the shell and the api, which every page goes through).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pipelineModules } from './lib/affected-modules.mjs';
import { ensureDebianPackage } from './lib/debian-packages.mjs';
import { ensureInstalled, log, repoRoot, runOnPinnedNode } from './lib/workspace.mjs';

runOnPinnedNode();
const { positionals } = parseArgs({ allowPositionals: true });
const [module] = positionals;
if (!pipelineModules().includes(module)) {
  console.error(`Usage : npm run ci:module -- <${pipelineModules().join('|')}>`);
  process.exit(2);
}
ensureInstalled();
const workspace = JSON.parse(fs.readFileSync(path.join(repoRoot, module, 'package.json'), 'utf8')).name;
const ownRoutesOnly = module !== 'api' && module !== 'shell';

const steps = [
  ['lint', 'npx', ['eslint', module]],
  ['format', 'npx', ['prettier', '--check', module]],
  ['types', 'npm', ['run', 'typecheck', '-w', workspace]],
  ['tests', 'npm', ['test', '-w', workspace]],
  ['build', 'npm', ['run', 'build', '-w', workspace]],
  [
    ownRoutesOnly ? 'routes du module avec les autres modules' : 'toutes les routes',
    'npx',
    ['playwright', 'test', 'tests/routes.spec.ts', '--grep', 'is rendered by its module', '--reporter=line'],
    {
      cwd: path.join(repoRoot, 'e2e'),
      env: { ...(ownRoutesOnly ? { E2E_MODULE: module } : {}), E2E_PORT: process.env.E2E_PORT ?? '8383' },
    },
  ],
];

const started = Date.now();
for (const [label, command, args, options = {}] of steps) {
  if (command === 'npx' && args[0] === 'playwright')
    ensureDebianPackage('/usr/bin/chromium', 'chromium', 'les routes du module dans Chromium');
  const stepStarted = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    log(`${module} : ${label} en échec (${seconds} s)`);
    process.exit(1);
  }
  log(`${module} : ${label} (${seconds} s)`);
}
log(`${module} : pipeline réussi en ${((Date.now() - started) / 1000).toFixed(0)} s`);
