// The Node build of a module, for the pre-rendering (api/src/releases, in its sandboxed renderer).
//  - the shell's: dist-server/render.js, its frame (App) and the render function, with the shared
//    singletons (React, styled-components, the router facade, zustand) it lends to the remotes;
//  - a remote's: dist-server/pages.js, its pages found by file as the browser build exposes them,
//    borrowing those singletons so that one React, one router and one style sheet render a page.
const path = require('node:path');
const webpack = require('webpack');
const { SINGLETON_REQUEST } = require('./shared-singletons.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { SHARED_GLOBAL } = require('./build-names.cjs');
const { LentPageTablePlugin } = require('./lent-page-table-plugin.cjs');

function borrowedSingletons({ request }, callback) {
  if (request && SINGLETON_REQUEST.test(request)) {
    return callback(null, `globalThis.${SHARED_GLOBAL}[${JSON.stringify(request)}]`, 'var');
  }
  return callback();
}

function createServerConfig({ rootDir, isHost }) {
  const outputPath = process.env.MTDM_SERVER_OUTPUT_PATH || path.join(rootDir, 'dist-server');
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: isHost
      ? { render: path.join(rootDir, 'src/server-render.tsx') }
      : { pages: path.join(__dirname, 'server-pages-entry.cjs') },
    output: {
      path: outputPath,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Set at run time to where the browser build is served (see server-pages-entry.cjs).
      publicPath: '',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { 'mtdm-own-pages': path.join(rootDir, 'src/pages') },
    },
    externals: isHost ? [] : [borrowedSingletons],
    module: {
      rules: [
        swcRule({ production: true }),
        // Same names as the browser build's files, which the pre-rendered HTML points at; not written twice.
        {
          test: /\.(png|jpe?g|webp|avif|svg|pdf|mp4|webm|vtt|woff2?)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // The shell's page table, as the browser build reads it (shared/src/routing/page-table-lending.ts).
      ...(isHost ? [] : [new LentPageTablePlugin()]),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };
