import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote whose server hangs must not blank the page area: its entry and chunks give up after 5 s.
 * (Scripts only: the runtime is built without manifest loading, so it fetches nothing else.)
 */
export const REMOTE_TIMEOUT_MS = 5000;

// No React import here: runtime plugins run before the shared scope is ready.
export default function timeoutRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mtdm-remote-timeouts',
    createScript() {
      return { timeout: REMOTE_TIMEOUT_MS };
    },
  };
}
