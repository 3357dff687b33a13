import moduleList from '../../modules.json';

/** A federated remote: its folder, its federation name, its URL segment (/mfe/<segment>/) and dev port. */
export interface RemoteModule {
  readonly folder: string;
  readonly federationName: string;
  readonly segment: string;
  readonly devPort: number;
}

/** A remote whose pages only signed-in people see, all under its path prefix (never in a public page). */
export interface SignedInRemoteModule extends RemoteModule {
  /** Where its pages live, e.g. "/benevoles/": served by the server to a signed-in person only. */
  readonly pathPrefix: string;
  /** Its title, in the document's title and the space's heading. */
  readonly title: string;
}

/** The shell (host): its folder and dev port. */
export interface ShellModule {
  readonly folder: string;
  readonly federationName: string;
  readonly devPort: number;
}

/** The federation name of a remote, as /remotes.json and the page registry name it ("mfe_shop"). */
export type RemoteName = string;

/** The remotes whose pages are public: the ones a public page registers. */
export const publicRemoteModules: readonly RemoteModule[] = moduleList.remotes;
/** The remotes of the signed-in spaces (shared/modules.json, `signedInRemotes`). */
export const signedInRemoteModules: readonly SignedInRemoteModule[] = moduleList.signedInRemotes;
/** Every remote of the site, from shared/modules.json (the one list): built, served and released alike. */
export const remoteModules: readonly RemoteModule[] = [...publicRemoteModules, ...signedInRemoteModules];
export const shellModule: ShellModule = moduleList.shell;

/** A remote by its federation name, or undefined. */
export function remoteByName(name: string): RemoteModule | undefined {
  return remoteModules.find((module) => module.federationName === name);
}

/** The address of a remote's manifest on the server that `npm start` runs. */
export const servedManifestPath = (module: RemoteModule): string => `/mfe/${module.segment}/mf-manifest.json`;

const pascalOf = (segment: string) =>
  segment.replace(/(^|-)([a-z0-9])/g, (_all, _dash, letter: string) => letter.toUpperCase());

/** The page a signed-in space's module exposes: src/pages/<segment>-space-page.tsx → './<Segment>SpacePage'. */
export const spacePageModuleOf = (module: SignedInRemoteModule): string =>
  `./${pascalOf(module.segment)}SpacePage`;

/**
 * A public module's own page, before its pages join the page registry (a module just made by
 * `npm run new-module`, registered by the server at its first release): src/pages/<segment>-module-page.tsx,
 * exposed as './<Segment>ModulePage', served at /<segment>/ (the shell's document, not pre-rendered).
 */
export const modulePageOf = (module: Pick<RemoteModule, 'segment'>) => ({
  path: `/${module.segment}/`,
  module: `./${pascalOf(module.segment)}ModulePage`,
  title: module.segment.charAt(0).toUpperCase() + module.segment.slice(1).replace(/-/g, ' '),
});
