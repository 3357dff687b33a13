const { createJestConfig } = require('@mtdm/shared/build/jest');

module.exports = {
  ...createJestConfig({
    rootDir: __dirname,
    environment: 'node',
    // Node loads these ES-module-only packages with require() at run time; jest does not, so swc
    // compiles them. @fastify/cookie is CommonJS, but its dynamic import() of `cookie` must become a
    // require() jest can follow.
    esmOnlyPackages: ['content-disposition', 'cookie', '@fastify/cookie'],
  }),
  // One temporary folder for the whole run, removed when jest exits.
  globalSetup: '<rootDir>/src/__tests__/support/run-folder-setup.ts',
};
