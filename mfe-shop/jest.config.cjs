const path = require('node:path');
const { createJestConfig } = require('@mtdm/shared/build/jest');

const config = createJestConfig({
  rootDir: __dirname,
  moduleNameMapper: {
    // The webpack asset context has no meaning under jest: a stub gives predictable URLs.
    '/product-image-url$': path.join(__dirname, 'src/testing/product-image-url-stub.ts'),
  },
});

// Component tests render the whole catalogue and drive it with user-event: generous on a busy CPU.
module.exports = { ...config, testTimeout: 60_000 };
