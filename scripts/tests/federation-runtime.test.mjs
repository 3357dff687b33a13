// The site's own federation runtime (issue 12) in every browser build, checked on the builds: the
// plugin's default runtime is swapped out, and the swap still applies to the installed plugin.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { remoteModules, shellModule } from '../lib/modules.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const require = createRequire(import.meta.url);
const { DEFAULT_BUNDLER_RUNTIME, SITE_RUNTIME } = require('../../shared/build/site-federation-runtime.cjs');
const read = (...parts) => fs.readFileSync(path.join(repoRoot, ...parts), 'utf8');

/** The source files a built script was made from, read from its source map. */
const sourcesOf = (...parts) => JSON.parse(read(...parts.slice(0, -1), `${parts.at(-1)}.map`)).sources;

test('the request the swap replaces is the bundler runtime the installed plugin imports', () => {
  const pluginIndex = require.resolve('@module-federation/enhanced', {
    paths: [path.join(repoRoot, shellModule.folder)],
  });
  const { resolveRuntimePaths } = require(
    path.join(path.dirname(pluginIndex), 'lib/container/runtime/FederationRuntimePlugin.js'),
  );
  const { bundlerRuntimePath } = resolveRuntimePaths();
  assert.match(bundlerRuntimePath, DEFAULT_BUNDLER_RUNTIME);
  assert.ok(fs.existsSync(SITE_RUNTIME));
});

test('the shell and every remote entry run the site’s runtime, none of @module-federation’s', () => {
  const builds = [
    [shellModule.folder, 'main.js'],
    ...remoteModules.map((remote) => [remote.folder, 'remoteEntry.js']),
  ];
  for (const [folder, file] of builds) {
    const sources = sourcesOf(folder, 'dist', file);
    assert.ok(
      sources.some((source) => source.endsWith('shared/src/federation-runtime/bundler-runtime.ts')),
      `${folder}/${file} : runtime du site attendu`,
    );
    const foreign = sources.filter((source) => /@module-federation[\\/]/.test(source));
    assert.deepEqual(foreign, [], `${folder}/${file} : runtime de @module-federation embarqué`);
  }
});

test('only the shell carries the loading of remotes', () => {
  assert.ok(sourcesOf(shellModule.folder, 'dist', 'main.js').length > 0);
  const shellSources = fs
    .readdirSync(path.join(repoRoot, shellModule.folder, 'dist'))
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => JSON.parse(read(shellModule.folder, 'dist', file)).sources);
  assert.ok(shellSources.some((source) => source.endsWith('federation-runtime/host.ts')));
  for (const remote of remoteModules) {
    const entry = sourcesOf(remote.folder, 'dist', 'remoteEntry.js');
    assert.ok(!entry.some((source) => source.endsWith('federation-runtime/host.ts')), remote.folder);
  }
});
