// `npm run new-module` on a copy of the repository (repository-copy.mjs): the module it makes builds,
// passes lint and its tests, and is in the one list with its pipeline.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { repoRoot } from '../lib/workspace.mjs';
import { parseNewModuleArguments } from '../lib/new-module/create-module.mjs';
import { copyRepository } from '../lib/new-module/repository-copy.mjs';

const NAME = 'essai-jetable';
const FOLDER = `mfe-${NAME}`;
let copy;
let generated;

const run = (command, args, cwd) => spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 300_000 });
const output = (result) => `${result.stdout}\n${result.stderr}`;

before(() => {
  copy = copyRepository('mtdm-new-module-');
  generated = run(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'new-module.mjs'),
      NAME,
      ...['--signed-in', '/essai/', '--title', 'Espace d’essai', '--root', copy, '--no-install'],
    ],
    repoRoot,
  );
});

after(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

test('the generator makes the module’s files, its entry in the list and its pipeline', () => {
  assert.equal(generated.status, 0, output(generated));
  const modules = JSON.parse(fs.readFileSync(path.join(copy, 'shared', 'modules.json'), 'utf8'));
  assert.equal(
    modules.remotes.find((module) => module.folder === FOLDER),
    undefined,
  );
  const entry = modules.signedInRemotes.find((module) => module.folder === FOLDER);
  assert.deepEqual(entry, {
    folder: FOLDER,
    federationName: 'mfe_essai_jetable',
    segment: NAME,
    // The port after the highest of the modules already listed.
    devPort:
      Math.max(
        ...[modules.shell, ...modules.remotes, ...modules.signedInRemotes]
          .filter((module) => module.folder !== FOLDER)
          .map((module) => module.devPort),
      ) + 1,
    pathPrefix: '/essai/',
    title: 'Espace d’essai',
  });
  for (const file of [
    'package.json',
    'webpack.config.cjs',
    'jest.config.cjs',
    'tsconfig.json',
    'README.md',
    'src/pages/essai-jetable-space-page.tsx',
  ])
    assert.ok(fs.existsSync(path.join(copy, FOLDER, file)), file);
  // No pipeline of its own to write: the one matrix runs it, named by the module list.
  assert.ok(!fs.existsSync(path.join(copy, '.github', 'workflows', `${FOLDER}.yml`)));
  // Not a placeholder left unfilled anywhere.
  for (const file of fs.readdirSync(path.join(copy, FOLDER), { recursive: true })) {
    const full = path.join(copy, FOLDER, file);
    if (fs.statSync(full).isFile()) assert.doesNotMatch(fs.readFileSync(full, 'utf8'), /%%[A-Z_]+%%/, file);
  }
});

test('the module it makes builds, passes lint and its tests', () => {
  assert.equal(generated.status, 0, output(generated));
  const moduleDir = path.join(copy, FOLDER);
  const build = run('npx', ['webpack', '--mode', 'production'], moduleDir);
  assert.equal(build.status, 0, output(build));
  for (const file of ['dist/remoteEntry.js', 'dist/mf-manifest.json', 'dist-server/pages.js'])
    assert.ok(fs.existsSync(path.join(moduleDir, file)), `${file}\n${output(build)}`);
  const lint = run('npx', ['eslint', '--max-warnings', '0', FOLDER], copy);
  assert.equal(lint.status, 0, output(lint));
  const format = run('npx', ['prettier', '--check', FOLDER, 'shared/modules.json'], copy);
  assert.equal(format.status, 0, output(format));
  const tests = run('npx', ['jest', '--ci'], moduleDir);
  assert.equal(tests.status, 0, output(tests));
});

test('a name it cannot use is refused with a French message', () => {
  assert.throws(() => parseNewModuleArguments(['Bad_Name']), /minuscules/);
  assert.throws(() => parseNewModuleArguments(['espace', '--signed-in', 'benevoles']), /préfixe/);
  assert.throws(() => parseNewModuleArguments(['a', 'b']), /un seul nom/);
});

test('a title or a description that could break out of the files it is written into is refused', () => {
  const hostile = [
    "L'atelier",
    'Atelier", "evil": "1',
    'Atelier\\',
    'Atelier `${process.exit(1)}`',
    'Atelier {{x}}',
    '</h1><script>alert(1)</script>',
    'titre: injecté',
    'Atelier # commentaire',
    'Atelier\nrun: rm -rf /',
    'A'.repeat(201),
  ];
  for (const title of hostile) {
    assert.throws(
      () => parseNewModuleArguments(['atelier', '--title', title]),
      /--title ne peut contenir que/,
    );
    assert.throws(
      () => parseNewModuleArguments(['atelier', '--description', title]),
      /--description ne peut contenir que/,
    );
  }
  // What an association writes is taken as it is.
  const request = parseNewModuleArguments([
    'expositions',
    '--title',
    'Expositions temporaires',
    '--description',
    'les expositions de la salle de 400 m², l’agenda (à venir) et « les archives » !',
  ]);
  assert.equal(request.title, 'Expositions temporaires');
});
