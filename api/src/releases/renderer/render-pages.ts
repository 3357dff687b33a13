// The renderer's work, in its sandbox: each page asked for, rendered with the shell's and its module's
// server builds and the content folder, written as <key>.html into the output folder. A page that
// throws, or whose boundary caught an error, is a failure naming the page and the error.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_GLOBAL } from '@mtdm/shared/build/names';
import { ITEM_NAME } from '@mtdm/shared/routing';
import {
  languageFrameScripts,
  pageScripts,
  readManifest,
  readRemoteEntry,
  readShellEntry,
  type InlineRemoteEntry,
  SHELL_ENTRY,
  shellStartUpScripts,
} from '../page-scripts';
import { ENGLISH_NOT_FOUND_FILE, NOT_FOUND_FILE, pageFile, SEARCH_FILES } from '../state-files';
import { composeDocument, scriptHint, type RenderedRoute } from './page-document';
import type { RenderFailure, RendererAnswer, RenderJob } from './render-job';
import type { ItemHead, RemotePages, ShellRenderer } from './shell-renderer';

const load = createRequire(__filename);

/** React's mark of a boundary rendered as its fallback because something inside it failed. */
const FAILED_BOUNDARY = '<!--$!-->';

/** At most this many items per page: a module cannot fill the disk with documents. */
const MAX_ITEMS_PER_PAGE = 500;

/** An item module's list, as the server accepts it: names fit for an address, each once, heads as text. */
function checkedItems(listed: unknown): ItemHead[] {
  if (!Array.isArray(listed)) throw new Error('la liste des éléments n’est pas un tableau');
  if (listed.length > MAX_ITEMS_PER_PAGE)
    throw new Error(`${listed.length} éléments, ${MAX_ITEMS_PER_PAGE} au plus`);
  const seen = new Set<string>();
  return listed.map((head: Partial<ItemHead> | null) => {
    const { item, title, description } = head ?? {};
    if (typeof item !== 'string' || !ITEM_NAME.test(item) || item.length > 80)
      throw new Error(`nom d’élément refusé : ${String(item).slice(0, 80)}`);
    if (seen.has(item)) throw new Error(`l’élément ${item} est listé deux fois`);
    seen.add(item);
    if (typeof title !== 'string' || typeof description !== 'string')
      throw new Error(`l’élément ${item} n’a pas de titre ou de description`);
    return { item, title, description };
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function renderPages(job: RenderJob): Promise<RendererAnswer> {
  const { located, outDir } = job;
  const shell = load(located.shell.renderFile) as ShellRenderer;
  (globalThis as Record<string, unknown>)[SHARED_GLOBAL] = shell.sharedModules;
  if (job.checkContent) {
    const contentProblems = shell.checkContentFolder(located.contentDir).map(shell.formatProblem);
    if (contentProblems.length > 0) return { written: [], failures: [], contentProblems };
  }
  const content = shell.readContentFolder(located.contentDir);
  const shellDist = located.shell.dist;
  const template = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const startHints = shellStartUpScripts(shellDist)
    .filter((script) => script !== SHELL_ENTRY)
    .map(scriptHint);
  const entryScript = readShellEntry(shellDist);
  const written: string[] = [];
  const failures: RenderFailure[] = [];

  /** Renders `url` and writes its document; a failed boundary is a failure, with its errors. */
  const write = async (
    file: string,
    url: string,
    page: string,
    Page: unknown,
    parts: { headTags: string; hints: string[]; lang?: string; remoteEntry?: InlineRemoteEntry },
  ) => {
    const collections = shell.contentOfPage(page, content);
    const rendered: RenderedRoute = shell.renderRoute(url, collections, Page);
    if (rendered.html.includes(FAILED_BOUNDARY)) {
      const errors = (await shell.renderErrors?.(url, collections, Page)) ?? [];
      throw new Error(errors.length > 0 ? errors.join(' ; ') : 'une erreur est survenue pendant le rendu');
    }
    const html = composeDocument(template, {
      ...parts,
      rendered,
      contentBlock: shell.pageContentBlock(collections),
      entryScript,
    });
    fs.writeFileSync(path.join(outDir, file), html);
    written.push(file);
  };

  const byRemote = new Map<string, typeof job.pages>();
  for (const entry of job.pages) byRemote.set(entry.remote, [...(byRemote.get(entry.remote) ?? []), entry]);
  for (const [remote, entries] of byRemote) {
    const location = located.remotes[remote];
    let pages: ReturnType<RemotePages['loadPages']>;
    let manifest: ReturnType<typeof readManifest>;
    let remoteEntry: InlineRemoteEntry;
    try {
      if (!location) throw new Error(`module inconnu : ${remote}`);
      manifest = readManifest(location.manifestFile);
      remoteEntry = readRemoteEntry(location, manifest);
      pages = (load(location.pagesFile) as RemotePages).loadPages(location.publicPath);
    } catch (error) {
      for (const entry of entries) failures.push({ page: entry.page, message: messageOf(error) });
      continue;
    }
    for (const entry of entries) {
      try {
        const route = shell.routesToPrerender.find((candidate) => candidate.page === entry.page);
        if (!route) throw new Error(`le shell en service ne connaît pas la page ${entry.page}`);
        const Page = pages[entry.exposedName]?.default;
        if (!Page)
          throw new Error(`${entry.exposedName} introuvable dans ${path.basename(location!.pagesFile)}`);
        await write(pageFile(entry.page), route.url, entry.page, Page, {
          headTags: route.headTags,
          hints: [
            ...startHints,
            ...languageFrameScripts(shellDist, route.lang ?? 'fr').map(scriptHint),
            ...pageScripts(location!, manifest, entry.exposedName).own.map(scriptHint),
          ],
          lang: route.lang,
          remoteEntry,
        });
        const items = shell.itemPages;
        if (items?.listPages.includes(entry.page)) {
          const exposedName = items.exposedName(entry.page);
          const module = pages[exposedName];
          if (!module?.default || typeof module.itemsOf !== 'function')
            throw new Error(`${exposedName} introuvable dans ${path.basename(location!.pagesFile)}`);
          const heads = checkedItems(module.itemsOf(shell.contentOfPage(entry.page, content)));
          const hints = [...startHints, ...pageScripts(location!, manifest, exposedName).own.map(scriptHint)];
          for (const head of heads)
            await write(
              items.file(entry.page, head.item),
              items.url(entry.page, head.item),
              entry.page,
              module.default,
              { headTags: items.headTags(entry.page, head), hints, remoteEntry },
            );
        }
      } catch (error) {
        failures.push({ page: entry.page, message: messageOf(error) });
      }
    }
  }

  if (job.framePages) {
    const frame = async (file: string, run: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        failures.push({ page: file, message: messageOf(error) });
      }
    };
    await frame(NOT_FOUND_FILE, () =>
      write(NOT_FOUND_FILE, shell.NOT_FOUND_URL, 'notFound', shell.NotFoundPage, {
        headTags: shell.notFoundHeadTags,
        hints: startHints,
      }),
    );
    const english = shell.englishNotFound;
    if (english)
      await frame(ENGLISH_NOT_FOUND_FILE, () =>
        write(ENGLISH_NOT_FOUND_FILE, english.url, 'notFound', undefined, {
          headTags: english.headTags,
          hints: [...startHints, ...languageFrameScripts(shellDist, english.lang).map(scriptHint)],
          lang: english.lang,
        }),
      );
    await frame(SEARCH_FILES.fr, () =>
      write(SEARCH_FILES.fr, shell.searchPage.url, 'notFound', shell.searchPage.Page, {
        headTags: shell.searchPage.headTags,
        hints: startHints,
      }),
    );
    const englishSearch = shell.englishSearchPage;
    if (englishSearch)
      await frame(SEARCH_FILES.en, () =>
        write(SEARCH_FILES.en, englishSearch.url, 'notFound', englishSearch.Page, {
          headTags: englishSearch.headTags,
          hints: [...startHints, ...languageFrameScripts(shellDist, englishSearch.lang).map(scriptHint)],
          lang: englishSearch.lang,
        }),
      );
  }
  return { written, failures };
}
