// Benchmark only (npm run bench): the same shell and pages built as ONE webpack application, without
// Module Federation, so the bench can show what the federation costs in bytes and requests. Pages
// are split per route with import(), as a monolithic React site would do. Never deployed.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const modules = require('../../shared/modules.json');
const { swcRule } = require('../../shared/build/swc-rule.cjs');
const { compileHintPlugin } = require('../../shared/build/compile-hint-plugin.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const remoteLoading = path.join(repoRoot, 'shell', 'src', 'features', 'remote-loading');

/**
 * Stand-ins for the shell's federation loading, written from shared/modules.json: a page is imported
 * from its module's folder instead of loaded from a remote, and there is no remotes.json to read.
 */
function writeStandIns() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-monolith-'));
  const loaders = modules.remotes
    .map(
      (remote) =>
        `  ${remote.federationName}: (file) => import(/* webpackInclude: /\\/[a-z0-9-]+-page\\.tsx$/ */ /* webpackExclude: /__tests__/ */ \`${path.join(repoRoot, remote.folder, 'src', 'pages')}/\${file}\`),`,
    )
    .join('\n');
  fs.writeFileSync(
    path.join(folder, 'load-remote-page.ts'),
    `import type { ComponentType } from 'react';
export interface RemotePageRef { readonly remote: string; readonly module: string }
const loaders: Record<string, (file: string) => Promise<{ default: ComponentType }>> = {
${loaders}
};
/** './MuseumNewsPage' → 'museum-news-page.tsx' */
const fileOf = (module: string) =>
  module.slice(2).replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase() + '.tsx';
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export async function loadRemotePage(ref: RemotePageRef): Promise<ComponentType> {
  return (await loaders[ref.remote](fileOf(ref.module))).default;
}
`,
  );
  fs.writeFileSync(
    path.join(folder, 'remote-registry.ts'),
    `export const REMOTES_URL = '/remotes.json';
export const startRemoteRegistration = () => Promise.resolve({});
export const resetRegistrationForTests = () => undefined;
`,
  );
  return folder;
}

module.exports = () => {
  const standIns = writeStandIns();
  return {
    name: 'monolith',
    mode: 'production',
    devtool: false,
    entry: { main: path.join(repoRoot, 'shell', 'src', 'bootstrap.tsx') },
    output: {
      path: path.join(repoRoot, '.bench', 'monolith'),
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        swcRule({ production: true }),
        { test: /\.(png|jpe?g|webp|avif|svg|pdf|mp4|webm|vtt|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...['load-remote-page', 'remote-registry'].map(
        (name) =>
          new webpack.NormalModuleReplacementPlugin(new RegExp(`${name}$`), (resource) => {
            if (path.resolve(resource.context, resource.request) === path.join(remoteLoading, name))
              resource.request = path.join(standIns, `${name}.ts`);
          }),
      ),
      // A warning (a stand-in missing an export the shell now imports) fails the build: the monolith
      // would otherwise be built, and measured, with that import undefined.
      {
        apply: (compiler) =>
          compiler.hooks.done.tap('monolith-warnings-fail', ({ compilation }) => {
            compilation.errors.push(...compilation.warnings);
          }),
      },
      // The same compile hint as the site's scripts: the comparison is of the splitting, not of V8's
      // compile strategy.
      compileHintPlugin(),
      new HtmlWebpackPlugin({
        template: path.join(repoRoot, 'shared', 'build', 'index.html'),
        favicon: path.join(repoRoot, 'shared', 'build', 'favicon.svg'),
        isHost: false,
      }),
    ],
    optimization: { moduleIds: 'deterministic' },
    experiments: { html: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
