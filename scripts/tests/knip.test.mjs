// Unused files, exports, types and dependencies: knip (configuration in knip.jsonc) must find none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { repoRoot } from '../lib/workspace.mjs';

test('knip finds no unused file, export, type or dependency', () => {
  const result = spawnSync('npx', ['knip', '--no-progress'], { cwd: repoRoot, encoding: 'utf8' });
  const report = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .join('\n');
  assert.equal(result.status, 0, `knip :\n${report}`);
  assert.equal(report, '');
});
