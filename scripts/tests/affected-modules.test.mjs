// A change runs the pipelines whose code imports what changed (the import graph, through the shared
// package's indexes), and all of them when what every build reads changes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { affectedModules, inputsOf, pipelineModules } from '../lib/affected-modules.mjs';
import { trackedFiles } from '../lib/files.mjs';
import { remoteModules } from '../lib/modules.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const tracked = trackedFiles(repoRoot);
const frontends = pipelineModules().filter((module) => module !== 'api');

test('a module’s own file runs its pipeline only', () => {
  assert.deepEqual(affectedModules(['mfe-shop/src/pages/shop-page.tsx'], tracked), ['mfe-shop']);
});

test('a shared component runs the modules that render it, not the api', () => {
  assert.deepEqual(affectedModules(['shared/src/ui/button/button.tsx'], tracked), frontends);
});

test('a shared rule runs only the modules whose code reaches it through the indexes', () => {
  // The carriers' tracking links are written in the shipment mail only.
  assert.deepEqual(affectedModules(['shared/src/commerce/carriers.ts'], tracked), ['api']);
  // The selection of news: the home page's module, the association's pages, and the api, whose search
  // index leaves out what a page does not show; never the shop.
  const news = affectedModules(['shared/src/news/news-selection.ts'], tracked);
  assert.deepEqual(news, ['mfe-museum', 'mfe-association', 'api']);
  // The association's agenda grid: its pages alone.
  assert.deepEqual(affectedModules(['shared/src/news/agenda.ts'], tracked), ['mfe-association']);
});

test('what every build reads runs every pipeline; content runs none of them', () => {
  assert.deepEqual(affectedModules(['package-lock.json'], tracked), pipelineModules());
  assert.deepEqual(affectedModules(['scripts/ci-module.mjs'], tracked), pipelineModules());
  assert.deepEqual(affectedModules(['content/news/01-bazeilles-derniere-cartouche.json'], tracked), []);
});

test('every module is a pipeline, and reaches the shared files its webpack configuration builds with', () => {
  assert.deepEqual(
    pipelineModules().filter((module) => module.startsWith('mfe-')),
    remoteModules.map((module) => module.folder),
  );
  assert.ok(inputsOf('mfe-shop', tracked).has('shared/build/create-webpack-config.cjs'));
});
