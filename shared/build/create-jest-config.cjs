// One jest set-up for every package: swc transpiles TypeScript, jsdom for the browser packages,
// @mtdm/shared resolved to its sources, federated modules mapped to local stand-ins.
const path = require('node:path');

const sharedRoot = path.resolve(__dirname, '..');

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node', moduleNameMapper?: Record<string, string> }} options
 */
function createJestConfig({ rootDir, environment = 'jsdom', moduleNameMapper = {} }) {
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
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
