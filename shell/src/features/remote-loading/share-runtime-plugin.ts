import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The global where a module built with `experiments.externalRuntime` finds the federation runtime
 * (@module-federation/enhanced 2.9.2 makes `@module-federation/runtime-core` an external of that name).
 */
export const SHARED_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

type RuntimeGlobal = typeof globalThis & Record<typeof SHARED_RUNTIME_GLOBAL, unknown>;

/**
 * One federation runtime for the whole site. The remotes' production builds leave the runtime out of
 * their `remoteEntry.js` (18.5 → 7.9 KB gzip each) and use the one the shell already runs, put here
 * before any remote entry is loaded. The enhanced plugin's own `provideExternalRuntime` would put a
 * second, complete copy into the shell (+22 KB, measured); this one hands over the copy the shell
 * already has (+0.4 KB). The shell and the remotes are built with the same pinned plugin version.
 */
export default function shareRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mtdm-share-runtime',
    beforeInit(args) {
      (globalThis as RuntimeGlobal)[SHARED_RUNTIME_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
