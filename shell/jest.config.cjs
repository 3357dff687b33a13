const path = require('node:path');
const { createJestConfig } = require('@mtdm/shared/build/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  moduleNameMapper: {
    '^@mtdm/shared/federation-runtime$': path.join(__dirname, 'src/testing/federation-runtime-stub.ts'),
  },
});
