const { createJestConfig } = require('@mtdm/shared/build/jest');

// Node loads ESM-only packages with require() at run time; jest does not, so swc compiles them. It
// compiles @fastify/cookie too: its dynamic import() of `cookie` becomes a require() jest can follow.
const esmOnlyPackages = ['content-disposition', 'cookie', '@fastify/cookie'];

module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'node' }),
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  // One temporary folder for the whole run, removed when jest exits.
  globalSetup: '<rootDir>/src/__tests__/support/run-folder-setup.ts',
};
