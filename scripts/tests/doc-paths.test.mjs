// Every repository path the documentation names exists (the READMEs and docs/).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { missingDocNames, missingDocPaths } from '../lib/doc-paths.mjs';
import { trackedFiles } from '../lib/files.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const tracked = trackedFiles(repoRoot);
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

test('every function, type or setting a doc names is still in the code', () => {
  assert.deepEqual(missingDocNames(repoRoot, docs, tracked), []);
});

test('the check finds a name the code no longer has, and leaves words and other tools’ names alone', () => {
  // Names no source holds: made here, so that this file does not hold them either.
  const [removed, renamed] = ['create', 'selectUpcoming'].map(
    (start, index) => `${start}${['PlaceholderPage', 'News'][index]}`,
  );
  const dir = fs.mkdtempSync(path.join(repoRoot, 'node_modules', '.doc-names-'));
  try {
    const doc = path.relative(repoRoot, path.join(dir, 'README.md'));
    fs.writeFileSync(
      path.join(dir, 'README.md'),
      [
        `Une page vide appelle \`${removed}('maNouvellePage')\`, puis \`${renamed}\`.`,
        'Les appels passent par `route(app, calls.orders, handler)` et `membershipFieldValues`.',
        'Le cookie est `HttpOnly`, le bouton dit `Je paye`, la variable `PUBLIC_BASE_URL`.',
      ].join('\n'),
    );
    assert.deepEqual(missingDocNames(repoRoot, [doc], tracked), [
      `${doc}:1: ${removed}`,
      `${doc}:1: ${renamed}`,
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
