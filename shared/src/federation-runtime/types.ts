// What webpack's federation build (the @module-federation/enhanced plugin) generates around this
// runtime: the shapes it reads and writes, named once.

/** A module factory, as a container's `get` and a provider's `get` resolve to. */
export type ModuleFactory = () => unknown;

/** One version of a shared module in a share scope (webpack's shape). */
export interface SharedVersion {
  /** Loads the provider's chunk, resolves to the module's factory. */
  readonly get: () => Promise<ModuleFactory> | ModuleFactory;
  /** The container that provided it (its unique name). */
  from: string;
  eager?: boolean;
  /** Set once a container took it: from then on no other provider replaces it. */
  loaded?: boolean | 1;
}

/** A share scope: package name → version → provider. */
export type ShareScope = Record<string, Record<string, SharedVersion>>;

/** What a build provides, as the plugin writes it into `initOptions.shared`. */
export interface ProvidedShared {
  readonly version: string;
  readonly get: () => Promise<ModuleFactory> | ModuleFactory;
  readonly scope?: readonly string[];
  readonly shareConfig?: { readonly eager?: boolean };
}

/** What a build consumes, as the plugin writes it into `consumesLoadingData`. */
export interface ConsumeData {
  readonly shareKey: string;
  readonly shareScope?: string | readonly string[];
  readonly requiredVersion?: string | false;
  readonly singleton?: boolean;
  readonly strictVersion?: boolean;
  /** The build's own copy, used when no container provides a version. */
  readonly fallback: () => Promise<ModuleFactory>;
}

interface InitOptions {
  readonly name: string;
  shared?: Record<string, readonly ProvidedShared[]>;
  plugins?: unknown[];
}

/** The part of a build's `__webpack_require__` this runtime uses. */
export interface WebpackRequire {
  (id: string | number): unknown;
  m: Record<string, (module: { exports: unknown }) => void>;
  c: Record<string, unknown>;
  o: (object: object, key: PropertyKey) => boolean;
  S: Record<string, ShareScope>;
  I: (scopeName: string, initScope?: unknown[]) => Promise<unknown> | unknown;
  federation: { initOptions: InitOptions; instance?: FederationInstance };
  consumesLoadingData?: { moduleIdToConsumeDataMapping?: Record<string, ConsumeData> };
}

/** What the runtime keeps of one build (the shell, or a remote's container). */
export interface FederationInstance {
  readonly name: string;
  readonly webpackRequire: WebpackRequire;
}

/** A remote's container: the object its remoteEntry.js assigns to a global of its federation name. */
export interface Container {
  init: (shareScope: ShareScope, initScope?: unknown[], options?: unknown) => Promise<unknown> | unknown;
  get: (exposed: string) => Promise<ModuleFactory>;
}

/** The share-scope half of the runtime, which the shell's build lends to the remotes' (remote-runtime.ts). */
export interface LentSharing {
  readonly I: (options: never) => unknown;
  readonly consumes: (options: never) => void;
  readonly initContainerEntry: (options: never) => unknown;
  readonly installInitialConsumes: () => never;
}
