// The site's single, trimmed federation runtime (issue 12), checked on the builds.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { remoteModules, shellModule } from '../lib/modules.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const require = createRequire(import.meta.url);
const { standInFor, STAND_INS } = require('../../shared/build/trim-federation-runtime.cjs');
const read = (...parts) => fs.readFileSync(path.join(repoRoot, ...parts), 'utf8');

test('every file the trim replaces still exists in the installed runtime, so the trim applies', () => {
  const runtimeCoreDist = path.dirname(
    require.resolve('@module-federation/runtime-core', {
      paths: [path.join(repoRoot, shellModule.folder)],
    }),
  );
  for (const file of Object.keys(STAND_INS)) {
    const original = path.join(runtimeCoreDist, file);
    assert.ok(fs.existsSync(original), `${file} absent de runtime-core`);
    assert.match(standInFor(original), /federation-runtime-trim/);
  }
  assert.equal(standInFor(path.join(repoRoot, 'shell', 'src', 'utils', 'preload.js')), undefined);
});

test('the shell’s runtime carries the stand-ins, not the snapshot handler nor asset preloading', () => {
  const main = read(shellModule.folder, 'dist', 'main.js');
  assert.match(main, /préchargement \(preloadRemote\) non pris en charge/);
  assert.doesNotMatch(main, /beforeLoadRemoteSnapshot/);
  assert.doesNotMatch(main, /waitForScriptPreload|rel="preload"|"preload"/);
  // …and it hands itself over to the remotes.
  assert.match(main, /_FEDERATION_RUNTIME_CORE/);
  assert.match(main, /beforeInitContainer/);
});

test('no remote entry carries a federation runtime of its own', () => {
  for (const remote of remoteModules) {
    const entry = read(remote.folder, 'dist', 'remoteEntry.js');
    assert.match(entry, /_FEDERATION_RUNTIME_CORE/, `${remote.folder} : runtime attendu du shell`);
    // A hook name only the runtime's ModuleFederation class declares.
    assert.doesNotMatch(entry, /beforeInitContainer/, `${remote.folder} : runtime embarqué`);
  }
});
