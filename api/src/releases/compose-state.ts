// A new state, made by the server from the live one and the renderer's output, after checking that
// output: the renderer wrote only the documents it was asked for, each one a page of the site; every
// other document is copied from the live state, byte for byte. The search index is then made again, by the
// server's own code in the sandbox.
import fs from 'node:fs';
import path from 'node:path';
import { currentStateDir, newStateDir, PRERENDERED, writeStateRecord, type SiteVersions } from './layout';
import type { LocatedSite } from './located-site';
import { inlineScriptSources } from './page-scripts';
import { runSandboxed, type SandboxLimits } from './sandbox';
import { isReplacedBy, SEARCH_INDEX_FILES } from './state-files';

/** A document larger than this is not a page of this site. */
const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;
/** Nor an index larger than this. */
const MAX_INDEX_BYTES = 16 * 1024 * 1024;

const composeMessages = {
  unexpectedFile: (file: string) =>
    `Le rendu a écrit « ${file} », qui n’est pas une page de ce module : version refusée.`,
  notADocument: (file: string) => `« ${file} » n’est pas une page complète du site : version refusée.`,
  index: (reason: string) => `L’index de la recherche n’a pas pu être refait : ${reason}.`,
} as const;

/** What the renderer left in its output folder, checked against what it was asked for. */
export async function checkRenderOutput(outDir: string, expected: ReadonlySet<string>): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of await fs.promises.readdir(outDir, { withFileTypes: true })) {
    if (!expected.has(entry.name) || !entry.isFile()) {
      problems.push(composeMessages.unexpectedFile(entry.name));
      continue;
    }
    const file = path.join(outDir, entry.name);
    const { size } = await fs.promises.stat(file);
    const head = size <= MAX_DOCUMENT_BYTES ? await fs.promises.readFile(file, 'utf8') : '';
    if (!head.startsWith('<!DOCTYPE html>') || !head.includes('<div id="root"'))
      problems.push(composeMessages.notADocument(entry.name));
  }
  return problems;
}

export interface StateInputs {
  readonly deployDir: string;
  readonly site: SiteVersions;
  /** The builds of this state: the shell's start-up code and the modules' entries are the inline scripts allowed. */
  readonly builds: LocatedSite;
  readonly contentDir: string;
  /** The renderer's checked output, and the documents taken from it. */
  readonly outDir: string;
  readonly taken: ReadonlySet<string>;
  /** Where the index job writes (an empty folder of the staging area). */
  readonly indexDir: string;
  readonly limits: SandboxLimits;
  readonly pidFile?: string;
}

/**
 * Makes the new state (not live): the live documents, those of `taken` from the renderer, a fresh
 * index, site.json with the versions and the hashes of the scripts its pages carry inline.
 */
export async function composeState(inputs: StateInputs): Promise<{ dir: string } | { problems: string[] }> {
  const dir = newStateDir(inputs.deployDir);
  const pages = path.join(dir, PRERENDERED);
  const fail = async (problems: string[]) => {
    await fs.promises.rm(dir, { recursive: true, force: true });
    return { problems };
  };
  await fs.promises.mkdir(pages, { recursive: true });
  const live = currentStateDir(inputs.deployDir);
  const livePages = live ? path.join(live, PRERENDERED) : null;
  const kept = livePages && fs.existsSync(livePages) ? await fs.promises.readdir(livePages) : [];
  for (const file of kept)
    if (!isReplacedBy(file, inputs.taken) && file.endsWith('.html'))
      await fs.promises.copyFile(path.join(livePages!, file), path.join(pages, file));
  for (const file of inputs.taken)
    await fs.promises.copyFile(path.join(inputs.outDir, file), path.join(pages, file));
  const index = await runSandboxed(
    {
      kind: 'index',
      pagesDir: pages,
      contentDir: inputs.contentDir,
      outDir: inputs.indexDir,
    },
    inputs.limits,
    inputs.pidFile,
  );
  if (!index.ok) return fail([composeMessages.index(index.message)]);
  for (const file of Object.values(SEARCH_INDEX_FILES)) {
    const indexFile = path.join(inputs.indexDir, file);
    const { size } = await fs.promises.stat(indexFile);
    if (size > MAX_INDEX_BYTES) return fail([composeMessages.index('trop volumineux')]);
    JSON.parse(await fs.promises.readFile(indexFile, 'utf8'));
    await fs.promises.copyFile(indexFile, path.join(pages, file));
  }
  writeStateRecord(dir, {
    ...inputs.site,
    inlineScripts: inlineScriptSources(inputs.builds),
  });
  return { dir };
}
