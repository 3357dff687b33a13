// The shell's side of the runtime: the remotes it registers at run time, and loading their pages.
import { REMOTE_ENTRY_ATTRIBUTE } from '../federation/remote-entry';
import { getHostInstance } from './host-instance';
import { loadScript } from './load-script';
import type { Container } from './types';

export interface RemoteRegistration {
  readonly name: string;
  /** The address of the remote's remoteEntry.js. */
  readonly entry: string;
}

interface RegisteredRemote extends RemoteRegistration {
  container?: Promise<Container>;
}

const remotes = new Map<string, RegisteredRemote>();

type ContainerGlobal = typeof globalThis & Record<string, Container | undefined>;

/** Whether the page carries this remote entry inline (a pre-rendered page's own module): already run. */
const carriedInline = (entry: string) =>
  typeof document !== 'undefined' &&
  Array.from(document.querySelectorAll(`script[${REMOTE_ENTRY_ATTRIBUTE}]`)).some(
    (script) => script.getAttribute(REMOTE_ENTRY_ATTRIBUTE) === entry,
  );

/**
 * Registers remotes by name. A remote registered again at another address (a new release) is loaded
 * from there next time; at the same address it keeps what is already loaded, as it keeps the container
 * of an entry the page carried inline.
 */
export function registerRemotes(list: readonly RemoteRegistration[]): void {
  for (const { name, entry } of list) {
    const registered = remotes.get(name);
    if (registered?.entry === entry) continue;
    remotes.set(name, { name, entry });
    if (registered || !carriedInline(entry)) delete (globalThis as ContainerGlobal)[name];
  }
}

/** Runs the remote's entry and joins its container to the shell's share scope; a failure is forgotten. */
async function loadContainer({ name, entry }: RegisteredRemote): Promise<Container> {
  const { webpackRequire } = getHostInstance();
  const global = globalThis as ContainerGlobal;
  if (!global[name]) await loadScript(entry);
  const container = global[name];
  if (!container || typeof container.get !== 'function' || typeof container.init !== 'function') {
    throw new Error(`Module Federation : ${entry} ne déclare pas le conteneur ${name}.`);
  }
  await webpackRequire.I('default');
  await container.init(webpackRequire.S.default ?? {}, []);
  return container;
}

function containerOf(remote: RegisteredRemote): Promise<Container> {
  if (!remote.container) {
    remote.container = loadContainer(remote).catch((error: unknown) => {
      remote.container = undefined;
      delete (globalThis as ContainerGlobal)[remote.name];
      throw error;
    });
  }
  return remote.container;
}

/**
 * Loads a module a remote exposes: `loadRemote('mfe_shop/ShopPage')`. A failure (entry or page chunk)
 * rejects and leaves nothing behind, so calling again tries again.
 */
export async function loadRemote<T = unknown>(id: string): Promise<T> {
  const slash = id.indexOf('/');
  const name = slash < 0 ? id : id.slice(0, slash);
  const remote = remotes.get(name);
  if (!remote) throw new Error(`Module Federation : module distant non enregistré : ${name}.`);
  const container = await containerOf(remote);
  const factory = await container.get(`./${id.slice(slash + 1)}`);
  return factory() as T;
}

/** Test hook: forget every registered remote. */
export function resetRemotesForTests(): void {
  for (const name of remotes.keys()) delete (globalThis as ContainerGlobal)[name];
  remotes.clear();
}
