// A remote's production build: it keeps its own instance and borrows the share scope's functions the
// shell's runtime lends on the page, and it carries no copy of the singletons it consumes.
// The shell's runtime first, as on the page: it lends the functions the remote's runtime borrows.
import '../bundler-runtime';
import { loadRemote, registerRemotes, resetRemotesForTests } from '../host';
import { LENT_SHARING_GLOBAL } from '../lent-sharing';
import remoteFederation from '../remote-runtime';
import {
  consumeReactWith,
  fakeBuild,
  homePageContainer,
  serveEntries,
  shellBuild as shellBuildWith,
} from './fake-build';

/** What a remote built with `import: false` asks for: a singleton, and no copy of its own to fall back on. */
const consumeReact = consumeReactWith(
  // As the plugin writes it for `import: false`: a factory that throws.
  async () => () => {
    throw new Error("Can not get 'react'");
  },
);
const shellBuild = () => shellBuildWith(consumeReact);

/** The museum's production build: it provides nothing and consumes React in its page. */
function borrowingMuseumBuild() {
  const { bundlerRuntime } = remoteFederation;
  const build = fakeBuild(bundlerRuntime, 'mfe_museum', { consumes: { 'consumed-react': consumeReact } });
  const container = homePageContainer(bundlerRuntime, build);
  return { ...build, container };
}

afterEach(() => {
  resetRemotesForTests();
  jest.restoreAllMocks();
});

describe('a remote’s borrowing runtime', () => {
  it('runs the remote’s page with the shell’s singletons through the functions the shell lends', async () => {
    const shell = shellBuild();
    // Built after the shell, as a remote entry runs: the shell stays the host it loads through.
    const museum = borrowingMuseumBuild();
    serveEntries({ mfe_museum: museum.container });
    await shell.ensureChunk('bootstrap', { bootstrap: ['consumed-react'] });

    registerRemotes([{ name: 'mfe_museum', entry: '/mfe/museum/remoteEntry.js' }]);
    const page = await loadRemote<{ default: string; react: unknown }>('mfe_museum/HomePage');

    expect(page.react).toBe(shell.require('consumed-react'));
    expect(museum.require.S.default).toBe(shell.require.S.default);
    expect(museum.require.federation.instance).toEqual({
      name: 'mfe_museum',
      webpackRequire: museum.require,
    });
    expect(remoteFederation.bundlerRuntime).not.toHaveProperty('provideShared');
  });

  it('says so in French when a remote entry runs without the shell', () => {
    const lent = Object.getOwnPropertyDescriptor(globalThis, LENT_SHARING_GLOBAL);
    delete (globalThis as Record<string, unknown>)[LENT_SHARING_GLOBAL];
    try {
      jest.isolateModules(() => {
        expect(() => jest.requireActual('../remote-runtime')).toThrow(
          /^Module Federation\s: module distant chargé sans le shell du site\.$/,
        );
      });
    } finally {
      if (lent) Object.defineProperty(globalThis, LENT_SHARING_GLOBAL, lent);
    }
  });

  it('fails loudly, not with a copy, when the shell provides no version of a singleton', async () => {
    const museum = borrowingMuseumBuild();
    museum.container.init({}, []);
    await museum.ensureChunk('page-chunk', { 'page-chunk': ['consumed-react'] });
    expect(() => museum.require('consumed-react')).toThrow("Can not get 'react'");
  });
});
