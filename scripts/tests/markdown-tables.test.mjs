// Every table of the documentation keeps its rows to the header's cells.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { unevenTableRows } from '../lib/markdown-tables.mjs';
import { trackedFiles } from '../lib/files.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const docs = trackedFiles(repoRoot).filter((file) => file.endsWith('.md'));

test('every row of every documentation table has its header’s cells', () => {
  assert.ok(docs.length >= 15, `${docs.length} documents seulement`);
  assert.deepEqual(unevenTableRows(repoRoot, docs), []);
});

test('the check finds a `|` left unescaped in a code span, and accepts an escaped one', () => {
  const dir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.markdown-tables-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'README.md'),
      [
        '| Appel | Réponse |',
        '| ----- | ------- |',
        '| `GET /export?format=csv\\|xlsx` | le fichier |',
        '| `GET /export?format=csv|xlsx` | le fichier |',
      ].join('\n'),
    );
    const doc = path.relative(repoRoot, path.join(dir, 'README.md'));
    assert.deepEqual(unevenTableRows(repoRoot, [doc]), [`${doc}:4: 3 cellules, l’en-tête en a 2`]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
