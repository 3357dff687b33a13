// The site's frontend modules are listed once (shared/modules.json): the root workspaces cover them,
// and no source file keeps its own list of them by hand.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { remoteModules, shellModule } from '../lib/modules.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const folders = [shellModule, ...remoteModules].map((module) => module.folder);

/** A workspace pattern of package.json ("mfe-*", "shared") as a regular expression on a folder name. */
const patternOf = (workspace) =>
  new RegExp(`^${workspace.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** Files that name three modules or more in quotes within a few lines: a list of modules kept by hand. */
function handKeptLists(files) {
  const quoted = new RegExp(`['"\`](${folders.join('|')})['"\`]`, 'g');
  return files.filter((file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const found = [...text.matchAll(quoted)].map((match) => ({ folder: match[1], at: match.index }));
    return found.some(
      (first) =>
        new Set(
          found
            .filter((other) => other.at >= first.at && other.at - first.at < 240)
            .map((other) => other.folder),
        ).size >= 3,
    );
  });
}

test('the root workspaces cover every module of the list, each a package', () => {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const patterns = workspaces.map(patternOf);
  for (const folder of folders) {
    assert.ok(
      patterns.some((pattern) => pattern.test(folder)),
      `${folder} n’est couvert par aucun « workspaces » du package.json racine`,
    );
    assert.ok(fs.existsSync(path.join(repoRoot, folder, 'package.json')), `${folder}/package.json manque`);
  }
});

test('no source file keeps its own list of the modules', () => {
  const sources = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(repoRoot, file)))
    .filter((file) => file !== 'scripts/tests/module-list.test.mjs');
  assert.deepEqual(handKeptLists(sources), []);
});

test('the search for hand-kept lists finds one', () => {
  const dir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.module-list-'));
  try {
    const list = folders.map((folder) => `'${folder}'`).join(', ');
    fs.writeFileSync(path.join(dir, 'kept.ts'), `const modules = [${list}];\n`);
    fs.writeFileSync(path.join(dir, 'one.ts'), `const module = '${folders[1]}';\n`);
    const relative = (name) => path.relative(repoRoot, path.join(dir, name));
    assert.deepEqual(handKeptLists([relative('kept.ts'), relative('one.ts')]), [relative('kept.ts')]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
