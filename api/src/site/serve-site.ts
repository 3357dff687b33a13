import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { parisToday } from '@mtdm/shared/content';
import { remoteByName, signedInRemoteModules, type SignedInRemoteModule } from '@mtdm/shared/federation';
import {
  CRAWLER_FILES,
  findPageByPath,
  FRAME_CALLS,
  pageRenderedAt,
  pages,
  paths,
  type BootData,
} from '@mtdm/shared/routing';
import { SEARCH_INDEX_URLS, SEARCH_LANGUAGES } from '@mtdm/shared/search';
import type { ServerConfig } from '../config';
import { NO_CACHE, setCacheControl } from './cache-policy';
import { SHELL_FOLDER } from './modules';
import { readLiveSite, shellFolder } from '../releases/layout';
import { serveContent } from './content-files';
import { publishedContent } from '../content/published-content';
import { serveContentEditor } from './content-editor';
import { siteOriginOf, withoutOpenerIsolation } from '../http/security';
import { precompressedFiles, qualifiesForPrecompression, sendPrecompressed } from './precompressed-files';
import { allowInlineScripts } from './inline-scripts';
import { fileUnder, isNavigation, isSourceMap, relativePathOf } from './relative-path';
import { moduleFiles } from './module-files';
import { ENGLISH_NOT_FOUND_FILE } from '../releases/state-files';
import { compressedPages, sendStoredPage } from './compressed-pages';
import {
  documentNameAt,
  itemDocumentAt,
  liveItemPaths,
  prerenderedFileFor,
  readSiteDocument,
} from './prerendered-pages';
import { readRemotes } from './remotes-file';
import { robotsTxt, sitemapXml } from './search-files';
import { previewDir, previewDocument, previewManifestPath, type PreviewRecord } from '../releases/previews';
import { modulePageAt } from './module-page';
import { previewFileType, previewHeaders, withPreviewBanner } from './preview-banner';
import {
  fillNotFoundPage,
  fillSearchPage,
  queryOf,
  searchIndexFile,
  searchPageFile,
  searchPageLanguage,
} from './site-search';

/** A file name with an extension other than .html (a script, an image…) is never a page. */
const looksLikeAsset = (url: string) => /\.(?!html?$)[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * A page is asked for by a browser (text/html) or by a tool that accepts anything (curl: *\/*), with
 * GET or HEAD (a link checker or an uptime monitor asks for the headers alone). A browser opening an
 * address named like a file (an old /index.php, a document no longer published, a call or a module's
 * file typed by hand) is shown a page too: the home page it stands for, or « Page introuvable », never
 * the api's JSON, which a script or a fetch still gets.
 */
const isPageRequest = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isNavigation(request)) return true;
  if (request.url.startsWith('/api/') || request.url.startsWith('/mfe/')) return false;
  const acceptsAnything = (request.headers.accept ?? '*/*').includes('*/*');
  return (
    acceptsAnything &&
    !request.url.startsWith('/content/') &&
    (!looksLikeAsset(request.url) || findPageByPath(request.url.split('?')[0] ?? '/') !== undefined)
  );
};

/** The shell's index.html is the frame the server fills in, never a page to send as it is. */
const SHELL_TEMPLATE = 'index.html';

/**
 * The whole site from one process: the shell at /, each remote's dist/ at /mfe/<name>/, published
 * versions at /mfe/<name>/releases/<version>/, /remotes.json, /site-config.json and the page fallback.
 */
interface SiteOptions {
  readonly config: ServerConfig;
  /** Told of each page a visitor is served, by the module that renders it (a release's watch counts them). */
  readonly onPageView?: (module: string) => void;
  /** The preview a request's browser holds the cookie of (deployments/preview-pass.ts), if any. */
  readonly previewOf?: (request: FastifyRequest) => PreviewRecord | undefined;
  /** Whether a request may load a signed-in space's files (module-files.ts). */
  readonly mayLoadSpace?: (request: FastifyRequest, space: SignedInRemoteModule) => boolean;
}

/**
 * The remotes a public page names: the live ones, and the previewed module's version for its holder
 * (a signed-in space's preview shows in the space's own document, never in a public one).
 */
const remotesWith = (remotes: Record<string, string>, preview: PreviewRecord | undefined) =>
  preview &&
  preview.module !== SHELL_FOLDER &&
  !signedInRemoteModules.some((space) => space.folder === preview.module)
    ? { ...remotes, [preview.federationName]: previewManifestPath(preview) }
    : remotes;

const serveSite: FastifyPluginAsync<SiteOptions> = async (
  app,
  { config, onPageView, previewOf, mayLoadSpace },
) => {
  /**
   * The shell's folder for this request: its live release, or its own dist/ (read on each request);
   * a previewed shell's build for the browser that holds its cookie.
   */
  const shellDist = (request?: FastifyRequest) => {
    const preview = request && previewOf?.(request);
    return preview?.module === SHELL_FOLDER
      ? path.join(previewDir(config.deployDir, preview.id), 'dist')
      : shellFolder(config.deployDir, config.siteRoot, SHELL_FOLDER);
  };
  const shellIndex = (request?: FastifyRequest) => path.join(shellDist(request), SHELL_TEMPLATE);

  const siteConfig = () => (config.ga4MeasurementId ? { ga4MeasurementId: config.ga4MeasurementId } : {});

  app.get(FRAME_CALLS.remotes, async (request, reply) => {
    const preview = previewOf?.(request);
    if (preview) previewHeaders(reply);
    else void reply.header('Cache-Control', NO_CACHE);
    return remotesWith(readRemotes(config.deployDir), preview);
  });

  app.get(FRAME_CALLS.siteConfig, async (_request, reply) => {
    void reply.header('Cache-Control', NO_CACHE);
    return siteConfig();
  });

  const originOf = (request: FastifyRequest) => siteOriginOf(config, request);

  app.get(CRAWLER_FILES.sitemap, async (request, reply) => {
    void reply.header('Cache-Control', NO_CACHE).type('application/xml; charset=utf-8');
    const items = liveItemPaths(config.deployDir);
    return sitemapXml(originOf(request), publishedContent(config).content, parisToday(), items);
  });

  // Asked by browsers and feed readers whatever the page says: the site's icon is an SVG.
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));

  app.get(CRAWLER_FILES.robots, async (request, reply) => {
    void reply.header('Cache-Control', NO_CACHE).type('text/plain; charset=utf-8');
    return robotsTxt(originOf(request));
  });

  const { production } = config;
  // The scripts of every module, compressed once at brotli's highest quality (precompressed-files.ts).
  const precompressed = precompressedFiles();
  // Registered in a context of its own (module-files.ts): its hooks never see the other requests.
  await app.register(moduleFiles, { config, precompressed, previewOf, mayLoadSpace });
  // The shell's files come from its live folder, chosen per request: reply.sendFile with that root.
  await app.register(fastifyStatic, {
    root: config.siteRoot,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: setCacheControl,
  });

  serveContent(app, config);
  await serveContentEditor(app, config);

  /** The searches' indexes, made by the live release: fetched by the browser when a visitor searches. */
  for (const language of SEARCH_LANGUAGES)
    app.get(SEARCH_INDEX_URLS[language], async (_request, reply) => {
      const file = searchIndexFile(config.deployDir, language);
      if (!file) return reply.code(404).send({ message: 'Ressource introuvable' });
      void reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8');
      return reply.send(fs.createReadStream(file));
    });

  /** The previewed module's own document for a page it renders, if the preview has one. */
  const previewedFileFor = (preview: PreviewRecord | undefined, pathname: string) => {
    const rendered = documentNameAt(pathname);
    if (!preview || !rendered || !preview.documents.includes(rendered)) return undefined;
    const file = previewDocument(config.deployDir, preview.id, rendered);
    return fs.existsSync(file) ? file : undefined;
  };

  const compressed = compressedPages({ maxBytes: config.pageStoreMegabytes * 1024 * 1024 });
  /**
   * A live document as sent, from the store: keyed by the file (its size and time, so a new release's
   * file is a new key), the origin and the boot data written in. Undefined when the file is gone.
   */
  const storedPage = async (document: string, origin: string, bootData: BootData) => {
    const stat = fs.statSync(document, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const key = [document, stat.size, stat.mtimeMs, origin, JSON.stringify(bootData)].join('\0');
    return compressed.pageOf(key, () => readSiteDocument(document, origin, bootData));
  };

  /**
   * A page of the site: its pre-rendered document, or the shell's index.html when there is none. The
   * search page carries the results of its ?q=, the not-found page the closest pages (no script needed).
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const searchLanguage = searchPageLanguage(pathname);
    // An unknown address says so with a 404.
    const page = findPageByPath(pathname);
    // An older address of a page (/visiteguidee.html), or a signed-in space's typed without its final
    // slash (/benevoles): sent on for good to its own address.
    const space = page
      ? undefined
      : signedInRemoteModules.find((module) => module.pathPrefix === `${pathname.toLowerCase()}/`);
    const onward = space ? space.pathPrefix : page && !pageRenderedAt(pathname) ? paths[page] : undefined;
    if (onward) {
      const query = request.url.slice(pathname.length);
      return reply.code(301).header('Cache-Control', NO_CACHE).redirect(`${onward}${query}`, 301);
    }
    // A module registered while the server runs shows its own page, from the shell's document.
    // An item of a page (/pages/laboutique/<item>) is found when its document is there.
    const item = searchLanguage || page ? undefined : itemDocumentAt(config.deployDir, pathname);
    const shown = searchLanguage || page || item ? undefined : modulePageAt(config, pathname);
    const status = searchLanguage || page || item || shown ? 200 : 404;
    const preview = previewOf?.(request);
    const document =
      (searchLanguage
        ? searchPageFile(config.deployDir, searchLanguage)
        : shown
          ? undefined
          : (previewedFileFor(preview, pathname) ?? prerenderedFileFor(config.deployDir, pathname))) ??
      shellIndex(request);
    void reply.code(status).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8');
    if (preview) previewHeaders(reply);
    // The remotes and settings read now: a module released while the server runs is in the next page.
    const live = readLiveSite(config.deployDir);
    const bootData = {
      remotes: remotesWith(readRemotes(config.deployDir), preview),
      siteConfig: siteConfig(),
      contentVersion: live.content,
      ...(shown
        ? {
            modulePage: {
              remote: shown.module.federationName,
              module: shown.page.module,
              title: shown.page.title,
            },
          }
        : {}),
    };
    // Only the inline code the state was made with runs: its hash was recorded at release (or at
    // the preview of a shell, for the browser that previews it).
    allowInlineScripts(
      reply,
      preview?.module === SHELL_FOLDER
        ? [...live.inlineScripts, ...preview.inlineScripts]
        : live.inlineScripts,
    );
    withoutOpenerIsolation(reply, page);
    const owner = shown ? shown.module.folder : page && remoteByName(pages[page].owner)?.folder;
    // A previewed page is no visitor's view of the live release.
    if (owner && owner !== preview?.module) onPageView?.(owner);
    // A live page as every visitor gets it: compressed once for this release (compressed-pages.ts).
    const storable = !searchLanguage && !shown && !preview && status === 200 && config.pageStoreMegabytes > 0;
    if (storable && document !== shellIndex(request)) {
      const stored = await storedPage(document, originOf(request), bootData);
      if (stored) return sendStoredPage(request, reply, stored);
    }
    const read = await readSiteDocument(document, originOf(request), bootData);
    // The English not-found page has no search to fill (it lists the English pages).
    const text = searchLanguage
      ? fillSearchPage(read, queryOf(request.url), config.deployDir, searchLanguage)
      : status === 404 && path.basename(document) !== ENGLISH_NOT_FOUND_FILE
        ? fillNotFoundPage(read, pathname, config.deployDir)
        : read;
    return reply.send(preview ? withPreviewBanner(text, preview, pathname) : text);
  };

  /** A file of the shell's folder for this request (main.js, its chunks, the favicon…), or undefined. */
  const shellFileFor = (request: FastifyRequest, dist: string): string | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const relative = relativePathOf(request.url, '/');
    if (!relative || relative === SHELL_TEMPLATE || (production && isSourceMap(relative))) return undefined;
    const file = path.join(dist, relative);
    return fs.existsSync(file) && fs.statSync(file).isFile() ? relative : undefined;
  };

  /** Every other address: a file of the shell, a page, or a French 404. */
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const preview = previewOf?.(request);
    const dist = shellDist(request);
    const shellFile = shellFileFor(request, dist);
    // A previewed shell's files go to the browser that previews it alone, and are kept by no cache.
    if (shellFile && preview?.module === SHELL_FOLDER) {
      const file = fileUnder(dist, shellFile);
      if (file) {
        previewHeaders(reply);
        return reply.type(previewFileType(file)).send(fs.createReadStream(file));
      }
    }
    const compressedFile =
      shellFile && qualifiesForPrecompression(shellFile) ? fileUnder(dist, shellFile) : undefined;
    if (compressedFile && sendPrecompressed(precompressed, request, reply, compressedFile)) return reply;
    if (shellFile) return reply.sendFile(shellFile, dist);
    if (isPageRequest(request) && fs.existsSync(shellIndex(request))) return sendPage(request, reply);
    return reply.code(404).send({ message: 'Ressource introuvable' });
  };
  // A route (not only the not-found handler), so the shell's files are compressed like any answer.
  app.get('/*', answer);
  app.get('/', answer);
  app.setNotFoundHandler(answer);
};

/**
 * The built site (shell, remotes, pre-rendered pages, sitemap): registered without encapsulation,
 * since its not-found handler answers every address no other route claims.
 */
export const sitePlugin = fastifyPlugin(serveSite, { name: 'site' });
