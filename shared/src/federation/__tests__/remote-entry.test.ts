import { servedManifestPath } from '../modules';
import { REMOTE_ENTRY_FILE, remoteEntryBeside } from '../remote-entry';

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
