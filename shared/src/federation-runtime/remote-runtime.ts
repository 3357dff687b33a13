// A remote's production build runs with this runtime in place of bundler-runtime.ts: it keeps its own
// instance (its `__webpack_require__`) and borrows the share-scope functions the shell's runtime lends
// on the page. Those work on whichever build calls them, so the remote entry carries neither the share
// scope's rules nor the version comparisons a second time (site-federation-runtime.cjs swaps it in).
import { LENT_SHARING_GLOBAL } from './lent-sharing';
import type { FederationInstance, LentSharing, WebpackRequire } from './types';

/** The shell's functions, read when first called: a remote entry only runs once the shell has started. */
function lent(): LentSharing {
  const sharing = (globalThis as Record<string, unknown>)[LENT_SHARING_GLOBAL] as LentSharing | undefined;
  if (!sharing) throw new Error('Module Federation : module distant chargé sans le shell du site.');
  return sharing;
}

const federation = {
  runtime: { name: 'mtdm-site-federation-runtime' },
  bundlerRuntime: {
    init: ({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance => ({
      name: webpackRequire.federation.initOptions.name,
      webpackRequire,
    }),
    I: (options: never) => lent().I(options),
    consumes: (options: never) => lent().consumes(options),
    initContainerEntry: (options: never) => lent().initContainerEntry(options),
    installInitialConsumes: () => lent().installInitialConsumes(),
    S: {},
  },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
};

export default federation;
