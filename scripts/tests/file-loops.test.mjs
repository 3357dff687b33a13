// No source file of a package imports, through others, a file that imports it back, type imports
// included: each package reads in one order, from the files that use nothing of it up.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileLoops, sourceFilesUnder } from '../lib/file-loops.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const sourceRoots = fs
  .readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(repoRoot, entry.name, 'src')))
  .map((entry) => `${entry.name}/src`);

test('the packages with sources are all read', () => {
  for (const root of ['api/src', 'shared/src', 'shell/src', 'mfe-shop/src', 'mfe-members/src'])
    assert.ok(sourceRoots.includes(root), root);
});

for (const root of sourceRoots)
  test(`no loop of imports between the files of ${root}`, () => {
    assert.deepEqual(fileLoops(sourceFilesUnder(path.join(repoRoot, root))), []);
  });

test('a loop of type imports is found, a long loop once, and one-way imports are no loop', () => {
  const sources = {
    'store/state.ts': "import type { CartSlice } from './cart-slice';",
    'store/cart-slice.ts': "import type { State } from './state';",
    'a.ts': "export { b } from './b';",
    'b.ts': "import { c } from './c/index';",
    'c/index.ts': "import type { A } from '../a';",
    'd.tsx': "import { a } from './a';\nimport x from 'react';\nimport './style.css';",
  };
  const loops = fileLoops(Object.entries(sources).map(([file, source]) => ({ file, source })));
  assert.deepEqual(loops, ['a.ts ↔ b.ts ↔ c/index.ts', 'store/cart-slice.ts ↔ store/state.ts']);
});
