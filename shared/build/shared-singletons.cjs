// The federation's shared singletons, once: the browser builds share them (create-webpack-config.cjs),
// the remotes' Node builds borrow them from the shell's (create-server-config.cjs).
const sharedPackage = require('../package.json');

/** Singletons shared by every module (docs/architecture.md, "Fédération"). Nothing else is shared. */
function sharedSingletons() {
  const version = (name) => sharedPackage.devDependencies[name];
  const singleton = (name) => ({ singleton: true, requiredVersion: version(name), strictVersion: false });
  return {
    react: singleton('react'),
    'react/': { ...singleton('react') },
    'react-dom': singleton('react-dom'),
    'react-dom/': { ...singleton('react-dom') },
    // The router facade, not react-router-dom: shared modules are not tree-shaken, so the facade
    // (nine names) is shared and react-router is bundled into it, tree-shaken (about 16 KB gzip
    // instead of 60 KB on every first load, see docs/performance.md).
    '@mtdm/shared/router': {
      singleton: true,
      requiredVersion: sharedPackage.version,
      version: sharedPackage.version,
      strictVersion: false,
    },
    'styled-components': singleton('styled-components'),
    zustand: { singleton: true, requiredVersion: '5.1.0' },
  };
}

/** Import names that resolve to a singleton: 'react', 'react/jsx-runtime', '@mtdm/shared/router'… */
const SINGLETON_REQUEST = new RegExp(
  `^(${[...new Set(Object.keys(sharedSingletons()).map((key) => key.replace(/\/$/, '')))]
    .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})(/.*)?$`,
);

module.exports = { sharedSingletons, SINGLETON_REQUEST };
