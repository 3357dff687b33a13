// One jest set-up for every package: swc transpiles TypeScript, jsdom for the browser packages,
// @mtdm/shared resolved to its sources, federated modules mapped to local stand-ins.
const path = require('node:path');

const sharedRoot = path.resolve(__dirname, '..');

/** Packages published as ES modules only, which jest cannot require: swc compiles them like the sources. */
const ESM_ONLY_PACKAGES = [
  // The HTML parser that reads the pre-rendered pages for the search index, and what it is made of.
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

/** Every file under node_modules is left as it is, except those of `packages`. */
const transformIgnoreExcept = (packages) => [`/node_modules/(?!(?:${packages.join('|')})/)`];

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node', moduleNameMapper?: Record<string, string>, esmOnlyPackages?: string[] }} options
 *   esmOnlyPackages: a package's own ES-module-only dependencies, compiled besides the shared list
 */
function createJestConfig({ rootDir, environment = 'jsdom', moduleNameMapper = {}, esmOnlyPackages = [] }) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|svg|png|jpe?g|webp|avif|pdf|mp4|webm|vtt)$': path.join(sharedRoot, 'build/jest-file-stub.cjs'),
      // A module's own page pictures (src/assets/<folder>/pictures.ts) are webpack contexts too.
      '/assets/[a-z0-9-]+/pictures$': path.join(sharedRoot, 'src/testing/pictures-stub.ts'),
      ...moduleNameMapper,
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(sharedRoot, 'build/jest-setup-dom.cjs')] : [],
    transformIgnorePatterns: transformIgnoreExcept([...ESM_ONLY_PACKAGES, ...esmOnlyPackages]),
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
