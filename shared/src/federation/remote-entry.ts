// What the browser needs of the federation's addresses: no list of modules (the shell carries none).

/** The fixed name of every remote's entry (`filename` in shared/build/create-webpack-config.cjs). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * A remote's entry, beside its manifest: what the shell registers. /remotes.json names manifests (the
 * build-time pre-rendering reads them for its preload hints); the browser needs only the entry, so
 * the shell's runtime is built without the manifest (snapshot) code and never fetches one.
 */
export const remoteEntryBeside = (manifestUrl: string): string =>
  manifestUrl.replace(/[^/]*$/, REMOTE_ENTRY_FILE);

/**
 * The attribute of the inline script that carries a remote's entry in a pre-rendered page: the address
 * the entry is served at (its chunks are beside it; the shell does not fetch it again).
 */
export const REMOTE_ENTRY_ATTRIBUTE = 'data-remote-entry';
