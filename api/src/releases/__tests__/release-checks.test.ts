import { checkSingletons } from '../release-checks';
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
