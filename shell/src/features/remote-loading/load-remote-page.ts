import type { ComponentType } from 'react';
import { loadRemote } from '@mtdm/shared/federation-runtime';
import type { RemoteName } from './remote-names';
import { startRemoteRegistration } from './remote-registry';

export interface RemotePageRef {
  readonly remote: RemoteName;
  /** Exposed module, e.g. './ShopPage'. */
  readonly module: string;
}

type PageModule = { default?: ComponentType } | ComponentType | null | undefined;

/** Delays before the second and third attempts: a bounded retry before the visitor sees the fallback. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1200];

/** Waits the given milliseconds: the default wait between attempts. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function pickComponent(loaded: PageModule): ComponentType {
  if (typeof loaded === 'function') return loaded;
  if (loaded && typeof loaded.default === 'function') return loaded.default;
  throw new Error('Le module chargé ne fournit pas de page');
}

/**
 * Loads an exposed module, trying again after each delay when its remote entry or page chunk cannot
 * be loaded (the runtime forgets a failure, so each attempt fetches afresh); after the last one the
 * error goes on to the page, which shows its French fallback and "Réessayer".
 */
async function loadWithRetries(
  id: string,
  delays: readonly number[],
  wait: typeof sleep,
): Promise<PageModule> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadRemote<PageModule>(id);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** Loads a page exposed by a remote, once the remotes are registered (a failure there is forgotten). */
export async function loadRemotePage(
  ref: RemotePageRef,
  { delays = RETRY_DELAYS_MS, wait = sleep }: { delays?: readonly number[]; wait?: typeof sleep } = {},
): Promise<ComponentType> {
  const map = await startRemoteRegistration();
  if (!map[ref.remote]) throw new Error(`Module ${ref.remote} absent de remotes.json`);
  const loaded = await loadWithRetries(`${ref.remote}/${ref.module.replace(/^\.\//, '')}`, delays, wait);
  return pickComponent(loaded);
}
