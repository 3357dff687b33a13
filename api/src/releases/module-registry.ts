// The modules the server knows: those of shared/modules.json, built in, and those registered while it
// runs, by the first release of a module made by `npm run new-module` whose token the association
// added (<deploy>/registered-modules.json). A registered module is a public remote: served, named to
// the shell and released like the others, without a restart nor a rebuild of anything else.
import fs from 'node:fs';
import path from 'node:path';
import {
  publicRemoteModules,
  remoteModules,
  signedInRemoteModules,
  type RemoteModule,
} from '@mtdm/shared/federation';
import { pages } from '@mtdm/shared/routing';

const REGISTRY_FILE = 'registered-modules.json';
/** A module's folder as `npm run new-module` names it: mfe-<lowercase words joined by hyphens>. */
const NEW_MODULE_NAME = /^mfe-[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 40;

/**
 * The first segments of the site's own addresses: a module's page (/<segment>/) never takes one.
 */
const RESERVED_SEGMENTS = new Set([
  'api',
  'mfe',
  'content',
  'apercu',
  'admin',
  'shell',
  ...Object.values(pages).map((page) => page.path.split('/')[1]!.toLowerCase()),
  ...signedInRemoteModules.map((module) => module.pathPrefix.split('/')[1]!),
]);

const registryFile = (deployDir: string) => path.join(deployDir, REGISTRY_FILE);

/** Read once per change of the file (its time, size and inode), so each request costs one stat. */
const cache = new Map<string, { readonly stamp: string; readonly modules: readonly RemoteModule[] }>();

const isRemoteModule = (value: unknown): value is RemoteModule => {
  const entry = value as Partial<RemoteModule> | null;
  return (
    typeof entry?.folder === 'string' &&
    NEW_MODULE_NAME.test(entry.folder) &&
    entry.federationName === federationNameOf(entry.folder) &&
    entry.segment === segmentOf(entry.folder)
  );
};

const federationNameOf = (folder: string) => folder.replace(/-/g, '_');
const segmentOf = (folder: string) => folder.slice('mfe-'.length);

/** The modules registered at run time (none before the first). */
export function registeredModules(deployDir: string): readonly RemoteModule[] {
  const file = registryFile(deployDir);
  let stamp: string;
  try {
    const { mtimeMs, size, ino } = fs.statSync(file);
    stamp = `${mtimeMs}:${size}:${ino}`;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.modules;
  let modules: RemoteModule[] = [];
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    modules = Array.isArray(stored) ? stored.filter(isRemoteModule) : [];
  } catch {
    // an unreadable file registers nothing; the built-in modules are served as ever
  }
  const known = new Set(remoteModules.map((module) => module.segment));
  const usable = modules.filter((module) => !known.has(module.segment));
  cache.set(file, { stamp, modules: usable });
  return usable;
}

/** Every remote the server serves and releases: built in, then registered. */
export const knownRemotes = (deployDir: string): readonly RemoteModule[] => [
  ...remoteModules,
  ...registeredModules(deployDir),
];

/** The remotes a public page names: the public built-in ones and the registered ones. */
export const publicRemotes = (deployDir: string): readonly RemoteModule[] => [
  ...publicRemoteModules,
  ...registeredModules(deployDir),
];

export const knownRemote = (deployDir: string, folder: string) =>
  knownRemotes(deployDir).find((module) => module.folder === folder);

/** A name `npm run new-module` could have made (mfe-expositions), whether known or not. */
export const isNewModuleName = (folder: string) =>
  folder.length <= MAX_NAME_LENGTH && NEW_MODULE_NAME.test(folder);

/**
 * What a module unknown so far would be, if its name is one `npm run new-module` makes and no known
 * module has its segment or federation name: undefined otherwise.
 */
export function newModuleNamed(deployDir: string, folder: string): RemoteModule | undefined {
  if (!isNewModuleName(folder)) return undefined;
  const module: RemoteModule = {
    folder,
    federationName: federationNameOf(folder),
    segment: segmentOf(folder),
    devPort: 0,
  };
  const taken = knownRemotes(deployDir).some(
    (known) =>
      known.folder === folder ||
      known.segment === module.segment ||
      known.federationName === module.federationName,
  );
  return taken || RESERVED_SEGMENTS.has(module.segment) ? undefined : module;
}

function writeRegistry(deployDir: string, modules: readonly RemoteModule[]): void {
  const file = registryFile(deployDir);
  const next = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(next, `${JSON.stringify(modules, null, 2)}\n`);
  fs.renameSync(next, file);
}

/** Registers a new module (idempotent): from now on, it is served and released like the others. */
export function registerModule(deployDir: string, module: RemoteModule): void {
  if (registeredModules(deployDir).some((known) => known.folder === module.folder)) return;
  writeRegistry(deployDir, [...registeredModules(deployDir), module]);
}

/** Forgets a registered module whose first release did not go live. */
export function unregisterModule(deployDir: string, folder: string): void {
  const modules = registeredModules(deployDir);
  if (modules.some((module) => module.folder === folder))
    writeRegistry(
      deployDir,
      modules.filter((module) => module.folder !== folder),
    );
}
