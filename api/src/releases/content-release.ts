// A content release, prepared: the folder checked with the server's schemas and, in the sandbox, with
// the live shell's; the pages that show a collection it changes (against the live snapshot) rendered
// again with the live builds. No module is built or moved. Whatever its source (an archive, a release
// kept, the server's own content folder), what goes live is a snapshot under releases/content/: the
// pages and the api read the same one, never a folder being edited.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isPhotograph, pagesShowing, type ContentCollection } from '@mtdm/shared/content';
import {
  checkContentFolder,
  collectionFingerprints,
  formatProblem,
  removeSystemTraces,
  unnamedMedia,
} from '@mtdm/shared/content/files';
import { makePhotographVariants } from '../infrastructure/photograph-variants';
import { decodeProblem } from '../infrastructure/photographs';
import type { PageKey } from '@mtdm/shared/routing';
import { checkRenderOutput } from './compose-state';
import { CONTENT_SEGMENT, mediaVariantsDir, readLiveSite, releaseDir, type SiteVersions } from './layout';
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
import { documentsOfPages } from './state-files';

/** An archive unpacked aside, a release kept, or a snapshot of the server's own content folder now. */
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
export async function contentVersionOf(dir: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of await filesUnder(dir))
    hash.update(`${file}\0`).update(await fs.promises.readFile(path.join(dir, file)));
  return `content-${hash.digest('hex').slice(0, 12)}`;
}

/** Each photograph of the folder the server cannot decode whole, said in French. */
async function photographProblems(folder: string): Promise<string[]> {
  const media = path.join(folder, 'media');
  const problems: string[] = [];
  for (const file of await filesUnder(media)) {
    if (!isPhotograph(file)) continue;
    const problem = await decodeProblem(path.join(media, file));
    if (problem) problems.push(`content/media/${file} : cette image ne peut pas être lue (${problem}).`);
  }
  return problems;
}

const withContent = (site: SiteVersions, version: string, ownContent: boolean): SiteVersions => ({
  ...site,
  content: version,
  ownContent,
});

export async function prepareContentRelease(
  env: ReleaseEnvironment,
  source: ContentSource,
  workspace: ReleaseWorkspace,
): Promise<Preparation> {
  const { deployDir, contentRoot } = env.roots;
  // The server's own folder is copied first: an editor may go on changing it meanwhile.
  const snapshot = path.join(path.dirname(workspace.renderDir), 'own', 'content');
  if ('ownBuild' in source) await fs.promises.cp(contentRoot, snapshot, { recursive: true });
  const sent = 'from' in source || 'ownBuild' in source;
  const folder =
    'from' in source
      ? path.join(source.from, 'content')
      : 'version' in source
        ? releaseDir(deployDir, CONTENT_SEGMENT, source.version)
        : snapshot;
  if (!fs.existsSync(folder))
    return refused([
      'version' in source
        ? `La version ${source.version} du contenu n’est plus sur le serveur.`
        : 'L’archive ne contient pas de dossier content/.',
    ]);
  // What a volunteer's computer left in the folder, unseen by them, is not published (nor counted in
  // the version): the check passes it over, and the copy to publish loses it here.
  if (sent) removeSystemTraces(folder);
  const ownProblems = checkContentFolder(folder).map(formatProblem);
  if (ownProblems.length > 0) return refused(ownProblems);
  if (sent) {
    // Only what the entries name is carried; every photograph must decode whole.
    for (const file of unnamedMedia(folder)) await fs.promises.rm(path.join(folder, 'media', file));
    const undecodable = await photographProblems(folder);
    if (undecodable.length > 0) return refused(undecodable);
  }
  const version = 'version' in source ? source.version : await contentVersionOf(folder);
  // Each photograph in every width the pages ask for, as WebP, before any visitor asks for one.
  const media = path.join(folder, 'media');
  const mediaFiles = fs.existsSync(media) ? await filesUnder(media) : [];
  await makePhotographVariants(media, mediaFiles, mediaVariantsDir(deployDir, version));
  const ownContent = 'ownBuild' in source;

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

  const located = locateSite(env.roots, withContent(live, version, ownContent), { contentDir: folder });
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
  const taken = documentsOfPages(
    pages.map(({ page }) => page),
    rendered.answer.written,
  );
  const problems = await checkRenderOutput(workspace.renderDir, taken);
  if (problems.length > 0) return refused(problems);

  const released = releaseDir(deployDir, CONTENT_SEGMENT, version);
  return {
    ok: true,
    release: {
      module: CONTENT_SEGMENT,
      version,
      apply: (at) => withContent(at, version, ownContent),
      builds: (at) => locateSite(env.roots, at),
      contentDir: () => (sent ? folder : released),
      taken,
      pages: pages.map(({ url }) => url),
      files: [],
      collections: changed,
      moveInPlace: async () => {
        if (!sent || fs.existsSync(released)) return;
        await fs.promises.mkdir(path.dirname(released), { recursive: true });
        await fs.promises.rename(folder, released);
      },
    },
  };
}
