// A release of a module or of the shell, prepared: its files checked (present, complete, exposing the
// pages the registry gives it, singletons and byte budgets), its pages rendered by the sandboxed
// renderer, and that output checked. Nothing is live yet; nothing of the server runs the build.
import fs from 'node:fs';
import path from 'node:path';
import {
  checkBudgets,
  checkBuildComplete,
  checkExposedPages,
  checkFiles,
  checkSingletons,
  filesNamedByBuild,
  moduleByFederationName,
  versionOf,
  type ReleasedModule,
} from './release-checks';
import { checkRenderOutput } from './compose-state';
import { readLiveSite, releaseDir, rendererDir, type SiteVersions } from './layout';
import { locateSite, type BuildFolders, type LocatedSite } from './located-site';
import { readManifest } from './page-scripts';
import {
  refused,
  renderProblem,
  type Preparation,
  type ReleaseEnvironment,
  type ReleaseWorkspace,
} from './prepared-release';
import { runSandboxed } from './sandbox';
import { pagesOfModule } from './site-pages';
import { documentsOfPages, FRAME_FILES, pageFile } from './state-files';

/** Where a release's build comes from: an archive unpacked aside, a release kept, or the module's own build. */
export type ModuleSource =
  { readonly from: string } | { readonly version: string } | { readonly ownBuild: true };

const ownBuildOf = (env: ReleaseEnvironment, module: ReleasedModule): BuildFolders => ({
  dist: path.join(env.roots.buildRoot, module.folder, 'dist'),
  server: path.join(env.roots.buildRoot, module.folder, 'dist-server'),
});

function withVersion(site: SiteVersions, module: ReleasedModule, version: string | null): SiteVersions {
  return module.shell
    ? { ...site, shell: version }
    : { ...site, remotes: { ...site.remotes, [module.federationName]: version } };
}

/** The manifests' checks: the pages each remote exposes, and the singletons' major versions. */
function checkManifests(deployDir: string, module: ReleasedModule, located: LocatedSite): string[] {
  const shellManifest = readManifest(path.join(located.shell.dist, 'mf-manifest.json'));
  const remotes = Object.entries(located.remotes).filter(
    ([name]) => module.shell || name === module.federationName,
  );
  return remotes.flatMap(([name, location]) => {
    const manifest = readManifest(location.manifestFile);
    return [
      ...checkExposedPages(module.shell ? moduleByFederationName(deployDir, name)! : module, manifest),
      ...checkSingletons(manifest, shellManifest, module.shell ? 'ce shell' : 'le shell en service'),
    ];
  });
}

/** The addresses of a build's files, where the site serves them once the release is live. */
function servedFilesOf(module: ReleasedModule, dist: string, version: string | null): string[] {
  const base = module.shell
    ? '/'
    : version
      ? `/mfe/${module.segment}/releases/${version}/`
      : `/mfe/${module.segment}/`;
  return filesNamedByBuild(module, dist).map((file) => `${base}${file}`);
}

export async function prepareModuleRelease(
  env: ReleaseEnvironment,
  module: ReleasedModule,
  source: ModuleSource,
  workspace: ReleaseWorkspace,
): Promise<Preparation> {
  const { deployDir } = env.roots;
  const files: BuildFolders =
    'from' in source
      ? { dist: path.join(source.from, 'dist'), server: path.join(source.from, 'dist-server') }
      : 'version' in source
        ? {
            dist: releaseDir(deployDir, module.segment, source.version),
            server: rendererDir(deployDir, module.segment, source.version),
          }
        : ownBuildOf(env, module);
  if ('version' in source && !fs.existsSync(files.dist))
    return refused([`La version ${source.version} de ${module.folder} n’est plus sur le serveur.`]);
  const missing = checkFiles(module, files);
  if (missing.length > 0) return refused(missing);
  let problems: string[];
  try {
    problems = checkBuildComplete(module, files.dist);
  } catch (error) {
    problems = [`Ce build ne peut pas être lu : ${(error as Error).message}`];
  }
  if (problems.length > 0) return refused(problems);
  const version =
    'ownBuild' in source ? null : 'version' in source ? source.version : await versionOf(files.dist);

  const site = withVersion(readLiveSite(deployDir), module, version);
  const located = locateSite(env.roots, site, { builds: { [module.folder]: files } });
  try {
    problems = checkManifests(deployDir, module, located);
    if (problems.length === 0) problems = checkBudgets(module, located);
  } catch (error) {
    problems = [`Ce build ne peut pas être lu : ${(error as Error).message}`];
  }
  if (problems.length > 0) return refused(problems);

  const pages = pagesOfModule(module.folder, module.shell);
  await fs.promises.mkdir(workspace.renderDir, { recursive: true });
  const rendered = await runSandboxed(
    {
      kind: 'render',
      located,
      outDir: workspace.renderDir,
      pages,
      framePages: module.shell,
      checkContent: false,
    },
    env.limits,
    workspace.pidFile,
  );
  if (!rendered.ok) return refused([renderProblem(`du module ${module.folder}`, rendered.message)]);
  if (rendered.answer.failures.length > 0)
    return refused(rendered.answer.failures.map(({ page, message }) => renderProblem(page, message)));
  // The frame's own documents too for the shell (the English not-found page only if it has one).
  const taken = new Set([
    ...documentsOfPages(
      pages.map(({ page }) => page),
      rendered.answer.written,
    ),
    ...(module.shell ? FRAME_FILES : []),
  ]);
  problems = await checkRenderOutput(workspace.renderDir, taken);
  const written = new Set(await fs.promises.readdir(workspace.renderDir));
  const notWritten = pages.filter(({ page }) => !written.has(pageFile(page)));
  problems.push(...notWritten.map(({ page }) => renderProblem(page, 'aucun document écrit')));
  if (problems.length > 0) return refused(problems);

  const builds = (at: SiteVersions) =>
    locateSite(env.roots, at, version === null ? {} : { builds: { [module.folder]: files } });
  return {
    ok: true,
    release: {
      module: module.folder,
      version,
      apply: (live) => withVersion(live, module, version),
      builds,
      contentDir: (at) => builds(at).contentDir,
      taken: new Set([...taken].filter((file) => written.has(file))),
      pages: pages.map(({ url }) => url),
      files: servedFilesOf(module, files.dist, version),
      moveInPlace: async () => {
        if (!('from' in source) || version === null) return;
        for (const [from, to] of [
          [files.dist, releaseDir(deployDir, module.segment, version)],
          [files.server, rendererDir(deployDir, module.segment, version)],
        ] as const) {
          if (fs.existsSync(to)) continue; // the same build, already released
          await fs.promises.mkdir(path.dirname(to), { recursive: true });
          await fs.promises.rename(from, to);
        }
      },
    },
  };
}
