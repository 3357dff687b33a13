// Jest stand-in for '@mtdm/shared/federation-runtime': tests say what each exposed module loads as.
import type { ComponentType } from 'react';

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
export const registeredRemotes: Array<{ name: string; entry: string }> = [];

export function registerRemotes(remotes: Array<{ name: string; entry: string }>): void {
  registeredRemotes.push(...remotes);
}

export function loadRemote<T>(id: string): Promise<T> {
  const loader = loaders.get(id);
  if (!loader) return Promise.reject(new Error(`Module distant inconnu : ${id}`));
  return loader() as Promise<T>;
}

/** `loadRemote(id)` resolves to a module whose default export is this page. */
export function provideRemotePage(id: string, page: ComponentType): void {
  loaders.set(id, async () => ({ default: page }));
}

/** `loadRemote(id)` runs this loader (to simulate failures). */
export function provideRemoteLoader(id: string, loader: Loader): void {
  loaders.set(id, loader);
}

export function resetRemoteModules(): void {
  loaders.clear();
  registeredRemotes.length = 0;
}
