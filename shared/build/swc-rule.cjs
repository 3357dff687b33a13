// How every module compiles TypeScript and JSX (browser and server builds alike).

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
