import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-names';
import { startRemoteRegistration } from './remote-registry';

export interface RemotePageRef {
  readonly remote: RemoteName;
  /** Exposed module, e.g. './ShopPage'. */
  readonly module: string;
}

type PageModule = { default?: ComponentType } | ComponentType | null | undefined;

function pickComponent(loaded: PageModule): ComponentType {
  if (typeof loaded === 'function') return loaded;
  if (loaded && typeof loaded.default === 'function') return loaded.default;
  throw new Error('Le module chargé ne fournit pas de page');
}

/**
 * Loads a page exposed by a remote, once /remotes.json has registered the remotes. Retries of a
 * failed load are the federation runtime's (retry-runtime-plugin.ts); a failure of /remotes.json
 * is forgotten, so "Réessayer" reads the file again.
 */
export async function loadRemotePage(ref: RemotePageRef): Promise<ComponentType> {
  const map = await startRemoteRegistration();
  if (!map[ref.remote]) throw new Error(`Module ${ref.remote} absent de remotes.json`);
  const loaded = await loadRemote<PageModule>(`${ref.remote}/${ref.module.replace(/^\.\//, '')}`);
  return pickComponent(loaded);
}
