// Stands in for @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js in the shell's
// build (trim-federation-runtime.cjs). The site registers each remote by its remoteEntry.js and builds
// the runtime with `disableSnapshot`: no manifest is ever loaded, so the snapshot handler only served
// `preloadRemote`, which the site does not call. Same exports, same fields the runtime reads.

/** Plugins still register on it; it has no hook to call them from. */
const noHooks = {
  lifecycle: {},
  registerPlugins: {},
  applyPlugin() {},
  removePlugin() {},
};

export class SnapshotHandler {
  constructor(host) {
    this.HostInstance = host;
    this.hooks = noHooks;
    // Emptied by removeRemote (the retry plugin registers a failed remote afresh).
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    throw new Error('Module Federation : préchargement (preloadRemote) non pris en charge par ce site.');
  }
}

/** No snapshot is ever recorded without the snapshot plugin. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
