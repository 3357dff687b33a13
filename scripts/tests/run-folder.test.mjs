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

/** The environment of a process started outside any run, with `outer` as its temporary folder. */
function outsideAnyRun(outer) {
  const env = { ...process.env, TMPDIR: outer };
  delete env.MTDM_RUN_FOLDER;
  return env;
}

for (const code of [0, 1])
  test(`a run that ends with ${code} leaves nothing in the system's temporary folder`, () => {
    const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-run-folder-test-'));
    try {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', runScript(code)], {
        encoding: 'utf8',
        env: outsideAnyRun(outer),
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

test('a run started inside another makes its folder there and leaves TMPDIR where it is', () => {
  const outer = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-run-folder-test-'));
  const inner = `
    const os = require('node:os');
    const { useRunFolder } = require(${JSON.stringify(runFolderModule)});
    const folder = useRunFolder('interieur-');
    require('node:fs').writeFileSync(require('node:path').join(folder, 'trace'), 'x');
    process.stdout.write(JSON.stringify({ folder, tmpdir: os.tmpdir() }));
  `;
  const script = `
    import { spawnSync } from 'node:child_process';
    import fs from 'node:fs';
    import { useRunFolder } from ${JSON.stringify(runFolderModule)};
    const folder = useRunFolder('mtdm-essai-run-');
    const child = spawnSync(process.execPath, ['-e', ${JSON.stringify(inner)}], { encoding: 'utf8' });
    console.log(JSON.stringify({ folder, inner: JSON.parse(child.stdout), left: fs.readdirSync(folder) }));
  `;
  try {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: outsideAnyRun(outer),
    });
    assert.equal(run.status, 0, run.stderr);
    const { folder, inner: child, left } = JSON.parse(run.stdout.trim());
    assert.equal(path.dirname(child.folder), folder);
    assert.equal(child.tmpdir, folder, 'TMPDIR stays the outer run’s');
    assert.deepEqual(left, [], 'the inner run removed its own folder');
    assert.deepEqual(fs.readdirSync(outer), []);
  } finally {
    fs.rmSync(outer, { recursive: true, force: true });
  }
});
