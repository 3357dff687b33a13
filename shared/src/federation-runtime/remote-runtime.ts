// A remote's production build runs with this runtime in place of bundler-runtime.ts: it keeps its own
// instance (its `__webpack_require__`) and borrows the share-scope functions the shell's runtime lends
// on the page. Those work on whichever build calls them, so the remote entry carries neither the share
// scope's rules nor the version comparisons a second time (site-federation-runtime.cjs swaps it in).
import { LENT_SHARING_GLOBAL } from './lent-sharing';
import type { FederationInstance, LentSharing, WebpackRequire } from './types';

// A remote entry only ever runs once the shell has started (the shell appends it).
const lent = (globalThis as Record<string, unknown>)[LENT_SHARING_GLOBAL] as LentSharing | undefined;
if (!lent) throw new Error('Module Federation : module distant chargé sans le shell du site.');

const federation = {
  runtime: { name: 'mtdm-site-federation-runtime' },
  bundlerRuntime: {
    ...lent,
    init: ({ webpackRequire }: { webpackRequire: WebpackRequire }): FederationInstance => ({
      name: webpackRequire.federation.initOptions.name,
      webpackRequire,
    }),
    S: {},
  },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
};

export default federation;
