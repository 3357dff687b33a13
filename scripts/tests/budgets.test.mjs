// Byte budgets, on the builds and on every route's pre-rendered HTML: deterministic sizes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { releases, renderRepositorySite, repositorySite } from '../lib/releases.mjs';
import { signedInRemoteModules } from '../lib/modules.mjs';
import { COMPILE_HINT } from '../../shared/build/compile-hint-plugin.cjs';

const { budgets, firstLoadByRoute } = releases;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let routes;
let documents;

before(async () => {
  const { failures, outDir } = await renderRepositorySite();
  assert.deepEqual(failures, []);
  routes = firstLoadByRoute(repositorySite());
  documents = fs
    .readdirSync(outDir)
    .map((file) => ({ file, html: fs.readFileSync(path.join(outDir, file), 'utf8') }));
});

test('the home page’s first-load JavaScript stays within its budget', () => {
  const home = routes.find((route) => route.page === 'home');
  assert.ok(
    home.total <= budgets.homeFirstLoad,
    `accueil : ${kb(home.total)} > ${kb(budgets.homeFirstLoad)}`,
  );
});

test('every script a page loads at once, but the inline main.js, opens with the compile hint', () => {
  const scripts = new Map(
    routes.flatMap((route) => route.scripts.map((script) => [script.url, script.file])),
  );
  assert.ok(scripts.size > 10, `${scripts.size} scripts`);
  const unhinted = [...scripts].filter(
    ([url, file]) => url !== '/main.js' && !fs.readFileSync(file, 'utf8').startsWith(`${COMPILE_HINT}\n`),
  );
  assert.deepEqual(unhinted, []);
});

test('the shell’s singletons come as one script, React DOM with them', () => {
  // One file compresses better than two (docs/performance.md); shell/src/index.ts still evaluates
  // React, React DOM, styled-components and the site's code in tasks of their own.
  for (const route of routes) {
    const chunks = route.scripts.map((script) => /^\/([a-z-]+)\.[0-9a-f]{8}\.js$/.exec(script.url)?.[1]);
    assert.ok(
      chunks.includes('singletons'),
      `${route.page} : morceau singletons absent du premier chargement`,
    );
    assert.ok(!chunks.includes('react-dom'), `${route.page} : React DOM encore dans un morceau à part`);
  }
  const home = routes.find((route) => route.page === 'home');
  const singletons = home.scripts.find((script) => script.url.startsWith('/singletons.')).file;
  const source = fs.readFileSync(singletons, 'utf8');
  assert.match(source, /react\.dev\/errors/);
  assert.match(source, /data-styled/);
  const sources = JSON.parse(fs.readFileSync(`${singletons}.map`, 'utf8')).sources;
  for (const singleton of ['react-dom', 'styled-components', 'zustand', 'react-router'])
    assert.ok(
      sources.some((file) => file.includes(`node_modules/${singleton}/`)),
      `${singleton} absent du morceau singletons`,
    );
});

test('every route’s first-load JavaScript and own chunks stay within their budgets', () => {
  // The 28 French pages, the 6 of the visit in English, and the page of a product and of an object.
  assert.equal(routes.length, 36);
  assert.deepEqual(
    routes.filter((route) => route.page.endsWith('--item')).map((route) => route.url),
    ['/pages/sescollections/…', '/pages/laboutique/…'],
  );
  // An English page counts its frame (the English header and footer), a French page has none.
  const framed = routes.filter((route) => route.scripts.some((script) => /^\/frame-en\./.test(script.url)));
  assert.deepEqual(
    framed.map((route) => route.url),
    routes.filter((route) => route.url.startsWith('/en/')).map((route) => route.url),
  );
  assert.equal(framed.length, 6);
  const over = routes.flatMap((route) => [
    ...(route.total > budgets.anyRouteFirstLoad ? [`${route.page} : ${kb(route.total)} au total`] : []),
    ...(route.own > budgets.routeOwnChunks ? [`${route.page} : ${kb(route.own)} pour la page`] : []),
  ]);
  assert.deepEqual(over, []);
});

test('the shell’s main.js and every module’s remote entry stay small: the site’s federation runtime', () => {
  const main = routes[0].scripts.find((script) => script.url === '/main.js');
  assert.ok(main, 'main.js absent du premier chargement');
  assert.ok(main.bytes <= budgets.shellMain, `main.js : ${kb(main.bytes)} > ${kb(budgets.shellMain)}`);
  const entries = new Map(
    routes
      .flatMap((route) => route.scripts.filter((script) => script.url.endsWith('/remoteEntry.js')))
      .map((script) => [script.url, script.bytes]),
  );
  assert.equal(entries.size, 4);
  const over = [...entries].filter(([, bytes]) => bytes > budgets.remoteEntry);
  assert.deepEqual(
    over.map(([url, bytes]) => `${url} : ${kb(bytes)}`),
    [],
  );
});

test('a signed-in space’s module stays within its budgets, and no public page loads a byte of it', () => {
  assert.ok(signedInRemoteModules.length > 0, 'un espace connecté est dans la liste');
  const site = repositorySite();
  for (const space of signedInRemoteModules) {
    const load = releases.signedInSpaceLoad(site, space);
    assert.ok(load.entry <= budgets.remoteEntry, `${space.folder} : remoteEntry.js ${kb(load.entry)}`);
    assert.ok(
      load.own <= budgets.signedInSpaceOwnChunks,
      `${space.folder} : ${kb(load.own)} > ${kb(budgets.signedInSpaceOwnChunks)}`,
    );
    const publicLoads = routes.flatMap((route) =>
      route.scripts.filter((script) => script.url.startsWith(`/mfe/${space.segment}/`)).map(() => route.url),
    );
    assert.deepEqual(publicLoads, []);
    for (const { file, html } of documents) {
      assert.ok(!html.includes(space.federationName), `${file} nomme ${space.federationName}`);
      assert.ok(!html.includes(`/mfe/${space.segment}/`), `${file} charge ${space.folder}`);
    }
  }
});

const imagesOf = (html) => html.match(/<img [^>]*>/g) ?? [];
const attribute = (tag, name) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1];

test('every image reserves its size; photographs offer several widths', () => {
  const faults = documents.flatMap(({ file, html }) =>
    imagesOf(html).flatMap((tag) => {
      const src = attribute(tag, 'src') ?? '';
      const problems = [];
      if (!attribute(tag, 'width') || !attribute(tag, 'height')) problems.push('sans width/height');
      if (/\.(webp|jpe?g|png|avif)$/i.test(src) && (!attribute(tag, 'srcset') || !attribute(tag, 'sizes')))
        problems.push('photo sans srcset/sizes');
      return problems.map((problem) => `${file} ${src} : ${problem}`);
    }),
  );
  assert.ok(
    documents.some(({ html }) => imagesOf(html).length > 10),
    'des images sont rendues',
  );
  assert.deepEqual(faults, []);
});

test('every image is lazy but the one a page shows first (its hero, fetched with high priority)', () => {
  const eager = documents.flatMap(({ file, html }) =>
    imagesOf(html)
      .filter((tag) => attribute(tag, 'loading') !== 'lazy' && attribute(tag, 'fetchpriority') !== 'high')
      .map((tag) => `${file} ${attribute(tag, 'src')}`),
  );
  assert.deepEqual(eager, []);
  for (const { file, html } of documents) {
    const prioritised = imagesOf(html).filter((tag) => attribute(tag, 'fetchpriority') === 'high');
    assert.ok(prioritised.length <= 1, `${file} : une seule image prioritaire`);
  }
});

test('fonts, styles and scripts come from the site itself', () => {
  const foreign = documents.flatMap(({ file, html }) => [
    ...[...html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(https?:)?\/\/[^"]*"/g)].map(
      (m) => `${file} ${m[0]}`,
    ),
    ...[...html.matchAll(/url\((["']?)(https?:)?\/\/[^)]*\)/g)].map((m) => `${file} ${m[0]}`),
  ]);
  assert.deepEqual(foreign, []);
});
