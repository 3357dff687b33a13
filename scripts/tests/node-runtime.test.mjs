// The project runs on the Node it brings: package.json pins it once, the engines say the same, and a
// script started by another Node (the machine's own) runs again on the pinned one.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pinnedNode, pinnedVersion, runtimeEnvironment } from '../lib/node-runtime.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

test('the engines name the pinned Node, a supported line', () => {
  assert.match(pinnedVersion, /^\d+\.\d+\.\d+$/);
  assert.equal(rootPackage.engines.node, `^${pinnedVersion}`);
  // Even major lines are the long-term ones; 26 is the one in active support in December 2026.
  assert.ok(Number(pinnedVersion.split('.')[0]) >= 26);
});

test('the tests themselves run on the pinned Node', () => {
  assert.equal(process.version, `v${pinnedVersion}`);
  assert.equal(spawnSync(pinnedNode, ['-v'], { encoding: 'utf8' }).stdout.trim(), `v${pinnedVersion}`);
});

test('commands run for the project find the pinned Node first, and its headers for an addon', () => {
  const env = runtimeEnvironment({ PATH: '/usr/bin:/bin' });
  const found = spawnSync('sh', ['-c', 'node -v'], { env, encoding: 'utf8' }).stdout.trim();
  assert.equal(found, `v${pinnedVersion}`);
  assert.ok(fs.existsSync(path.join(env.npm_config_nodedir, 'include', 'node', 'node.h')));
});

test('a script started by another Node runs again on the pinned one', (t) => {
  const other = ['/usr/bin/node', '/usr/local/bin/node'].find(
    (node) => fs.existsSync(node) && fs.realpathSync(node) !== fs.realpathSync(pinnedNode),
  );
  if (!other) return t.skip('cette machine n’a pas d’autre Node');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-node-runtime-'));
  const script = path.join(folder, 'which-node.mjs');
  fs.writeFileSync(
    script,
    `import { runOnPinnedNode } from ${JSON.stringify(path.join(repoRoot, 'scripts', 'lib', 'node-runtime.mjs'))};
runOnPinnedNode();
console.log(process.version);
`,
  );
  try {
    const result = spawnSync(other, [script], { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout.trim(), `v${pinnedVersion}`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
