// The pipelines: every workflow valid for GitHub Actions (action-validator, the schema GitHub
// publishes), every module deployed by the one shared pipeline, on main only, with its own secret.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

test('one workflow runs the modules a change concerns, each with its own pipeline and its own secret', () => {
  assert.deepEqual(
    workflows.filter((file) =>
      [shellModule, ...remoteModules].some((module) => file === `${module.folder}.yml`),
    ),
    [],
    'plus de fichier par module : la matrice les sert tous',
  );
  const text = read('modules.yml');
  assert.match(
    text,
    /run: echo "matrix=\$\(node scripts\/affected\.mjs --base "\$BASE"\)" >> "\$GITHUB_OUTPUT"/,
  );
  assert.match(text, /include: \$\{\{ fromJSON\(needs\.plan\.outputs\.matrix\) \}\}/);
  const order = [
    'node scripts/install.mjs',
    'npm run ci:module -- ${{ matrix.module }}',
    'npm run deploy -- ${{ matrix.module }}',
  ].map((step) => text.indexOf(`run: ${step}`));
  assert.ok(order.every((index) => index > 0));
  assert.deepEqual(
    [...order].sort((a, b) => a - b),
    order,
  );
  assert.match(
    text,
    /if: matrix\.deploy && github\.ref == 'refs\/heads\/main' && github\.event_name == 'push'/,
  );
  assert.match(text, /DEPLOY_TOKEN: \$\{\{ secrets\[matrix\.secret\] \}\}/);
  assert.match(text, /concurrency: deploy-\$\{\{ matrix\.module \}\}/);
});

test('the content pipeline corrects the typography of what reaches main too, before it checks and publishes', () => {
  const text = read('content.yml');
  const fix = text.indexOf('run: |\n          npm run typography:fix -- --content');
  const check = text.indexOf('run: npm run content:check');
  const publish = text.indexOf('run: npm run deploy -- content');
  assert.ok(fix > 0 && fix < check && check < publish, 'correction, vérification, publication');
  const fixStep = text.slice(text.lastIndexOf('- name:', fix), fix);
  assert.doesNotMatch(fixStep, /if:/, 'la correction vaut pour main comme pour une demande de fusion');
  assert.match(text, /git push origin "HEAD:\$\{\{ github\.head_ref \|\| github\.ref_name \}\}"/);
});

test('a title typed in the editor as "Exposition temporaire : …" passes the check once the pipeline corrected it', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-editor-commit-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.cpSync(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  const file = path.join(root, 'content', 'news', '01-bazeilles-derniere-cartouche.json');
  const entry = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(
    file,
    JSON.stringify({ ...entry, title: "Exposition temporaire : l'uniforme..." }, null, 2),
  );
  const checked = () =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts', 'check-content.mjs'), path.join(root, 'content')],
      { cwd: repoRoot, encoding: 'utf8' },
    );
  assert.equal(checked().status, 1, 'tel que saisi, la vérification le refuse');
  // The pipeline's step, on this checkout.
  const fixed = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'fix-typography.mjs'), '--content', '--root', root],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  assert.equal(fixed.status, 0, fixed.stderr);
  const after = checked();
  assert.equal(after.status, 0, after.stderr);
  assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).title, 'Exposition temporaire\u00a0: l’uniforme…');
});
