// How every module compiles TypeScript and JSX (browser and server builds alike).
const path = require('node:path');

/** swc's compiled-plugin cache: under node_modules, never beside the sources (nor in git). */
const SWC_CACHE = path.resolve(__dirname, '../../node_modules/.cache/swc');

/**
 * swc, with the styled-components plugin: each styled component gets an id from its file and its
 * place in it, not from the order components were created in. The server renders the shell and a
 * remote in one process, the browser loads them one after the other: only stable ids make the class
 * names of the pre-rendered HTML those the browser computes when it hydrates it.
 */
function swcRule({ production }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          experimental: {
            cacheRoot: SWC_CACHE,
            plugins: [
              [require.resolve('@swc/plugin-styled-components'), { displayName: !production, ssr: true }],
            ],
          },
        },
      },
    },
  };
}

module.exports = { swcRule };
