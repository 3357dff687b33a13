// The webpack configuration of every frontend module (the shell and the four remotes), written once.
// Each module's webpack.config.cjs calls createWebpackConfig with its own name, port and exposed pages.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const modules = require('../modules.json');
const { createServerConfig } = require('./create-server-config.cjs');
const { sharedSingletons, StyledFacadePlugin } = require('./shared-singletons.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { PreloadListPlugin } = require('./preload-list-plugin.cjs');
const { compileHintPlugin } = require('./compile-hint-plugin.cjs');
const { federationRuntime } = require('./site-federation-runtime.cjs');
const { EntryPublicPathPlugin } = require('./entry-public-path-plugin.cjs');
const { LentPageTablePlugin } = require('./lent-page-table-plugin.cjs');

const DEV_API_PORT = 8081;

/**
 * What the development shell passes to the api rather than answering itself (path prefixes): its
 * calls, the published content every page reads, the search indexes of the last build, the guided-tour
 * post, the sandbox payment page, and the pages a form's answer or a mailed link opens (newsletter,
 * conference bookings, a tour request's result). scripts/tests/dev-proxy.test.mjs holds it to the
 * contracts that name those pages.
 */
const DEV_API_PATHS = [
  '/api',
  '/content',
  '/search-index',
  '/submit-guided-tour',
  '/sandbox-payments',
  '/lettre/',
  '/reservation/',
  '/visite-guidee/demande',
  '/en/guided-tour/request',
];

/**
 * A remote exposes one module per page, found by convention: src/pages/shop-page.tsx -> './ShopPage'.
 * Adding a page file is all it takes to expose it.
 */
/** './MuseumInBriefPage' for 'museum-in-brief-page.tsx'; undefined for a file that is not a page. */
function exposedNameOfFile(file) {
  const match = /^([a-z0-9-]+-page)\.tsx$/.exec(file);
  if (!match) return undefined;
  return `./${match[1].replace(/(^|-)([a-z0-9])/g, (_all, _dash, letter) => letter.toUpperCase())}`;
}

function exposePagesFrom(rootDir) {
  const pagesDir = path.join(rootDir, 'src/pages');
  const exposes = {};
  for (const file of fs.readdirSync(pagesDir).sort()) {
    const exposedName = exposedNameOfFile(file);
    if (exposedName) exposes[exposedName] = `./src/pages/${file}`;
  }
  return exposes;
}

/** The module of shared/modules.json whose folder is `rootDir`'s name: federation name, port, role. */
function moduleOf(rootDir) {
  const folder = path.basename(rootDir);
  if (modules.shell.folder === folder) return { ...modules.shell, remote: false };
  const remote = [...modules.remotes, ...(modules.signedInRemotes ?? [])].find(
    (entry) => entry.folder === folder,
  );
  if (!remote) throw new Error(`${folder} n’est pas dans shared/modules.json`);
  return { ...remote, remote: true };
}

/**
 * @param {object} options
 * @param {string} options.rootDir         the module's folder (its name finds it in shared/modules.json)
 * @param {(app: any) => void} [options.devRoutes]   host: extra routes of the development server
 */
function createWebpackConfig(options) {
  const { rootDir, devRoutes } = options;
  const { federationName: name, devPort: port, remote } = moduleOf(rootDir);
  const isHost = !remote;
  const exposes = remote ? exposePagesFrom(rootDir) : undefined;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig({
      rootDir,
      name,
      port,
      isHost,
      exposes,
      devRoutes,
      production,
    });
    // A production build also makes the module's pages renderable in Node (build-time pre-rendering).
    return production ? [browser, createServerConfig({ rootDir, isHost })] : browser;
  };
}

/** The module's page: the shell's (the template of every pre-rendered page) or a remote's preview. */
function htmlPage({ isHost, production }) {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, 'index.html'),
    title: 'Musée des Troupes de Marine',
    favicon: path.join(__dirname, 'favicon.svg'),
    filename: 'index.html',
    isHost,
    // Minified, but still written as html-validate's recommended rules ask (quoted attributes,
    // the doctype as written): the pre-rendered pages are built from it.
    minify: production && {
      collapseWhitespace: true,
      collapseBooleanAttributes: true,
      removeComments: true,
      removeRedundantAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: false,
      removeAttributeQuotes: false,
    },
  });
}

/** Packages, and the router's and styled-components' facades the shell shares. */
const SINGLETON_PATH = /[\\/]node_modules[\\/]|[\\/]shared[\\/]src[\\/](router|styled)[\\/]/;

const startUpChunks = (chunk) =>
  !chunk.canBeInitial() && !/^(deferred|search|not-found|frame)-/.test(chunk.name ?? '');

function browserConfig({ rootDir, name, port, isHost, exposes, devRoutes, production }) {
  const outputPath = process.env.MTDM_OUTPUT_PATH || path.join(rootDir, 'dist');
  const publicDir = path.join(rootDir, 'public');
  // The shell always; a remote only in development, where its own page previews it alone. A remote's
  // production build is its remote entry and chunks, run by the shell's federation runtime.
  const standalonePreview = isHost || !production;
  // In production a remote only ever runs beside the shell: it borrows the shell's share scope
  // functions and singletons rather than carrying copies (site-federation-runtime.cjs).
  const borrowing = !standalonePreview;
  const runtime = federationRuntime({ borrowing });
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: standalonePreview ? { main: path.join(rootDir, 'src/index.ts') } : {},
    output: {
      path: outputPath,
      // The shell is served at the site root and must find its files from any deep route;
      // a remote finds its chunks beside its remote entry, fetched or inline (entry-public-path-plugin.cjs).
      publicPath: isHost ? '/' : '',
      uniqueName: name,
      // Entry files keep a fixed name (the federation runtime needs it); they are served with no-cache.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: runtime.alias },
    module: {
      rules: [
        swcRule({ production }),
        { test: /\.(png|jpe?g|webp|avif|svg|pdf|mp4|webm|vtt|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        dts: false,
        // The shell registers the remotes at run time (from /remotes.json or the page's boot data).
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons({ provided: !borrowing }),
        ...runtime.pluginOptions,
      }),
      // Imports of styled-components reach the shared facade of the names the site uses, in the build
      // that provides it (a borrowing remote consumes the shell's).
      ...(borrowing ? [] : [new StyledFacadePlugin()]),
      // And the page table, from the shell (shared/src/routing/page-table-lending.ts).
      ...(borrowing ? [new LentPageTablePlugin()] : []),
      ...(isHost ? [] : [new EntryPublicPathPlugin()]),
      // The site's own federation runtime in place of the plugin's (shared/src/federation-runtime),
      // unless MTDM_FEDERATION_RUNTIME=package asks for the plugin's own.
      ...runtime.plugins,
      ...(standalonePreview ? [htmlPage({ isHost, production })] : []),
      ...(fs.existsSync(publicDir)
        ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir, to: outputPath }] })]
        : []),
      // Compiled off the main thread in Chromium (compile-hint-plugin.cjs).
      ...(production ? [compileHintPlugin()] : []),
      // The shell's start-up files, named in each pre-rendered page as preload hints.
      ...(isHost ? [new PreloadListPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      // The shell's shared singletons in one chunk: React, React DOM, styled-components, the router
      // facade and zustand (each file is compressed on its own: one file rather than two saves about
      // 1 KB of brotli on every first load; shell/src/index.ts still evaluates them in tasks of their
      // own). Only code loaded on demand, never the consent banner's deferred chunk nor the frame's
      // own pages and site search (the search engine would otherwise join the singletons every page
      // fetches). The bootstrap chunk stays apart: in the same chunk as the singletons it consumes,
      // it never ran.
      ...(isHost
        ? {
            splitChunks: {
              cacheGroups: {
                singletons: {
                  test: SINGLETON_PATH,
                  chunks: startUpChunks,
                  name: 'singletons',
                  enforce: true,
                },
              },
            },
          }
        : // A remote's page in one chunk with what it uses of @mtdm/shared, rather than chunks shared
          // between its pages: two or three requests fewer on a first visit, the same bytes (measured
          // on every route); a second page of the same module downloads that shared code again.
          { splitChunks: false }),
    },
    // No HTML modules (webpack 5.111 turns them on by default and re-minifies index.html its own way,
    // unquoting attributes): html-webpack-plugin writes the page, as html-validate wants it.
    experiments: { html: false },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost
        ? [
            {
              context: DEV_API_PATHS,
              target: `http://localhost:${DEV_API_PORT}`,
            },
          ]
        : undefined,
      setupMiddlewares: (middlewares, server) => {
        if (devRoutes) devRoutes(server.app);
        return middlewares;
      },
    },
    stats: 'errors-warnings',
  };
}

module.exports = {
  createWebpackConfig,
  exposedNameOfFile,
  DEV_API_PATHS,
};
