import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-names';
import { resetRemote, startRemoteRegistration } from './remote-registry';

export interface RemotePageRef {
  readonly remote: RemoteName;
  /** Exposed module, e.g. './ShopPage'. */
  readonly module: string;
}

/** Delays before the second and third attempts: a bounded retry before the visitor sees the fallback. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type PageModule = { default?: ComponentType } | ComponentType | null | undefined;

function pickComponent(loaded: PageModule): ComponentType {
  if (typeof loaded === 'function') return loaded;
  if (loaded && typeof loaded.default === 'function') return loaded.default;
  throw new Error('Le module chargé ne fournit pas de page');
}

async function loadOnce(ref: RemotePageRef, afterFailure: boolean): Promise<ComponentType> {
  const map = await startRemoteRegistration();
  if (!map[ref.remote]) throw new Error(`Module ${ref.remote} absent de remotes.json`);
  if (afterFailure) resetRemote(ref.remote, map);
  const loaded = await loadRemote<PageModule>(`${ref.remote}/${ref.module.replace(/^\.\//, '')}`);
  return pickComponent(loaded);
}

/** Loads a page exposed by a remote, trying again a bounded number of times. */
export async function loadRemotePage(
  ref: RemotePageRef,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<ComponentType> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      return await loadOnce(ref, attempt > 0);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
