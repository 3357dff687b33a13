// A content release, prepared: the folder checked with the server's schemas and, in the sandbox, with
// the live shell's; the pages that show a collection it changes (against the live snapshot) rendered
// again with the live builds. No module is built or moved.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pagesShowing, type ContentCollection } from '@mtdm/shared/content';
import { checkContentFolder, collectionFingerprints, formatProblem } from '@mtdm/shared/content/files';
import type { PageKey } from '@mtdm/shared/routing';
import { checkRenderOutput } from './compose-state';
import { CONTENT_SEGMENT, readLiveSite, releaseDir, type SiteVersions } from './layout';
import { locateSite } from './located-site';
import {
  refused,
  renderProblem,
  type Preparation,
  type ReleaseEnvironment,
  type ReleaseWorkspace,
} from './prepared-release';
import { runSandboxed } from './sandbox';
import { sitePages } from './site-pages';
import { pageFile } from './state-files';

export type ContentSource =
  { readonly from: string } | { readonly version: string } | { readonly ownBuild: true };

/** Every file under `dir`, as sorted relative paths (links and special files left out). */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = (await fs.promises.readdir(path.join(dir, prefix), { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** A content release's version: a digest of its files and their paths (the same content, the same version). */
async function contentVersionOf(dir: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of await filesUnder(dir))
    hash.update(`${file}\0`).update(await fs.promises.readFile(path.join(dir, file)));
  return `content-${hash.digest('hex').slice(0, 12)}`;
}

const withContent = (site: SiteVersions, version: string | null): SiteVersions => ({
  ...site,
  content: version,
});

export async function prepareContentRelease(
  env: ReleaseEnvironment,
  source: ContentSource,
  workspace: ReleaseWorkspace,
): Promise<Preparation> {
  const { deployDir, contentRoot } = env.roots;
  const folder =
    'from' in source
      ? path.join(source.from, 'content')
      : 'version' in source
        ? releaseDir(deployDir, CONTENT_SEGMENT, source.version)
        : contentRoot;
  if (!fs.existsSync(folder))
    return refused([
      'version' in source
        ? `La version ${source.version} du contenu n’est plus sur le serveur.`
        : 'L’archive ne contient pas de dossier content/.',
    ]);
  const ownProblems = checkContentFolder(folder).map(formatProblem);
  if (ownProblems.length > 0) return refused(ownProblems);
  const version =
    'ownBuild' in source ? null : 'version' in source ? source.version : await contentVersionOf(folder);

  const live = readLiveSite(deployDir);
  const liveFolder = locateSite(env.roots, live).contentDir;
  const after = collectionFingerprints(folder);
  let before: Partial<Record<ContentCollection, string>> = {};
  try {
    before = collectionFingerprints(liveFolder);
  } catch {
    // The live content cannot be read any more: every collection counts as changed.
  }
  const changed = (Object.keys(after) as ContentCollection[]).filter((name) => after[name] !== before[name]);
  const keys = pagesShowing(changed, sitePages.map(({ page }) => page) as PageKey[]);
  const pages = sitePages.filter(({ page }) => keys.includes(page));

  const located = locateSite(env.roots, withContent(live, version), { contentDir: folder });
  await fs.promises.mkdir(workspace.renderDir, { recursive: true });
  const rendered = await runSandboxed(
    { kind: 'render', located, outDir: workspace.renderDir, pages, framePages: false, checkContent: true },
    env.limits,
    workspace.pidFile,
  );
  if (!rendered.ok) return refused([renderProblem('du site', rendered.message)]);
  if (rendered.answer.contentProblems?.length) return refused(rendered.answer.contentProblems);
  if (rendered.answer.failures.length > 0)
    return refused(rendered.answer.failures.map(({ page, message }) => renderProblem(page, message)));
  const taken = new Set(pages.map(({ page }) => pageFile(page)));
  const problems = await checkRenderOutput(workspace.renderDir, taken);
  if (problems.length > 0) return refused(problems);

  const released = version === null ? folder : releaseDir(deployDir, CONTENT_SEGMENT, version);
  return {
    ok: true,
    release: {
      module: CONTENT_SEGMENT,
      version,
      apply: (at) => withContent(at, version),
      shellDist: (at) => locateSite(env.roots, at).shell.dist,
      contentDir: () => ('from' in source ? folder : released),
      taken,
      pages: pages.map(({ url }) => url),
      files: [],
      collections: changed,
      moveInPlace: async () => {
        if (!('from' in source) || fs.existsSync(released)) return;
        await fs.promises.mkdir(path.dirname(released), { recursive: true });
        await fs.promises.rename(folder, released);
      },
    },
  };
}
