// The shell's entry to @module-federation/enhanced's own runtime, used instead of index.ts when the
// site is built with MTDM_FEDERATION_RUNTIME=package (see docs/upgrading.md). Same two functions,
// same behaviour the shell relies on: a remote's entry has REMOTE_ENTRY_TIMEOUT_MS to arrive, and a
// failed load leaves nothing behind, so loading again tries again.
import {
  loadRemote as loadWithPackage,
  registerPlugins,
  registerRemotes as registerWithPackage,
} from '@module-federation/enhanced/runtime';
import type { RemoteRegistration } from './host';
import { REMOTE_ENTRY_TIMEOUT_MS } from './load-script';

const registered = new Map<string, RemoteRegistration>();
let pluginRegistered = false;

/** A remote whose server hangs gives up after the site's time limit, not the package's 20 s. */
function registerTimeoutPlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    { name: 'mtdm-remote-entry-timeout', createScript: () => ({ timeout: REMOTE_ENTRY_TIMEOUT_MS }) },
  ]);
}

/** Registers remotes by name; one registered again at another address is loaded from there next time. */
export function registerRemotes(list: readonly RemoteRegistration[]): void {
  registerTimeoutPlugin();
  const changed = list.filter(({ name, entry }) => registered.get(name)?.entry !== entry);
  if (changed.length === 0) return;
  for (const remote of changed) registered.set(remote.name, remote);
  registerWithPackage(
    changed.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/** Loads a module a remote exposes: `loadRemote('mfe_shop/ShopPage')`; a failure is forgotten. */
export async function loadRemote<T = unknown>(id: string): Promise<T> {
  const name = id.split('/')[0] ?? id;
  try {
    const loaded = await loadWithPackage<T>(id);
    if (loaded === null || loaded === undefined) throw new Error(`Module Federation : ${id} introuvable.`);
    return loaded;
  } catch (error) {
    const remote = registered.get(name);
    // The package keeps a failed entry in its cache: registering it again by force forgets it.
    if (remote) registerWithPackage([{ name: remote.name, entry: remote.entry }], { force: true });
    throw error;
  }
}
