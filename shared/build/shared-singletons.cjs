// The federation's shared singletons, once: the browser builds share them (create-webpack-config.cjs),
// the remotes' Node builds borrow them from the shell's (create-server-config.cjs).
const path = require('node:path');
const sharedPackage = require('../package.json');

/** The names of styled-components the browser builds use, shared in place of the package. */
const STYLED_FACADE = path.join(__dirname, '..', 'src', 'styled', 'index.ts');

/**
 * Points the browser builds' imports of 'styled-components' at the facade (STYLED_FACADE), except the
 * facade's own import of the package.
 */
class StyledFacadePlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('StyledFacadePlugin', (factory) => {
      factory.hooks.beforeResolve.tap('StyledFacadePlugin', (data) => {
        if (data.request === 'styled-components' && data.contextInfo.issuer !== STYLED_FACADE) {
          data.request = STYLED_FACADE;
        }
      });
    });
  }
}

/**
 * Singletons shared by every module (docs/architecture.md, "Fédération"). Nothing else is shared.
 * `provided: false` (a remote's production build) takes them from the shell without a copy of its own:
 * the shell always provides them, and the copy would only lengthen the remote entry's tables.
 */
function sharedSingletons({ provided = true } = {}) {
  const version = (name) => sharedPackage.devDependencies[name];
  // A borrowing build still names the version it was built against: its manifest tells the release
  // checks (api/src/releases, checkSingletons), which compare it with the shell's.
  const own = (exact) => (provided ? {} : { import: false, version: exact });
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: version(name),
    strictVersion: false,
    ...own(version(name)),
  });
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
      ...own(sharedPackage.version),
    },
    // styled-components, shared as the facade of the names the site uses (STYLED_FACADE) under the
    // package's own key and version: a remote borrowing it asks for 'styled-components' as before, so
    // its manifest still says which version it was built with (api/src/releases, checkSingletons).
    ...(provided
      ? {
          [STYLED_FACADE]: {
            singleton: true,
            shareKey: 'styled-components',
            version: version('styled-components'),
            requiredVersion: version('styled-components'),
            strictVersion: false,
          },
        }
      : { 'styled-components': singleton('styled-components') }),
    zustand: { singleton: true, requiredVersion: '5.1.0', ...own('5.1.0') },
  };
}

/**
 * Import names a remote's server build borrows from the shell's: 'react', 'react/jsx-runtime',
 * '@mtdm/shared/router', 'styled-components'…
 */
const SINGLETON_REQUEST = new RegExp(
  `^(${[...new Set(Object.keys(sharedSingletons({ provided: false })).map((key) => key.replace(/\/$/, '')))]
    .map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})(/.*)?$`,
);

module.exports = { sharedSingletons, SINGLETON_REQUEST, StyledFacadePlugin };
