// The site's federation runtime, in place of @module-federation/webpack-bundler-runtime (and, through
// it, @module-federation/runtime and runtime-core) in every browser build: see
// shared/build/site-federation-runtime.cjs, which swaps it in, and docs/architecture.md.
//
// The enhanced plugin still builds the federation (containers, exposes, shared singletons, manifests)
// and generates the webpack runtime that calls into this object. This runtime does only what the site
// uses — shared singletons in one share scope, remotes registered and loaded by the shell at run time —
// in about 2 KB instead of 20 (gzip).
import { setHostInstance } from './host-instance';
import { provideShared, resolveShared } from './share-scope';
import type {
  ConsumeData,
  FederationInstance,
  LentSharing,
  ModuleFactory,
  ShareScope,
  WebpackRequire,
} from './types';
import { LENT_SHARING_GLOBAL } from './lent-sharing';

interface InitializeSharingOptions {
  shareScopeName: string | string[];
  webpackRequire: WebpackRequire;
  initPromises: Record<string, unknown>;
}

interface ConsumesOptions {
  chunkId: string | number;
  promises: Promise<unknown>[];
  installedModules: Record<string, Promise<unknown> | 0>;
  webpackRequire: WebpackRequire;
  chunkMapping: Record<string, Array<string | number>>;
}

interface InitContainerEntryOptions {
  webpackRequire: WebpackRequire;
  shareScope: ShareScope;
  initScope?: unknown[];
  shareScopeKey?: string | string[];
}

const scopeNameOf = (name: string | readonly string[] | undefined): string =>
  (Array.isArray(name) ? name[0] : name) || 'default';

/** Creates the build's instance; the shell's is the one its code loads remotes through. */
function init({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance {
  const instance = { name: webpackRequire.federation.initOptions.name, webpackRequire };
  setHostInstance(instance);
  return instance;
}

/** `__webpack_require__.I`: puts what the build provides into the share scope (once per scope). */
function initializeSharing({ shareScopeName, webpackRequire, initPromises }: InitializeSharingOptions) {
  const name = scopeNameOf(shareScopeName);
  if (!initPromises[name]) {
    const scope = (webpackRequire.S[name] ??= {});
    const { initOptions } = webpackRequire.federation;
    provideShared(scope, name, initOptions.shared, initOptions.name);
    initPromises[name] = true;
  }
  return true;
}

/** `__webpack_require__.f.consumes`: before a chunk runs, the shared modules it uses are resolved. */
function consumes({ chunkId, promises, installedModules, webpackRequire, chunkMapping }: ConsumesOptions) {
  for (const id of chunkMapping[chunkId] ?? []) {
    const installed = installedModules[id];
    if (installed !== undefined) {
      if (installed) promises.push(installed);
      continue;
    }
    const consume = webpackRequire.consumesLoadingData?.moduleIdToConsumeDataMapping?.[id] as ConsumeData;
    const setModule = (run: (module: { exports: unknown }) => void) => {
      webpackRequire.m[id] = (module) => {
        delete webpackRequire.c[id];
        run(module);
      };
    };
    const loaded = Promise.resolve()
      .then(async () => {
        const scopeName = scopeNameOf(consume.shareScope);
        await webpackRequire.I(scopeName);
        return resolveShared(webpackRequire.S[scopeName] ?? {}, consume);
      })
      .then(
        (factory: ModuleFactory) => {
          installedModules[id] = 0;
          setModule((module) => {
            module.exports = factory();
          });
        },
        (error: unknown) => {
          delete installedModules[id];
          setModule(() => {
            throw error;
          });
        },
      );
    promises.push((installedModules[id] = loaded));
  }
}

/** A remote container's `init`: it joins the shell's share scope and adds what it provides. */
function initContainerEntry({
  webpackRequire,
  shareScope,
  initScope,
  shareScopeKey,
}: InitContainerEntryOptions) {
  const name = scopeNameOf(shareScopeKey);
  const current = webpackRequire.S[name];
  if (current && current !== shareScope) {
    throw new Error('Module Federation : conteneur déjà initialisé avec un autre espace de partage.');
  }
  webpackRequire.S[name] = shareScope;
  return webpackRequire.I(name, initScope);
}

/** Eager shared modules are not used by this site (every entry starts with `import('./bootstrap')`). */
function installInitialConsumes(): never {
  throw new Error(
    'Module Federation : modules partagés « eager » non pris en charge par le runtime du site.',
  );
}

/** What the remotes' production builds borrow (remote-runtime.ts): it works on the build it is given. */
const sharing = {
  I: initializeSharing,
  consumes,
  initContainerEntry,
  installInitialConsumes,
} satisfies LentSharing;
// The first build on the page lends it: the shell, whose entry runs before any remote entry.
(globalThis as Record<string, unknown>)[LENT_SHARING_GLOBAL] ??= sharing;

/** Merged into `__webpack_require__.federation` by the entry the plugin generates. */
const federation = {
  runtime: { name: 'mtdm-site-federation-runtime' },
  bundlerRuntime: { init, ...sharing, S: {} },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
};

export default federation;
