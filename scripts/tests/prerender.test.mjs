// Pre-rendering, by the api's sandboxed renderer: one document per route from the real
// builds, and a module that fails to render is named with its pages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { useRunFolder } from '../../shared/build/run-folder.cjs';
import { releases, renderRepositorySite, rendererLimits, siteRoots } from '../lib/releases.mjs';
import { repoRoot } from '../lib/workspace.mjs';

// What this file makes in the temporary folder is removed when it ends, even run on its own.
useRunFolder('mtdm-scripts-test-');

const { composeDocument, defaultSite, locateSite, readShellEntry } = releases;
let outDir;

before(async () => {
  const result = await renderRepositorySite();
  assert.deepEqual(result.failures, []);
  outDir = result.outDir;
});

const read = (file) => fs.readFileSync(path.join(outDir, file), 'utf8');
const productCount = fs.readdirSync(path.join(repoRoot, 'content', 'products')).length;

test('composes the shell’s page with the head, the hints, the styles and the content', () => {
  const template =
    '<!doctype html><html lang=fr><head><meta charset=utf-8><meta name=description content="Statique">' +
    '<title>Site</title><script defer src=/main.js></script></head><body><noscript>JavaScript</noscript>' +
    '<div id=root></div></body></html>';
  const html = composeDocument(template, {
    headTags: '<title>Page | Site</title>',
    hints: ['<link rel="preload" href="/132.0a1b2c3d.js" as="script">'],
    rendered: {
      html: '<link rel="preload" as="image" imageSrcSet="/a.webp 1w" fetchPriority="high"/><h1>Page</h1>',
      styleTags: '<style data-styled="true">h1{}</style>',
    },
    // Code that looks like markup, and replacement patterns of String.replace: written as they are.
    entryScript: 'if(a<b c="">d)x="$&$\'"',
  });
  assert.equal(html.match(/<title>/g).length, 1);
  assert.ok(html.includes('<title>Page | Site</title>'));
  assert.ok(!html.includes('Statique'));
  assert.ok(!html.includes('<noscript>'));
  assert.match(
    html,
    /<link href="\/a.webp" rel="preload" as="image" imagesrcset="\/a.webp 1w" fetchpriority="high">.*<\/head>/,
  );
  assert.match(html, /<style data-styled="true">h1\{\}<\/style><\/head>/);
  // The start-up scripts' preloads are held in a template (never fetched) until the page is shown.
  assert.ok(
    html.includes(
      '<template id="mtdm-script-hints"><link rel="preload" href="/132.0a1b2c3d.js" as="script"></template>',
    ),
  );
  assert.equal(html.match(/<link rel="preload" href="\/132/g).length, 1);
  assert.ok(html.includes('<div id="root"><h1>Page</h1></div>'));
  // The shell's entry runs inline after the content, instead of a request from the head.
  assert.ok(!html.includes('src=/main.js'));
  assert.ok(
    html.endsWith('<div id="root"><h1>Page</h1></div><script>if(a<b c="">d)x="$&$\'"</script></body></html>'),
  );
});

test('renders every route, the not-found page and the search page, each with its heading and one title', () => {
  const files = fs
    .readdirSync(outDir)
    .filter((file) => file.endsWith('.html'))
    .sort();
  // The 28 French pages, the 6 of the visit in English, the not-found pages and the search pages
  // (French and English); then a page per product and per object of the collections.
  const items = files.filter((file) => file.includes('--'));
  assert.equal(files.length - items.length, 38);
  assert.equal(items.filter((file) => file.startsWith('shop--')).length, productCount);
  assert.equal(items.filter((file) => file.startsWith('collections--')).length, 25);
  assert.ok(files.includes('not-found.html'));
  assert.ok(files.includes('not-found-en.html'));
  assert.ok(files.includes('search.html'));
  assert.ok(files.includes('search-en.html'));
  for (const file of files) {
    const html = read(file);
    assert.equal(html.match(/<title>/g)?.length, 1, file);
    assert.match(html, /<div id="root" data-rendered-on="\d{4}-\d{2}-\d{2}">.*<h1[^>]*>[^<]+<\/h1>/s, file);
  }
  const entry = readShellEntry(path.join(repoRoot, 'shell', 'dist'));
  for (const file of files) {
    const html = read(file);
    // main.js last but for the module's remote entry, which a page of a module carries after it.
    const tail =
      /<script>([\s\S]*?)<\/script>(?:<script data-remote-entry="(\/mfe\/[a-z-]+\/remoteEntry\.js)">[\s\S]+?<\/script>)?<\/body><\/html>$/.exec(
        html,
      );
    assert.equal(tail?.[1], entry, file);
    assert.equal(Boolean(tail?.[2]), !/^(not-found|search)/.test(file), `${file} : entrée du module`);
    assert.ok(!/main\.js"/.test(html), `${file} : main.js ni demandé ni préchargé`);
    // Every script preload waits in the template: none is fetched before the page is shown.
    const held = /<template id="mtdm-script-hints">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    assert.match(held, /^(?:<link rel="preload" href="[^"]+\.js" as="script">)+$/, file);
    assert.doesNotMatch(html.replace(held, ''), /as="script"/, file);
  }
  assert.match(entry, /\/\/# sourceMappingURL=\/main\.js\.map$/);
  assert.match(read('shop.html'), /<h1>La boutique<\/h1>/);
  // A product's page: its name as title and heading, its own address, its module's page in the hints.
  const product = read('shop--casque-colonial-replique.html');
  assert.match(
    product,
    /<title>Casque colonial, réplique modèle 1886 \| Musée des Troupes de Marine<\/title>/,
  );
  assert.match(
    product,
    /<link rel="canonical" href="%SITE_ORIGIN%\/pages\/laboutique\/casque-colonial-replique">/,
  );
  assert.match(product, /<h1>Casque colonial, réplique modèle 1886<\/h1>/);
  assert.match(product, /"@type":"Product"/);
  assert.match(product, /__federation_expose_ShopItemPage\.[0-9a-f]+\.js" as="script"/);
  const object = read('collections--shako-1830.html');
  assert.match(object, /<h1>Coiffure d’infanterie de marine<\/h1>/);
  assert.match(object, /<meta name="description" content="Les coiffures témoignent/);
  assert.match(read('not-found.html'), /<h1>Page introuvable<\/h1>/);
  // Under /en/, the not-found page is English, with its frame named among the start-up scripts.
  const englishNotFound = read('not-found-en.html');
  assert.match(englishNotFound, /^<!doctype html><html lang="en">/i);
  assert.match(englishNotFound, /<h1>Page not found<\/h1>/);
  assert.match(englishNotFound, /<title>Page not found \| Musée des Troupes de Marine<\/title>/);
  assert.match(englishNotFound, /<link rel="preload" href="\/frame-en\.[0-9a-f]+\.js" as="script">/);
  assert.ok(!englishNotFound.includes('%SEARCH_QUERY%'));
  // The server writes the visitor's words and the results where the pre-render left its marks.
  for (const file of ['search.html', 'search-en.html', 'not-found.html']) {
    assert.ok(read(file).includes('value="%SEARCH_QUERY%"'), file);
    assert.ok(read(file).includes('<!--%SEARCH_RESULTS%-->'), file);
  }
});

test('every page sets its text in two weights, normal and bold', () => {
  // A third weight (600) looked the same as bold on most systems and cost the first layout a font
  // lookup of its own: docs/performance.md, « Deux graisses, et toutes les routes au banc ».
  const files = fs.readdirSync(outDir).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const weights = new Set(
      [...read(file).matchAll(/font-weight:\s*([^;}"]+)/g)].map(([, weight]) => weight.trim()),
    );
    assert.ok(weights.has('700'), file);
    assert.deepEqual(
      [...weights].filter((weight) => weight !== '400' && weight !== '700'),
      [],
      file,
    );
  }
});

test('writes the site search’s index from the pages it rendered and the published content', () => {
  const index = JSON.parse(read('search-index.json'));
  const stored = Object.values(index.storedFields);
  const kinds = new Set(stored.map((document) => document.kind));
  assert.deepEqual([...kinds].sort(), ['archive', 'conference', 'news', 'object', 'page', 'product']);
  const titles = stored.map((document) => document.title);
  // A page, an object marked in the collections page, a conference, a product.
  for (const title of ['Ses collections', 'Casque colonial']) assert.ok(titles.includes(title), title);
  assert.ok(stored.some((document) => document.kind === 'product' && /Bazeilles/.test(document.title)));
  // Never the result pages of a payment, nor the English pages.
  assert.ok(!titles.includes('Confirmation de paiement'));
  assert.ok(!titles.includes('Plan your visit'));
});

test('writes the English pages’ index: the visit in English and nothing else', () => {
  const index = JSON.parse(read('search-index.en.json'));
  const stored = Object.values(index.storedFields);
  assert.deepEqual(stored.map((document) => document.url).sort(), [
    '/en/',
    '/en/archive-centre',
    '/en/collections',
    '/en/guided-tours',
    '/en/museum',
    '/en/visit',
  ]);
  const englishSearch = read('search-en.html');
  assert.match(englishSearch, /^<!doctype html><html lang="en">/i);
  assert.match(englishSearch, /<h1>Search the visit in English<\/h1>/);
});

test('finds a released version of a remote under the deployment folder', () => {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-prerender-'));
  assert.equal(locateSite(siteRoots(deployDir), defaultSite()).remotes.mfe_shop.publicPath, '/mfe/shop/');
  const site = defaultSite();
  site.remotes.mfe_shop = 'v9';
  const location = locateSite(siteRoots(deployDir), site).remotes.mfe_shop;
  assert.equal(location.publicPath, '/mfe/shop/releases/v9/');
  assert.equal(location.pagesFile, path.join(deployDir, 'renderers', 'shop', 'v9', 'pages.js'));
});

test('a module whose build fails to render is named with each of its pages; nothing of it is written', async () => {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-prerender-'));
  // A published shop whose Node bundle throws.
  const release = path.join(deployDir, 'releases', 'shop', 'broken');
  fs.mkdirSync(release, { recursive: true });
  for (const file of ['mf-manifest.json', 'remoteEntry.js'])
    fs.copyFileSync(path.join(repoRoot, 'mfe-shop', 'dist', file), path.join(release, file));
  const renderer = path.join(deployDir, 'renderers', 'shop', 'broken');
  fs.mkdirSync(renderer, { recursive: true });
  fs.writeFileSync(path.join(renderer, 'pages.js'), 'throw new Error("bundle cassé");');
  const site = defaultSite();
  site.remotes.mfe_shop = 'broken';
  const into = path.join(deployDir, 'out');
  const result = await releases.renderSiteInto(locateSite(siteRoots(deployDir), site), into, rendererLimits);
  const shopPages = ['shop', 'paymentSuccess', 'paymentCancel', 'termsOfSale'];
  assert.deepEqual(result.failures.map(({ page }) => page).sort(), [...shopPages].sort());
  assert.ok(result.failures.every(({ message }) => message === 'bundle cassé'));
  for (const page of shopPages) assert.ok(!fs.existsSync(path.join(into, `${page}.html`)), page);
  assert.ok(fs.existsSync(path.join(into, 'home.html')));
});

test('writes the visit in English in English, each page paired with its French counterpart both ways', () => {
  const pairs = {
    homeEn: 'home',
    museumInBriefEn: 'museumInBrief',
    collectionsEn: 'collections',
    practicalInfoEn: 'practicalInfo',
    guidedTourEn: 'guidedTour',
    archiveCentreEn: 'archiveCentre',
  };
  const alternates = (html) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="%SITE_ORIGIN%([^"]+)">/g)].map(
        (match) => [match[1], match[2]],
      ),
    );
  for (const [english, french] of Object.entries(pairs)) {
    const en = read(`${english}.html`);
    const fr = read(`${french}.html`);
    assert.match(en, /^<!doctype html><html lang="en">/i, english);
    assert.match(fr, /^<!doctype html><html lang="fr">/i, french);
    assert.match(en, /<meta property="og:locale" content="en_GB">/, english);
    assert.deepEqual(alternates(en), alternates(fr), `${english} et ${french} se citent l’une l’autre`);
    assert.equal(alternates(en)['x-default'], alternates(fr).fr);
    assert.ok(alternates(en).en.startsWith('/en/'), english);
    // The English frame, fetched before the page hydrates, is named with the other start-up scripts.
    assert.match(en, /<link rel="preload" href="\/frame-en\.[0-9a-f]+\.js" as="script">/, english);
    assert.doesNotMatch(fr, /<link rel="preload" href="\/frame-en/, french);
  }
  // A French page without an English version names no alternate.
  assert.deepEqual(alternates(read('shop.html')), {});
});
