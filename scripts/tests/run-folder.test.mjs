// npm test's own temporary folder (shared/build/run-folder.cjs): what the run and its children make
// goes into it, and nothing of it is left once the run has ended, even on a failure.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const runFolderModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'shared',
  'build',
  'run-folder.cjs',
);

/** A run that makes a folder itself and has a child make one, then ends with `code`. */
const runScript = (code) => `
  import { spawnSync } from 'node:child_process';
  import fs from 'node:fs';
  import os from 'node:os';
  import path from 'node:path';
  import { useRunFolder } from ${JSON.stringify(runFolderModule)};
  const folder = useRunFolder('mtdm-essai-run-');
  fs.mkdtempSync(path.join(os.tmpdir(), 'a-moi-'));
  const child = spawnSync(process.execPath, ['-e', "const fs = require('node:fs'), os = require('node:os'), path = require('node:path'); process.stdout.write(fs.mkdtempSync(path.join(os.tmpdir(), 'enfant-')))"], { encoding: 'utf8' });
  console.log(JSON.stringify({ folder, child: child.stdout, mode: fs.statSync(folder).mode & 0o777 }));
  process.exit(${code});
`;

for (const code of [0, 1])
  test(`a run that ends with ${code} leaves nothing in the system's temporary folder`, () => {
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-run-folder-test-'));
    try {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', runScript(code)], {
        encoding: 'utf8',
        env: { ...process.env, TMPDIR: outer },
      });
      assert.equal(run.status, code, run.stderr);
      const { folder, child, mode } = JSON.parse(run.stdout.trim());
      assert.equal(path.dirname(folder), outer);
      assert.equal(path.dirname(child), folder, 'the child wrote below the run’s folder');
      assert.equal(mode, 0o711);
      assert.deepEqual(fs.readdirSync(outer), []);
    } finally {
      fs.rmSync(outer, { recursive: true, force: true });
    }
  });
