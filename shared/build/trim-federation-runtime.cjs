// The shell's federation runtime without what this site never runs, beyond what
// `experiments.optimization` removes: with snapshots disabled, @module-federation/runtime-core still
// bundles its snapshot handler (and, through it, manifest-to-snapshot conversion) and asset preloading,
// both reached only from `preloadRemote`. Measured on the shell's main.js: see docs/performance.md.
// The versions are pinned (2.9.2): if a file moves, the replacement simply stops applying.
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const RUNTIME_CORE = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]/;

/** runtime-core file (relative to its dist/) → the stand-in that replaces it. */
const STAND_INS = {
  'plugins/snapshot/SnapshotHandler.js': 'snapshot-handler.js',
  'utils/preload.js': 'preload.js',
};

function standInFor(resource) {
  if (!RUNTIME_CORE.test(resource)) return undefined;
  const inDist = resource
    .split(/[\\/]dist[\\/]/)
    .pop()
    .replace(/\\/g, '/');
  const file = STAND_INS[inDist];
  return file && path.join(__dirname, 'federation-runtime-trim', file);
}

function trimFederationRuntime() {
  return new NormalModuleReplacementPlugin(/\.js$/, (resolveData) => {
    const resource = resolveData.createData?.resource;
    const standIn = resource && standInFor(resource);
    if (standIn) resolveData.createData.resource = standIn;
  });
}

module.exports = { trimFederationRuntime, standInFor, STAND_INS };
