// Pre-rendering: every route of the site rendered to a static HTML document, styles included, from a
// given set of builds (`located`: see locateSite in site-state.mjs), written to a state's prerendered/
// folder and served by the api (api/src/site). The browser hydrates it. Runs in a process of its own
// (scripts/prerender.mjs, scripts/release.mjs): the render bundles set a global.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteModules } from './modules.mjs';

const require = createRequire(import.meta.url);
const { SHARED_GLOBAL } = require('../../shared/build/create-server-config.cjs');
const { START_UP_FILES } = require('../../shared/build/preload-list-plugin.cjs');

const NOT_FOUND_FILE = 'not-found.html';
/** The not-found page of a mistyped address under /en/, in English. */
const ENGLISH_NOT_FOUND_FILE = 'not-found-en.html';
const SEARCH_FILE = 'search.html';
/** The site search's index, made from the pages of the same state: served at /search-index.json. */
const SEARCH_INDEX_FILE = 'search-index.json';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The shell's entry: webpack's runtime and the site's federation runtime (3.7 KB gzip). */
export const SHELL_ENTRY = '/main.js';

/** The shell's start-up scripts: main.js first, its bootstrap chunk and the singletons it provides. */
export function shellStartUpScripts(shellDist) {
  const { files } = readJson(path.join(shellDist, START_UP_FILES));
  return [SHELL_ENTRY, ...files.map((file) => `/${file}`)];
}

/**
 * The frame of a page's language when it is not French (the English header and footer), fetched
 * before the page hydrates; none for French pages, or for a shell built before it had one.
 */
export function languageFrameScripts(shellDist, lang) {
  const { languageFrames = {} } = readJson(path.join(shellDist, START_UP_FILES));
  return (languageFrames[lang] ?? []).map((file) => `/${file}`);
}

/**
 * main.js as a pre-rendered page carries it inline: a request less on every first visit (the shell's
 * other start-up files are named in the head, so they still load in parallel). Its source map stays
 * where it is served. The server allows it by its hash (api/src/site/inline-scripts.ts).
 */
export function readShellEntry(shellDist) {
  const source = fs
    .readFileSync(path.join(shellDist, SHELL_ENTRY.slice(1)), 'utf8')
    .replace(/\n\/\/# sourceMappingURL=main\.js\.map\s*$/, `\n//# sourceMappingURL=${SHELL_ENTRY}.map`);
  // Text that would end the inline script early, or switch the parser's escaping state.
  if (/<\/script|<!--/i.test(source)) throw new Error('main.js ne peut pas être écrit dans la page');
  return source;
}

/** The scripts a page of a remote needs: its remote entry and the page's own chunks. */
export function pageScripts(location, manifest, exposedName) {
  const exposed = manifest.exposes.find((entry) => entry.name === exposedName);
  if (!exposed) throw new Error(`${exposedName} absent du manifeste ${location.manifestFile}`);
  return {
    entry: `${location.publicPath}${manifest.metaData.remoteEntry.name}`,
    own: exposed.assets.js.sync.map((file) => `${location.publicPath}${file}`),
  };
}

const scriptHint = (href) => `<link rel="preload" href="${href}" as="script">`;

/** What a page needs, named in its HTML: the remote's entry and the page's chunks (from its manifest). */
function pageHints(location, manifest, exposedName) {
  const scripts = pageScripts(location, manifest, exposedName);
  return [scripts.entry, ...scripts.own].map(scriptHint);
}

/** React puts the preloads it asks for (e.g. the hero image) first: they belong in the head. */
function splitLeadingLinks(html) {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html);
  const links = match ? match[0] : '';
  return {
    // An image preload names its candidates in imagesrcset; href (the first one) is there for HTML
    // validity and for browsers that do not read imagesrcset.
    links: links.replace(/<link (?![^>]*href=)([^>]*imageSrcSet="([^" ]+)[^>]*)>/g, '<link href="$2" $1>'),
    body: html.slice(links.length),
  };
}

const VOID_ELEMENT = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;
const EMPTY_BOOLEAN_ATTRIBUTE =
  /(\s(?:allowfullscreen|async|autofocus|autoplay|checked|controls|default|defer|disabled|formnovalidate|hidden|inert|loop|multiple|muted|novalidate|open|playsinline|readonly|required|reversed|selected))=""/g;

/**
 * React's markup written the way html-validate's recommended rules ask (it parses to the same DOM,
 * so hydration is unaffected): the doctype in capitals, lower-case attribute names (srcSet → srcset), boolean attributes
 * without a value (hidden="" → hidden), void elements without a closing slash (<img/> → <img>).
 */
function normaliseMarkup(html) {
  // The doctype as html-validate writes it (Prettier lower-cases the template's).
  return html
    .replace(/^<!doctype html>/i, '<!DOCTYPE html>')
    .replace(/<([a-z][a-z0-9-]*)([\s/][^<>]*)?>/gi, (tag, name, attributes = '') => {
      const normalised = attributes
        .replace(
          /(\s)([a-zA-Z][a-zA-Z0-9:-]*)(?==")/g,
          (_all, space, attribute) => space + attribute.toLowerCase(),
        )
        .replace(EMPTY_BOOLEAN_ATTRIBUTE, '$1');
      const voidElement = VOID_ELEMENT.test(name);
      return `<${name}${voidElement ? normalised.replace(/\s*\/$/, '') : normalised}>`;
    });
}

const ENTRY_TAG = /<script defer(?:="")? src="?\/main\.js"?><\/script>/;

/**
 * The shell's index.html with the page's head, hints, styles and rendered content; the shell's entry
 * (`entryScript`, main.js's code) moves from the head to an inline script after the content.
 */
export function composeDocument(
  template,
  { headTags, hints, rendered, contentBlock = '', entryScript, lang = 'fr' },
) {
  const { links, body } = splitLeadingLinks(rendered.html);
  if (!ENTRY_TAG.test(template)) throw new Error('index.html du shell sans <script defer src="/main.js">');
  const withHead = template
    .replace('<html lang="fr">', `<html lang="${lang}">`)
    .replace(ENTRY_TAG, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"? content="[^"]*">/, '')
    .replace('</head>', `${headTags}${links}${hints.join('')}${rendered.styleTags}</head>`)
    .replace(/<noscript>.*?<\/noscript>/s, '');
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(withHead)) throw new Error('index.html du shell sans <div id="root"></div>');
  const day = rendered.renderedOn ? ` data-rendered-on="${rendered.renderedOn}"` : '';
  // The script after the markup is normalised (its code is not markup), and given as a function:
  // `$&` or `$'` in the code are not replacement patterns.
  // `contentBlock`: the content the page was rendered with, read before it is hydrated (a JSON
  // block, never run).
  return normaliseMarkup(withHead.replace(root, () => `<div id="root"${day}>${body}</div>`)).replace(
    '</body>',
    () => `${contentBlock}<script>${entryScript}</script></body>`,
  );
}

function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The index of the pages in `outDir` (every page, whichever were rendered again) and of the content. */
function writeSearchIndex(shell, outDir, content) {
  const documents = {};
  for (const page of shell.pagesToIndex) {
    const file = path.join(outDir, `${page}.html`);
    if (fs.existsSync(file)) documents[page] = fs.readFileSync(file, 'utf8');
  }
  writeAtomically(path.join(outDir, SEARCH_INDEX_FILE), shell.searchIndexOf(documents, content));
}

/**
 * Renders the routes of `moduleFolders` (every remote when omitted, and then the not-found page too),
 * or only the pages in `pageKeys` (a content release), from the builds and the content folder
 * `located` names, into `outDir`. A route, or a whole module, that fails to render keeps the HTML
 * already in `outDir`; the failures are returned.
 */
export function prerender({ located, outDir, moduleFolders, pageKeys, log = console.log }) {
  const shellDist = located.shell.dist;
  const shell = require(located.shell.renderFile);
  globalThis[SHARED_GLOBAL] = shell.sharedModules;
  const content = shell.readContentFolder(located.contentDir);
  const withContent = (page) => {
    const collections = shell.contentOfPage(page, content);
    return { contentBlock: shell.pageContentBlock(collections), collections };
  };
  const template = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const startHints = shellStartUpScripts(shellDist)
    .filter((script) => script !== SHELL_ENTRY)
    .map(scriptHint);
  const entryScript = readShellEntry(shellDist);
  fs.mkdirSync(outDir, { recursive: true });

  const selected = remoteModules.filter((remote) => !moduleFolders || moduleFolders.includes(remote.folder));
  const failures = [];
  let written = 0;
  for (const remote of selected) {
    let pages;
    let manifest;
    const location = located.remotes[remote.federationName];
    try {
      manifest = readJson(location.manifestFile);
      pages = require(location.pagesFile).loadPages(location.publicPath);
    } catch (error) {
      failures.push({ module: remote.folder, error });
      log(`pré-rendu de ${remote.folder} impossible, pages précédentes gardées : ${error.message}`);
      continue;
    }
    const routes = shell.routesToPrerender.filter(
      (entry) => entry.remote === remote.federationName && (!pageKeys || pageKeys.includes(entry.page)),
    );
    for (const route of routes) {
      try {
        const Page = pages[route.exposedName]?.default;
        if (!Page) throw new Error(`${route.exposedName} introuvable dans ${location.pagesFile}`);
        const { contentBlock, collections } = withContent(route.page);
        const html = composeDocument(template, {
          headTags: route.headTags,
          hints: [
            ...startHints,
            ...languageFrameScripts(shellDist, route.lang).map(scriptHint),
            ...pageHints(location, manifest, route.exposedName),
          ],
          rendered: shell.renderRoute(route.url, collections, Page),
          contentBlock,
          entryScript,
          lang: route.lang,
        });
        writeAtomically(path.join(outDir, `${route.page}.html`), html);
        written += 1;
      } catch (error) {
        failures.push({ module: remote.folder, page: route.page, error });
        log(`pré-rendu de ${route.page} impossible, page précédente gardée : ${error.message}`);
      }
    }
  }
  if (!moduleFolders) {
    const { contentBlock, collections } = withContent('notFound');
    const html = composeDocument(template, {
      headTags: shell.notFoundHeadTags,
      hints: startHints,
      rendered: shell.renderRoute(shell.NOT_FOUND_URL, collections, shell.NotFoundPage),
      contentBlock,
      entryScript,
    });
    writeAtomically(path.join(outDir, NOT_FOUND_FILE), html);
    // A live shell released before the visit in English has no English not-found page.
    const english = shell.englishNotFound;
    if (english) {
      writeAtomically(
        path.join(outDir, ENGLISH_NOT_FOUND_FILE),
        composeDocument(template, {
          headTags: english.headTags,
          hints: [...startHints, ...languageFrameScripts(shellDist, english.lang).map(scriptHint)],
          rendered: shell.renderRoute(english.url, collections),
          contentBlock,
          entryScript,
          lang: english.lang,
        }),
      );
      written += 1;
    }
    const search = shell.searchPage;
    writeAtomically(
      path.join(outDir, SEARCH_FILE),
      composeDocument(template, {
        headTags: search.headTags,
        hints: startHints,
        rendered: shell.renderRoute(search.url, collections, search.Page),
        contentBlock,
        entryScript,
      }),
    );
    written += 2;
  }
  // A live shell released before the site search has no index to make.
  if (typeof shell.searchIndexOf === 'function') writeSearchIndex(shell, outDir, content);
  return { written, failures, outDir };
}
