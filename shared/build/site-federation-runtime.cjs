// Every browser build runs the site's own federation runtime by default (shared/src/federation-runtime) instead
// of the one @module-federation/enhanced bundles by default (@module-federation/webpack-bundler-runtime,
// @module-federation/runtime and runtime-core: about 20 KB gzip in the shell, 5 in each remote entry,
// for features the site does not use — manifests, preloading, plugins, version strategies, Node).
//
// The plugin generates an entry that imports its bundler runtime by absolute path; that request is
// swapped before it is resolved, so the site's TypeScript goes through the usual loaders.
// Measured: see docs/performance.md. Tested: scripts/tests/federation-runtime.test.mjs.
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const SITE_RUNTIME = path.join(__dirname, '../src/federation-runtime/bundler-runtime.ts');
/** A remote's production build: its own instance, the share scope's functions borrowed from the shell. */
const REMOTE_RUNTIME = path.join(__dirname, '../src/federation-runtime/remote-runtime.ts');

/** The request the plugin's generated entry makes for its bundler runtime. */
const DEFAULT_BUNDLER_RUNTIME =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * webpack 5.111 adds its own "sharing" runtime module wherever share scopes are initialised, and the
 * plugin adds its own after it, which replaces everything the first one defines (`__webpack_require__.S`
 * and `.I`): the first is dead code in main.js and in every remote entry (measured 0.5 KB gzip each).
 */
class DropOverriddenShareRuntime {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropOverriddenShareRuntime', (compilation) => {
      compilation.hooks.runtimeModule.tap('DropOverriddenShareRuntime', (module) => {
        if (module instanceof WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}

/**
 * Which runtime a build uses: the site's ('site', the default) or the package's own
 * (MTDM_FEDERATION_RUNTIME=package), the way back when an upgrade of webpack or of the plugin breaks
 * the substitution (docs/upgrading.md).
 */
function federationRuntimeMode(env = process.env) {
  const mode = env.MTDM_FEDERATION_RUNTIME ?? 'site';
  if (mode !== 'site' && mode !== 'package')
    throw new Error(`MTDM_FEDERATION_RUNTIME : « site » ou « package » attendu, reçu « ${mode} »`);
  return mode;
}

/** The shell's entry to the runtime in package mode: the package's runtime behind the same two functions. */
const PACKAGE_RUNTIME_ENTRY = path.join(__dirname, '../src/federation-runtime/package-runtime.ts');

/**
 * The plugins and options that put the chosen runtime in a browser build. A remote's production build
 * (`borrowing`) always runs beside the shell, which lends it the share scope's functions; in
 * development a remote previews itself alone and carries the whole runtime.
 */
function federationRuntime({ mode = federationRuntimeMode(), borrowing = false } = {}) {
  if (mode === 'package') {
    return {
      plugins: [],
      alias: { '@mtdm/shared/federation-runtime$': PACKAGE_RUNTIME_ENTRY },
      // The package's default fetches every remote's entry before the shell renders.
      pluginOptions: { shareStrategy: 'loaded-first' },
    };
  }
  return {
    plugins: [
      new NormalModuleReplacementPlugin(DEFAULT_BUNDLER_RUNTIME, borrowing ? REMOTE_RUNTIME : SITE_RUNTIME),
      new DropOverriddenShareRuntime(),
    ],
    alias: {},
    pluginOptions: {},
  };
}

module.exports = { federationRuntime, SITE_RUNTIME, REMOTE_RUNTIME, DEFAULT_BUNDLER_RUNTIME };
