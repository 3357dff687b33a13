import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote whose server hangs must not blank the page area: entries and manifests give up after 5 s. */
export const REMOTE_TIMEOUT_MS = 5000;

// No React import here: runtime plugins run before the shared scope is ready.
export default function timeoutRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mtdm-remote-timeouts',
    createScript() {
      return { timeout: REMOTE_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    },
  };
}
