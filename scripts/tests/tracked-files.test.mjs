// What git holds: no build cache or oversized file, and no reference to a document the repository
// does not contain (a newcomer who clones it alone must be able to follow every pointer).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { trackedFiles } from '../lib/files.mjs';
import { repoRoot } from '../lib/workspace.mjs';
import { externalDocumentReferences, oversizedFiles } from '../lib/tracked-files.mjs';

const tracked = () => trackedFiles(repoRoot);

test('no tracked file is over 1 MB, except the media listed as such', () => {
  assert.deepEqual(oversizedFiles(repoRoot, tracked()), []);
});

test('no build cache is tracked', () => {
  assert.deepEqual(
    tracked().filter((file) => /(^|\/)(\.swc|\.cache|node_modules|dist|dist-server)\//.test(file)),
    [],
  );
});

test('no tracked file points to a document outside the repository', () => {
  assert.deepEqual(externalDocumentReferences(repoRoot, tracked()), []);
});

test('the reference check finds what it must find', () => {
  const tmp = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.tracked-files-'));
  const write = (name, text) => fs.writeFileSync(path.join(tmp, name), text);
  write('a.ts', '/** The cart (SPEC §4). */\n');
  write('b.md', 'Voir `../shared/ARCHITECTURE.md`.\n');
  write('c.ts', '// payload of call 2\n');
  write('d.ts', "import x from '../shared/src/theme';\n// openingHoursSpecification\n");
  write('e.md', 'les règles de la spécification\n');
  write('f.ts', '// Byte budgets (issue 12).\n');
  write('g.md', 'Les objectifs de l’issue 12.\n');
  write('h.ts', '// https://github.com/org/repo/issues/12\n');
  const files = ['a.ts', 'b.md', 'c.ts', 'd.ts', 'e.md', 'f.ts', 'g.md', 'h.ts'].map((name) =>
    path.relative(repoRoot, path.join(tmp, name)),
  );
  const found = externalDocumentReferences(repoRoot, files).map((line) => path.basename(line.split(':')[0]));
  fs.rmSync(tmp, { recursive: true });
  assert.deepEqual(found, ['a.ts', 'b.md', 'c.ts', 'e.md', 'f.ts', 'g.md']);
});
