import { checkSingletons, chunksNamedBy } from '../release-checks';
import type { FederationManifest } from '../page-scripts';

// The singletons' check between a module's build and the shell's, on manifests as the plugin writes
// them: a remote that borrows a singleton without a copy names a range, not a version, as `version`.
const manifest = (shared: FederationManifest['shared']): FederationManifest => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  shared,
});
const shell = manifest([
  { name: 'react', version: '19.3.1' },
  { name: 'zustand', version: '5.1.0' },
  { name: 'styled-components', version: '6.6.0' },
]);

describe('the singletons shared by a module and the shell', () => {
  it('accepts a borrowing build by the version it requires when its manifest names a range', () => {
    const borrowing = manifest([
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
      { name: 'zustand', version: '..1...0', requiredVersion: '5.1.0' },
      { name: 'styled-components', version: '..6...0', requiredVersion: '^6.6.0' },
    ]);
    expect(checkSingletons(borrowing, shell, 'le shell en service')).toEqual([]);
  });

  it('refuses another major version, whether carried or required', () => {
    const hostile = manifest([
      { name: 'react', version: '18.3.1' },
      { name: 'zustand', version: '..0...0', requiredVersion: '4.0.0' },
    ]);
    expect(checkSingletons(hostile, shell, 'le shell en service')).toEqual([
      expect.stringMatching(
        /^react 18\.3\.1 dans ce build, 19\.3\.1 dans le shell en service\s: les versions majeures/,
      ),
      expect.stringMatching(
        /^zustand 4\.0\.0 dans ce build, 5\.1\.0 dans le shell en service\s: les versions majeures/,
      ),
    ]);
  });
});

describe('the chunks an entry asks for by name', () => {
  it('reads them whether some chunks have no name or all have one', () => {
    expect(
      chunksNamedBy('n.u=e=>(({32:"a-page"}[e]||e)+"."+{32:"1a2b3c4d",41:"5e6f7a8b"}[e]+".js"),n.g=1'),
    ).toEqual(['a-page.1a2b3c4d.js', '41.5e6f7a8b.js']);
    expect(
      chunksNamedBy(
        'n.u=e=>({32:"__federation_expose_HomePage",203:"__federation_expose_ShopPage"}[e]+"."+{32:"299b1a58",203:"5f82ed16"}[e]+".js"),n.g=1',
      ),
    ).toEqual(['__federation_expose_HomePage.299b1a58.js', '__federation_expose_ShopPage.5f82ed16.js']);
    expect(chunksNamedBy('no runtime here')).toEqual([]);
  });
});
