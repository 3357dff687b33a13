// The runtime as the shell and a remote run it: two fake webpack builds joined by one share scope,
// and remote entries "loaded" by answering the script elements the runtime appends.
import federation from '../bundler-runtime';
import { loadRemote, registerRemotes, resetRemotesForTests } from '../host';
import { REMOTE_ENTRY_TIMEOUT_MS } from '../load-script';
import type { ConsumeData } from '../types';
import {
  consumeReactWith,
  fakeBuild as fakeBuildWith,
  homePageContainer,
  reactOf,
  serveEntries,
  shellBuild as shellBuildWith,
  type FakeBuildOptions,
} from './fake-build';

const { bundlerRuntime } = federation;
const fakeBuild = (name: string, options: FakeBuildOptions) => fakeBuildWith(bundlerRuntime, name, options);

const consumeReact = consumeReactWith(async () => () => reactOf('musée (copie)'));

/** The museum's build: provides its React, consumes React in its page. */
function museumBuild() {
  const build = fakeBuild('mfe_museum', {
    provides: { react: [{ version: '19.3.1', get: async () => () => reactOf('musée'), scope: ['default'] }] },
    consumes: { 'consumed-react': consumeReact },
  });
  const container = homePageContainer(bundlerRuntime, build);
  return { ...build, container };
}

const shellBuild = () => shellBuildWith(consumeReact);

afterEach(() => {
  resetRemotesForTests();
  jest.useRealTimers();
});

describe('the site’s federation runtime', () => {
  it('loads a remote’s page with the shell’s singletons, not the remote’s own copy', async () => {
    const museum = museumBuild();
    const shell = shellBuild();
    const requested = serveEntries({ mfe_museum: museum.container });
    // The shell takes its React first, as its bootstrap does.
    await shell.ensureChunk('bootstrap', { bootstrap: ['consumed-react'] });
    expect(shell.require('consumed-react')).toEqual(reactOf('shell'));

    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/remoteEntry.js' }]);
    const page = await loadRemote<{ default: string; react: unknown }>('mfe_museum/HomePage');
    expect(page.default).toBe('HomePage');
    expect(page.react).toBe(shell.require('consumed-react'));
    expect(requested).toEqual(['/mfe/museum/remoteEntry.js']);
    expect(museum.require.S.default).toBe(shell.require.S.default);
    // A second page of the same remote: its entry is not fetched again.
    await loadRemote('mfe_museum/HomePage');
    expect(requested).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('refuses a module the remote does not expose, and a remote nobody registered', async () => {
    const museum = museumBuild();
    shellBuild();
    serveEntries({ mfe_museum: museum.container });
    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/remoteEntry.js' }]);
    await expect(loadRemote('mfe_museum/ShopPage')).rejects.toThrow('does not exist in container');
    await expect(loadRemote('mfe_shop/ShopPage')).rejects.toThrow('module distant non enregistré : mfe_shop');
  });

  it('forgets an entry that could not be loaded: the next attempt fetches it again', async () => {
    const museum = museumBuild();
    shellBuild();
    const requested = serveEntries({ mfe_museum: museum.container }, ['error', 'load']);
    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/remoteEntry.js' }]);
    await expect(loadRemote('mfe_museum/HomePage')).rejects.toThrow(
      'Module Federation : /mfe/museum/remoteEntry.js n’a pas pu être chargé.',
    );
    await expect(loadRemote('mfe_museum/HomePage')).resolves.toMatchObject({ default: 'HomePage' });
    expect(requested).toHaveLength(2);
  });

  it('gives up on an entry that does not answer in time', async () => {
    jest.useFakeTimers();
    const museum = museumBuild();
    shellBuild();
    serveEntries({ mfe_museum: museum.container }, ['silence']);
    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/remoteEntry.js' }]);
    const loading = loadRemote('mfe_museum/HomePage');
    const outcome = expect(loading).rejects.toThrow(`sans réponse après ${REMOTE_ENTRY_TIMEOUT_MS} ms`);
    await jest.advanceTimersByTimeAsync(REMOTE_ENTRY_TIMEOUT_MS);
    await outcome;
  });

  it('refuses an entry that declares no container', async () => {
    shellBuild();
    serveEntries({});
    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/remoteEntry.js' }]);
    await expect(loadRemote('mfe_museum/HomePage')).rejects.toThrow('ne déclare pas le conteneur mfe_museum');
  });

  it('loads a remote registered again at a new address from there', async () => {
    const museum = museumBuild();
    shellBuild();
    const requested = serveEntries({ mfe_museum: museum.container });
    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/remoteEntry.js' }]);
    await loadRemote('mfe_museum/HomePage');
    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/releases/v2/remoteEntry.js' }]);
    await loadRemote('mfe_museum/HomePage');
    expect(requested).toEqual(['/mfe/museum/remoteEntry.js', '/mfe/museum/releases/v2/remoteEntry.js']);
  });

  describe('a remote entry the page carries inline', () => {
    /** A pre-rendered page's inline entry: its script ran, its container is a global. */
    const carryInline = (address: string, container: unknown) => {
      const script = document.createElement('script');
      script.setAttribute('data-remote-entry', address);
      document.body.append(script);
      Object.assign(globalThis, { mfe_museum: container });
      return script;
    };
    afterEach(() =>
      document.querySelectorAll('script[data-remote-entry]').forEach((script) => script.remove()),
    );

    it('is not fetched again: its container is the one the page ran', async () => {
      const museum = museumBuild();
      shellBuild();
      const requested = serveEntries({});
      carryInline('/mfe/museum/releases/v1/remoteEntry.js', museum.container);
      registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/releases/v1/remoteEntry.js' }]);
      const page = await loadRemote<{ default: string }>('mfe_museum/HomePage');
      expect(page.default).toBe('HomePage');
      expect(requested).toEqual([]);
    });

    it('is fetched when the site names another release than the page carries', async () => {
      const museum = museumBuild();
      shellBuild();
      const requested = serveEntries({ mfe_museum: museum.container });
      carryInline('/mfe/museum/releases/v1/remoteEntry.js', { stale: true });
      registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/releases/v2/remoteEntry.js' }]);
      await loadRemote('mfe_museum/HomePage');
      expect(requested).toEqual(['/mfe/museum/releases/v2/remoteEntry.js']);
    });
  });
  it('keeps a container to its first share scope', () => {
    const museum = museumBuild();
    museum.container.init({}, []);
    expect(() => museum.container.init({}, [])).toThrow('déjà initialisé avec un autre espace de partage');
  });

  it('makes a module whose shared dependency failed throw when it runs, and retries next time', async () => {
    const failing: ConsumeData = {
      ...consumeReact,
      fallback: jest.fn().mockRejectedValue(new Error('réseau')),
    };
    const build = fakeBuild('mfe_forms', { consumes: { 'consumed-react': failing } });
    await build.ensureChunk('page', { page: ['consumed-react'] });
    expect(() => build.require('consumed-react')).toThrow('réseau');
    (failing.fallback as jest.Mock).mockResolvedValue(() => reactOf('forms'));
    await build.ensureChunk('page', { page: ['consumed-react'] });
    expect(build.require('consumed-react')).toEqual(reactOf('forms'));
  });

  it('refuses eager shared modules, which the site does not use', () => {
    expect(() => bundlerRuntime.installInitialConsumes()).toThrow('« eager » non pris en charge');
  });
});
