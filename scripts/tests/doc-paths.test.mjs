// Every repository path the documentation names exists (the READMEs and docs/).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { missingDocPaths } from '../lib/doc-paths.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
const docs = tracked.filter((file) => /(^|\/)README\.md$|^docs\/.+\.md$/.test(file));

test('every path a doc names exists in the repository', () => {
  assert.ok(docs.length >= 15, `${docs.length} documents seulement`);
  assert.deepEqual(missingDocPaths(repoRoot, docs, tracked), []);
});

test('the check finds a removed file, and leaves addresses and built folders alone', () => {
  const dir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.doc-paths-'));
  try {
    const doc = path.relative(repoRoot, path.join(dir, 'README.md'));
    fs.writeFileSync(
      path.join(dir, 'README.md'),
      [
        'Voir `shared/src/ui/assets/news-image-url.ts` et [le guide](docs/adding-a-page.md).',
        'Servi sous `/pages/Recherche`, construit dans `mfe-shop/dist/`, importé de `@mtdm/shared/ui`.',
        'Le fichier `page-descriptions.ts` et le dossier `settlement/`.',
      ].join('\n'),
    );
    assert.deepEqual(missingDocPaths(repoRoot, [doc], tracked), [
      `${doc}:1: shared/src/ui/assets/news-image-url.ts`,
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
