// The site's own federation runtime in every browser build, checked on the builds: the
// plugin's default runtime is swapped out, and the swap still applies to the installed plugin.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { remoteModules, shellModule } from '../lib/modules.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const require = createRequire(import.meta.url);
const {
  DEFAULT_BUNDLER_RUNTIME,
  SITE_RUNTIME,
  REMOTE_RUNTIME,
} = require('../../shared/build/site-federation-runtime.cjs');
const {
  EntryPublicPathRuntimeModule,
  REMOTE_ENTRY_ATTRIBUTE,
} = require('../../shared/build/entry-public-path-plugin.cjs');
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
  assert.ok(fs.existsSync(REMOTE_RUNTIME));
});

test('the shell runs the site’s runtime, each remote entry the runtime that borrows it, none of @module-federation’s', () => {
  const builds = [
    [shellModule.folder, 'main.js', path.basename(SITE_RUNTIME)],
    ...remoteModules.map((remote) => [remote.folder, 'remoteEntry.js', path.basename(REMOTE_RUNTIME)]),
  ];
  for (const [folder, file, runtime] of builds) {
    const sources = sourcesOf(folder, 'dist', file);
    assert.ok(
      sources.some((source) => source.endsWith(`shared/src/federation-runtime/${runtime}`)),
      `${folder}/${file} : ${runtime} attendu`,
    );
    const foreign = sources.filter((source) => /@module-federation[\\/]/.test(source));
    assert.deepEqual(foreign, [], `${folder}/${file} : runtime de @module-federation embarqué`);
  }
  // The share scope's rules and the version comparisons are the shell's alone.
  for (const remote of remoteModules) {
    const entry = sourcesOf(remote.folder, 'dist', 'remoteEntry.js');
    const copies = entry.filter((source) =>
      /federation-runtime[\\/](share-scope|versions)\.ts$/.test(source),
    );
    assert.deepEqual(copies, [], remote.folder);
  }
});

test('each singleton a remote consumes is one the shell provides, and no remote ships a copy', () => {
  const provided = new Set(
    // Keys as the minifier writes them: quoted, or bare when they are identifiers (react, zustand).
    [
      ...read(shellModule.folder, 'dist', 'main.js').matchAll(
        /(?:"([^"]+)"|\b([A-Za-z_$][\w$]*)):\[\{version:"/g,
      ),
    ].map(([, quoted, bare]) => quoted ?? bare),
  );
  assert.ok(provided.has('react') && provided.has('styled-components'), [...provided].join(', '));
  for (const remote of remoteModules) {
    const consumed = [
      ...new Set(
        [...read(remote.folder, 'dist', 'remoteEntry.js').matchAll(/shareKey:"([^"]+)"/g)].map(
          ([, key]) => key,
        ),
      ),
    ];
    assert.ok(consumed.includes('react'), `${remote.folder} : aucun singleton consommé ?`);
    assert.deepEqual(
      consumed.filter((key) => !provided.has(key)),
      [],
      `${remote.folder} consomme ce que le shell ne fournit pas`,
    );
    // Nothing of a shared package, nor of the frame's files, is in the remote's own scripts.
    const copies = fs
      .readdirSync(path.join(repoRoot, remote.folder, 'dist'))
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => JSON.parse(read(remote.folder, 'dist', file)).sources)
      .filter((source) =>
        /node_modules[\\/](react|react-dom|styled-components|zustand|react-router)[\\/]|shared[\\/]src[\\/]styled[\\/]/.test(
          source,
        ),
      );
    assert.deepEqual([...new Set(copies)], [], `${remote.folder} embarque une copie`);
  }
});

test('only the shell carries the page table; every remote build reads the one it lends', () => {
  /** The source files of every script of a build folder, from their source maps. */
  const sourcesIn = (folder, output) =>
    fs
      .readdirSync(path.join(repoRoot, folder, output))
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => JSON.parse(read(folder, output, file)).sources);
  const table = /shared[\\/]src[\\/]routing[\\/](pages|english-pages\.en)\.ts$/;
  const lent = /shared[\\/]src[\\/]routing[\\/]lent-pages\.ts$/;
  assert.ok(sourcesIn(shellModule.folder, 'dist').some((source) => table.test(source)));
  const borrowers = remoteModules.filter((remote) => {
    const sources = sourcesIn(remote.folder, 'dist');
    assert.deepEqual(
      sources.filter((source) => table.test(source)),
      [],
      `${remote.folder} : copie de la table`,
    );
    // The Node build too (no source map there): the table's entries name their owners, nothing else does.
    const server = read(remote.folder, 'dist-server', 'pages.js');
    assert.doesNotMatch(server, /owner: ['"]mfe_/, `${remote.folder}/dist-server : copie de la table`);
    const borrows = sources.some((source) => lent.test(source));
    assert.equal(
      server.includes('__mtdmPageTable'),
      borrows,
      `${remote.folder} : table prêtée aux deux builds`,
    );
    return borrows;
  });
  // The modules whose pages link or title with the table (a signed-in space may not).
  assert.ok(borrowers.length >= 4, borrowers.map((remote) => remote.folder).join(', '));
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

test('the styled-components facade exports every name the browser code imports from the package', async () => {
  const { trackedFiles } = await import('../lib/files.mjs');
  const facade = read('shared', 'src', 'styled', 'index.ts');
  const exported = new Set(/export \{([^}]*)\}/.exec(facade)[1].match(/[A-Za-z]+/g));
  // What no browser runs: tests, the pre-rendering, the test helpers.
  const browserCode = trackedFiles(repoRoot).filter(
    (file) =>
      /^(shell|mfe-[a-z]+|shared)\/src\/.*\.tsx?$/.test(file) &&
      !/__tests__|\.test\.tsx?$|server-render\.tsx$|shared\/src\/(testing|styled)\//.test(file),
  );
  const imported = new Set();
  for (const file of browserCode) {
    for (const [, names] of read(file).matchAll(/import\s+([^;]*?)\s+from\s+'styled-components'/g)) {
      if (/^type\b/.test(names)) continue;
      const [defaultName, named = ''] = names.split(/,?\s*\{/);
      if (defaultName && !defaultName.startsWith('{')) imported.add('default');
      for (const name of named.replace('}', '').split(',')) {
        const trimmed = name.trim().replace(/^type\s+\w+$/, '');
        if (trimmed) imported.add(trimmed.split(/\s+as\s+/)[0]);
      }
    }
  }
  assert.ok(imported.has('default') && imported.has('css'), [...imported].join(', '));
  assert.deepEqual(
    [...imported].filter((name) => !exported.has(name)),
    [],
    'noms à ajouter à shared/src/styled/index.ts',
  );
});

describe('where a remote finds its chunks (entry-public-path-plugin.cjs)', () => {
  /** The public path the runtime module gives while `script` runs the remote entry. */
  function publicPathWhileRunning(script) {
    const webpackRequire = { p: '' };
    const fakeDocument = { currentScript: script };
    new Function('__webpack_require__', 'document', new EntryPublicPathRuntimeModule().generate())(
      webpackRequire,
      fakeDocument,
    );
    return webpackRequire.p;
  }
  /** A script element as the runtime reads it: its src, and its attributes. */
  const script = ({ src = '', attributes = {} }) => ({
    src,
    getAttribute: (name) => attributes[name] ?? null,
  });

  test('reads the attribute the pre-rendered pages write', async () => {
    const { REMOTE_ENTRY_ATTRIBUTE: written } = await import('../../shared/src/federation/remote-entry.ts');
    assert.equal(REMOTE_ENTRY_ATTRIBUTE, written);
  });

  test('is the folder of a fetched entry', () => {
    const src = 'http://localhost/mfe/shop/releases/0123456789ab/remoteEntry.js?v=2';
    assert.equal(publicPathWhileRunning(script({ src })), 'http://localhost/mfe/shop/releases/0123456789ab/');
  });

  test('is the folder of the address an inline entry names', () => {
    const attributes = { [REMOTE_ENTRY_ATTRIBUTE]: '/mfe/shop/releases/0123456789ab/remoteEntry.js' };
    assert.equal(publicPathWhileRunning(script({ attributes })), '/mfe/shop/releases/0123456789ab/');
  });

  test('refuses to guess when the entry names no address', () => {
    assert.throws(() => publicPathWhileRunning(script({})), /adresse de l’entrée du module introuvable/);
    assert.throws(() => publicPathWhileRunning(null), /adresse de l’entrée du module introuvable/);
  });
});
