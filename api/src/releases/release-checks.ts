// What a release of a module (or of the shell) must pass before it is served, each failure in the
// words a volunteer team reads in its pipeline. Reads files only: no build's code runs in the server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { START_UP_FILES } from '@mtdm/shared/build/names';
import {
  modulePageOf,
  remoteModules,
  shellModule,
  signedInRemoteModules,
  spacePageModuleOf,
} from '@mtdm/shared/federation';
import { budgets } from './budgets';
import { firstLoadByRoute, gzipSize, signedInSpaceLoad } from './first-load';
import type { BuildFolders, LocatedSite } from './located-site';
import { SHELL_SEGMENT } from './layout';
import { knownRemote, knownRemotes } from './module-registry';
import { readManifest, type FederationManifest, type ManifestAssets } from './page-scripts';
import { itemModules, sitePages } from './site-pages';

/** A module a release is for: the shell, or one of the remotes of shared/modules.json. */
export interface ReleasedModule {
  readonly folder: string;
  readonly federationName: string;
  readonly segment: string;
  readonly shell: boolean;
}

/** The singletons whose major version must be the shell's (docs/architecture.md, "Fédération"). */
const SINGLETONS = ['react', 'react-dom', '@mtdm/shared/router', 'styled-components', 'zustand'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`;

/** The shell, or a remote the server knows (built in, or registered while it runs: module-registry.ts). */
export function moduleByFolder(deployDir: string, folder: string | undefined): ReleasedModule | undefined {
  if (!folder) return undefined;
  if (folder === shellModule.folder)
    return { folder, federationName: shellModule.federationName, segment: SHELL_SEGMENT, shell: true };
  const remote = knownRemote(deployDir, folder);
  return remote ? { ...remote, shell: false } : undefined;
}

/** The remote a federation name designates ('mfe_shop'). */
export const moduleByFederationName = (deployDir: string, name: string) =>
  moduleByFolder(deployDir, knownRemotes(deployDir).find((module) => module.federationName === name)?.folder);

/** The files a build must carry, by kind of module. */
const REQUIRED_FILES = {
  shell: [
    'dist/index.html',
    'dist/main.js',
    'dist/mf-manifest.json',
    `dist/${START_UP_FILES}`,
    'dist-server/render.js',
  ],
  remote: ['dist/mf-manifest.json', 'dist/remoteEntry.js', 'dist-server/pages.js'],
};

const inBuild = (files: BuildFolders, file: string) =>
  path.join(
    file.startsWith('dist-server/') ? files.server : files.dist,
    file.replace(/^dist(-server)?\//, ''),
  );

export function checkFiles(module: ReleasedModule, files: BuildFolders): string[] {
  return REQUIRED_FILES[module.shell ? 'shell' : 'remote']
    .filter((file) => !fs.existsSync(inBuild(files, file)))
    .map(
      (file) =>
        `Le fichier ${file} manque dans l’archive : envoyez ce que construit npm run build -w ${module.folder}.`,
    );
}

/** A version name from the build's own content (every file of dist/): the same build, the same name. */
export async function versionOf(dist: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  const walk = async (folder: string) => {
    const entries = (await fs.promises.readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        hash.update(path.relative(dist, full));
        hash.update(await fs.promises.readFile(full));
      }
    }
  };
  await walk(dist);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The pages a remote exposes must be exactly those the page registry gives it (a signed-in space's
 * module: its space page), each named when missing.
 */
export function checkExposedPages(module: ReleasedModule, manifest: FederationManifest): string[] {
  const space = signedInRemoteModules.find((each) => each.folder === module.folder);
  const ownPage = modulePageOf(module);
  // A module registered while the server runs has no page in the registry yet: its own page instead.
  const registered = !module.shell && !remoteModules.some((each) => each.folder === module.folder);
  const expected = space
    ? [{ exposedName: spacePageModuleOf(space).slice(2), title: space.title }]
    : registered
      ? [{ exposedName: ownPage.module.slice(2), title: ownPage.title }]
      : [...sitePages, ...itemModules].filter((page) => page.remote === module.federationName);
  // A public module may keep its own page once its pages are in the registry.
  const exposed = new Set(
    (manifest.exposes ?? [])
      .map((entry) => entry.name)
      .filter((name) => space || registered || name !== ownPage.module.slice(2)),
  );
  const problems = expected
    .filter((page) => !exposed.has(page.exposedName))
    .map(
      (page) =>
        `${module.folder} n’expose pas la page « ${page.title} » (./${page.exposedName}) que le site attend de lui.`,
    );
  const wanted = new Set(expected.map((page) => page.exposedName));
  for (const name of exposed)
    if (!wanted.has(name))
      problems.push(`${module.folder} expose ./${name}, qu’aucune page du site n’attend de lui.`);
  return problems;
}

const major = (version: string) => Number(String(version).split('.')[0]);

/**
 * The version of a singleton a build names: the one it carries, or, for a build that borrows it without
 * a copy (a remote's `import: false`), the one it was built to require. The manifest plugin writes such
 * a build's `version` from webpack's range (`..1...0` for `5.1.0`): not a version, so not read.
 */
function singletonVersion(list: FederationManifest['shared'], name: string): string | undefined {
  const entry = list?.find((shared) => shared.name === name);
  if (!entry) return undefined;
  if (/^\d+\.\d+\.\d+/.test(entry.version)) return entry.version;
  const required = entry.requiredVersion?.replace(/^[\^~=]/, '');
  return required && /^\d+\.\d+\.\d+/.test(required) ? required : entry.version;
}

/** Each singleton both builds share must have the same major version in both. */
export function checkSingletons(
  manifest: FederationManifest,
  otherManifest: FederationManifest,
  otherName: string,
): string[] {
  const versionIn = singletonVersion;
  return SINGLETONS.flatMap((name) => {
    const mine = versionIn(manifest.shared, name);
    const theirs = versionIn(otherManifest.shared, name);
    if (!mine || !theirs || major(mine) === major(theirs)) return [];
    return [
      `${name} ${mine} dans ce build, ${theirs} dans ${otherName} : les versions majeures doivent être les mêmes.`,
    ];
  });
}

/**
 * The chunks webpack's runtime in an entry (remoteEntry.js, main.js) asks for by name:
 * `.u=e=>(({id:"name",…}[e]||e)+"."+{id:"hash",…}[e]+".js")`, or `.u=e=>({id:"name",…}[e]+"."+…)`
 * when every chunk has a name (a remote entry that carries no copy of the singletons). Read as text,
 * never run; an entry written otherwise names none (its manifest still does).
 */
export function chunksNamedBy(entryCode: string): string[] {
  const match = /\.u=(\w+)=>\(+(\{[^{}]*\})\[\1\](?:\|\|\1\))?\+"\."\+(\{[^{}]*\})\[\1\]\+"\.js"\)/.exec(
    entryCode,
  );
  if (!match) return [];
  const literal = (text: string) =>
    JSON.parse(text.replace(/([{,])\s*([\w$]+)\s*:/g, '$1"$2":')) as Record<string, string>;
  try {
    const names = literal(match[2]!);
    const hashes = literal(match[3]!);
    return Object.entries(hashes).map(([id, hash]) => `${names[id] ?? id}.${hash}.js`);
  } catch {
    return [];
  }
}

const assetFiles = (assets: ManifestAssets | undefined) =>
  assets
    ? [...assets.js.sync, ...assets.js.async, ...(assets.css?.sync ?? []), ...(assets.css?.async ?? [])]
    : [];

/** Every file a build's browser entry and manifest name, relative to its dist/. */
export function filesNamedByBuild(module: ReleasedModule, dist: string): string[] {
  const manifest = readManifest(path.join(dist, 'mf-manifest.json'));
  const entry = module.shell ? 'main.js' : manifest.metaData.remoteEntry.name;
  const entryFile = path.join(dist, entry);
  const named = [
    entry,
    ...(fs.existsSync(entryFile) ? chunksNamedBy(fs.readFileSync(entryFile, 'utf8')) : []),
    ...(manifest.exposes ?? []).flatMap((exposed) => assetFiles(exposed.assets)),
    ...(manifest.shared ?? []).flatMap((shared) => assetFiles(shared.assets)),
  ];
  if (module.shell) {
    const startUp = JSON.parse(fs.readFileSync(path.join(dist, START_UP_FILES), 'utf8')) as {
      files: string[];
      languageFrames?: Record<string, string[]>;
    };
    named.push(...startUp.files, ...Object.values(startUp.languageFrames ?? {}).flat());
  }
  return [...new Set(named.map((file) => file.replace(/^\.?\//, '')))];
}

/** Each file named by the build is in it: a chunk its entry would ask for and not find is refused here. */
export function checkBuildComplete(module: ReleasedModule, dist: string): string[] {
  const missing = filesNamedByBuild(module, dist).filter((file) => {
    const full = path.resolve(dist, file);
    return !full.startsWith(dist + path.sep) || !fs.existsSync(full);
  });
  return missing.map(
    (file) =>
      `Le fichier ${file}, que ${module.shell ? 'main.js' : 'remoteEntry.js'} ou le manifeste nomment, manque dans l’archive.`,
  );
}

/** The name the site's own federation runtime gives itself (shared/src/federation-runtime). */
const SITE_RUNTIME_NAME = 'mtdm-site-federation-runtime';

/** Whether a build runs the site's own federation runtime (the budgets are measured with it). */
function runsSiteRuntime(module: ReleasedModule, located: LocatedSite): boolean {
  const entry = module.shell
    ? path.join(located.shell.dist, 'main.js')
    : path.join(located.remotes[module.federationName]!.dist, 'remoteEntry.js');
  return fs.readFileSync(entry, 'utf8').includes(SITE_RUNTIME_NAME);
}

/** A signed-in space's module has no public route: its entry and its page are held to their own budgets. */
function checkSpaceBudgets(module: ReleasedModule, located: LocatedSite): string[] {
  const space = signedInRemoteModules.find((each) => each.folder === module.folder);
  if (!space) return [];
  const load = signedInSpaceLoad(located, space);
  return [
    ...(load.entry > budgets.remoteEntry
      ? [`remoteEntry.js pèse ${kb(load.entry)}, au-delà de son budget de ${kb(budgets.remoteEntry)}.`]
      : []),
    ...(load.own > budgets.signedInSpaceOwnChunks
      ? [
          `Les écrans de ${space.pathPrefix} pèsent ${kb(load.own)}, au-delà de leur budget de ${kb(budgets.signedInSpaceOwnChunks)}.`,
        ]
      : []),
  ];
}

/**
 * The byte budgets of npm test, on the routes a release changes (`located`: the candidate site). A
 * build with the package's own federation runtime (the upgrade path, docs/upgrading.md) is held to
 * the budget of its pages' own code only: the entry and first-load budgets are the site runtime's.
 */
export function checkBudgets(module: ReleasedModule, located: LocatedSite): string[] {
  const loads = firstLoadByRoute(located, module.shell ? undefined : module.folder);
  const ownCode = loads
    .filter((route) => route.own > budgets.routeOwnChunks)
    .map(
      (route) =>
        `Le code propre à la page ${route.url} pèse ${kb(route.own)}, au-delà de ${kb(budgets.routeOwnChunks)}.`,
    );
  if (!runsSiteRuntime(module, located)) return ownCode;
  const problems: string[] = [];
  if (module.shell) {
    const main = gzipSize(path.join(located.shell.dist, 'main.js'));
    if (main > budgets.shellMain)
      problems.push(`main.js pèse ${kb(main)}, au-delà de son budget de ${kb(budgets.shellMain)}.`);
  } else if (!signedInRemoteModules.some((each) => each.folder === module.folder)) {
    // A module with no page yet (one just made by npm run new-module) has its entry budgeted all the same.
    const entry =
      loads[0]?.entry ?? gzipSize(path.join(located.remotes[module.federationName]!.dist, 'remoteEntry.js'));
    if (entry > budgets.remoteEntry)
      problems.push(`remoteEntry.js pèse ${kb(entry)}, au-delà de son budget de ${kb(budgets.remoteEntry)}.`);
  }
  problems.push(...checkSpaceBudgets(module, located));
  for (const route of loads) {
    const limit = route.page === 'home' ? budgets.homeFirstLoad : budgets.anyRouteFirstLoad;
    if (route.total > limit)
      problems.push(
        `La page ${route.url} charge ${kb(route.total)} de JavaScript au premier affichage, au-delà de ${kb(limit)}.`,
      );
  }
  return [...problems, ...ownCode];
}
