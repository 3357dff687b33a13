// Stands in for @module-federation/runtime-core's utils/preload.js in the shell's build
// (trim-federation-runtime.cjs): asset preloading serves `preloadRemote` and the snapshot plugin, which
// this site uses neither of — its pre-rendered pages name every start-up file as a preload hint.
const unsupported = () => {
  throw new Error('Module Federation : préchargement (preloadRemote) non pris en charge par ce site.');
};

export const defaultPreloadArgs = unsupported;
export const formatPreloadArgs = unsupported;
export const normalizePreloadExposes = unsupported;
export const preloadAssets = unsupported;
