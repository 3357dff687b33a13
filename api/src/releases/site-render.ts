// The whole site rendered: every page of the registry and the frame's own documents, with the live
// releases (or each part's own build). npm start makes its first state this way when a build is newer
// than the live pages; the tests render the repository's builds the same way.
import fs from 'node:fs';
import path from 'node:path';
import { remoteModules, shellModule } from '@mtdm/shared/federation';
import { composeState, checkRenderOutput } from './compose-state';
import {
  currentStateDir,
  pruneStates,
  readLiveSite,
  stagingDir,
  switchState,
  type SiteVersions,
} from './layout';
import { locateSite, type LocatedSite } from './located-site';
import type { ReleaseEnvironment, ReleaseWorkspace } from './prepared-release';
import type { RenderFailure } from './renderer/render-job';
import { runSandboxed, type SandboxLimits } from './sandbox';
import { sitePages } from './site-pages';
import { documentsOfPages, FRAME_FILES, SEARCH_INDEX_FILES } from './state-files';

/** A fresh folder of the staging area, for one render or release. */
export async function newWorkspace(deployDir: string): Promise<ReleaseWorkspace & { readonly root: string }> {
  const root = await fs.promises.mkdtemp(path.join(await ensure(stagingDir(deployDir)), 'work-'));
  return {
    root,
    renderDir: path.join(root, 'render'),
    indexDir: await ensure(path.join(root, 'index')),
    pidFile: path.join(root, 'renderer.pid'),
  };
}

async function ensure(dir: string): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true });
  return dir;
}

export interface SiteRender {
  readonly written: readonly string[];
  readonly failures: readonly RenderFailure[];
}

/** Every document of the site `located`, rendered into `outDir` (the search index beside them). */
export async function renderSiteInto(
  located: LocatedSite,
  outDir: string,
  limits: SandboxLimits,
): Promise<SiteRender> {
  await fs.promises.mkdir(outDir, { recursive: true });
  const rendered = await runSandboxed(
    { kind: 'render', located, outDir, pages: sitePages, framePages: true, checkContent: false },
    limits,
  );
  if (!rendered.ok) return { written: [], failures: [{ page: 'site', message: rendered.message }] };
  const index = await runSandboxed(
    {
      kind: 'index',
      pagesDir: outDir,
      contentDir: located.contentDir,
      outDir,
    },
    limits,
  );
  const failures = [...rendered.answer.failures];
  if (!index.ok) failures.push({ page: SEARCH_INDEX_FILES.fr, message: index.message });
  return { written: rendered.answer.written, failures };
}

const mtimeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
/**
 * The newest file of a build folder: webpack rewrites only the files whose content changed, so a
 * change to a chunk, the start-up list or the inline entry shows here even when the server build is
 * byte for byte the same.
 */
const newestFileIn = (dir: string) =>
  fs.existsSync(dir)
    ? Math.max(
        0,
        ...fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => mtimeOf(path.join(dir, entry.name))),
      )
    : 0;

/**
 * Whether the live pages are missing, or older than a build of a part served from its own dist/ (the
 * site's own content is published as a snapshot at start, by a content release).
 */
export function stateIsStale(env: ReleaseEnvironment): boolean {
  const { deployDir, buildRoot } = env.roots;
  const live = currentStateDir(deployDir);
  if (!live) return true;
  const renderedAt = mtimeOf(path.join(live, 'site.json'));
  const site = readLiveSite(deployDir);
  const ownBuilds = [
    ...(site.shell ? [] : [shellModule.folder]),
    ...remoteModules.filter((remote) => !site.remotes[remote.federationName]).map((remote) => remote.folder),
  ];
  return (
    renderedAt === 0 ||
    ownBuilds.some((folder) =>
      ['dist', 'dist-server'].some((build) => newestFileIn(path.join(buildRoot, folder, build)) > renderedAt),
    )
  );
}

/**
 * A new live state with every page rendered again from the live releases and own builds. A page that
 * cannot be rendered keeps its previous document (a start never refuses to serve); its failure is
 * returned.
 */
export async function renderLiveSite(
  env: ReleaseEnvironment,
): Promise<SiteRender & { readonly state: string | null }> {
  const { deployDir } = env.roots;
  const site: SiteVersions = readLiveSite(deployDir);
  const located = locateSite(env.roots, site);
  const workspace = await newWorkspace(deployDir);
  try {
    await fs.promises.mkdir(workspace.renderDir, { recursive: true });
    const rendered = await runSandboxed(
      {
        kind: 'render',
        located,
        outDir: workspace.renderDir,
        pages: sitePages,
        framePages: true,
        checkContent: false,
      },
      env.limits,
      workspace.pidFile,
    );
    if (!rendered.ok)
      return { written: [], failures: [{ page: 'site', message: rendered.message }], state: null };
    const expected = new Set([
      ...documentsOfPages(
        sitePages.map(({ page }) => page),
        rendered.answer.written,
      ),
      ...FRAME_FILES,
    ]);
    const problems = await checkRenderOutput(workspace.renderDir, expected);
    const written = rendered.answer.written.filter((file) => expected.has(file));
    const composed = await composeState({
      deployDir,
      site,
      builds: located,
      contentDir: located.contentDir,
      outDir: workspace.renderDir,
      taken: new Set(written),
      indexDir: workspace.indexDir,
      limits: env.limits,
      pidFile: workspace.pidFile,
    });
    const failures = [
      ...rendered.answer.failures,
      ...problems.map((message) => ({ page: 'site', message })),
      ...('problems' in composed ? composed.problems.map((message) => ({ page: 'site', message })) : []),
    ];
    if (!('dir' in composed)) return { written, failures, state: null };
    switchState(deployDir, composed.dir);
    await pruneStates(deployDir);
    return { written, failures, state: composed.dir };
  } finally {
    await fs.promises.rm(workspace.root, { recursive: true, force: true });
  }
}
