// The pipelines: every workflow valid for GitHub Actions (action-validator, the schema GitHub
// publishes), every module deployed by the one shared pipeline, on main only, with its own secret.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { remoteModules, shellModule } from '../lib/modules.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const folder = path.join(repoRoot, '.github', 'workflows');
const workflows = fs.readdirSync(folder).filter((file) => file.endsWith('.yml'));
const read = (file) => fs.readFileSync(path.join(folder, file), 'utf8');

for (const file of workflows) {
  test(`${file} is a valid GitHub Actions workflow`, () => {
    const result = spawnSync('npx', ['action-validator', path.join(folder, file)], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
}

test('the linter refuses a broken workflow', () => {
  const broken = path.join(repoRoot, 'node_modules', '.broken-workflow.yml');
  fs.writeFileSync(broken, 'name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n');
  const result = spawnSync('npx', ['action-validator', broken], { cwd: repoRoot, encoding: 'utf8' });
  fs.rmSync(broken);
  assert.notEqual(result.status, 0);
});

test('each module has its short workflow calling the shared pipeline, with its own deployment secret', () => {
  for (const module of [shellModule, ...remoteModules]) {
    const text = read(`${module.folder}.yml`);
    const secret = `DEPLOY_TOKEN_${module.folder.toUpperCase().replace(/-/g, '_')}`;
    assert.match(text, /uses: \.\/\.github\/workflows\/module-pipeline\.yml/, module.folder);
    assert.match(text, new RegExp(`module: ${module.folder}\\n`), module.folder);
    assert.match(text, new RegExp(`DEPLOY_TOKEN: \\$\\{\\{ secrets\\.${secret} \\}\\}`), module.folder);
    assert.ok(
      text.split('\n').length < 25,
      `${module.folder}.yml reste court : le pipeline est écrit une fois`,
    );
  }
});

test('the shared pipeline lints, types, tests and builds before it deploys, on main only', () => {
  const text = read('module-pipeline.yml');
  const order = ['npx eslint', 'npm run typecheck', 'npm test', 'npm run build', 'npm run deploy'].map(
    (step) => text.indexOf(`run: ${step}`),
  );
  assert.ok(order.every((index) => index > 0));
  assert.deepEqual(
    [...order].sort((a, b) => a - b),
    order,
  );
  assert.match(
    text,
    /if: inputs\.deploy && github\.ref == 'refs\/heads\/main' && github\.event_name == 'push'/,
  );
});
