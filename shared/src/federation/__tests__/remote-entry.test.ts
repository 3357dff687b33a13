import { servedManifestPath } from '../modules';
import { REMOTE_ENTRY_ATTRIBUTE, REMOTE_ENTRY_FILE, remoteEntryBeside } from '../remote-entry';

describe('remoteEntryBeside', () => {
  it('names the entry beside the manifest, wherever the manifest is published', () => {
    expect(REMOTE_ENTRY_FILE).toBe('remoteEntry.js');
    expect(
      remoteEntryBeside(
        servedManifestPath({
          folder: 'mfe-shop',
          federationName: 'mfe_shop',
          segment: 'shop',
          devPort: 3003,
        }),
      ),
    ).toBe('/mfe/shop/remoteEntry.js');
    expect(remoteEntryBeside('/mfe/shop/releases/v2/mf-manifest.json')).toBe(
      '/mfe/shop/releases/v2/remoteEntry.js',
    );
    expect(remoteEntryBeside('http://localhost:3003/mf-manifest.json')).toBe(
      'http://localhost:3003/remoteEntry.js',
    );
  });
});

describe('where a remote finds its chunks (shared/build/entry-public-path-plugin.cjs)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build file, CommonJS like webpack's config
  const plugin = require('../../../build/entry-public-path-plugin.cjs') as {
    EntryPublicPathRuntimeModule: new () => { generate: () => string };
    REMOTE_ENTRY_ATTRIBUTE: string;
  };
  /** The public path the runtime gives while `script` runs the remote entry. */
  function publicPathWhileRunning(script: HTMLScriptElement): string {
    const webpackRequire = { p: '' };
    document.body.append(script);
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    try {
      new Function('__webpack_require__', new plugin.EntryPublicPathRuntimeModule().generate())(
        webpackRequire,
      );
    } finally {
      jest.restoreAllMocks();
      script.remove();
    }
    return webpackRequire.p;
  }

  it('reads the attribute the pre-rendered pages write', () => {
    expect(plugin.REMOTE_ENTRY_ATTRIBUTE).toBe(REMOTE_ENTRY_ATTRIBUTE);
  });

  it('is the folder of a fetched entry', () => {
    const script = document.createElement('script');
    script.src = 'http://localhost/mfe/shop/releases/0123456789ab/remoteEntry.js?v=2';
    expect(publicPathWhileRunning(script)).toBe('http://localhost/mfe/shop/releases/0123456789ab/');
  });

  it('is the folder of the address an inline entry names', () => {
    const script = document.createElement('script');
    script.setAttribute(REMOTE_ENTRY_ATTRIBUTE, '/mfe/shop/releases/0123456789ab/remoteEntry.js');
    expect(publicPathWhileRunning(script)).toBe('/mfe/shop/releases/0123456789ab/');
  });

  it('refuses to guess when the entry names no address', () => {
    expect(() => publicPathWhileRunning(document.createElement('script'))).toThrow(
      'adresse de l’entrée du module introuvable',
    );
  });
});
