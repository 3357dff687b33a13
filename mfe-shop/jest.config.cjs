const path = require('node:path');
const { createJestConfig } = require('@mtdm/shared/build/jest');

module.exports = createJestConfig({
  rootDir: __dirname,
  moduleNameMapper: {
    // The webpack asset context has no meaning under jest: a stub gives predictable URLs.
    '/product-image-url$': path.join(__dirname, 'src/testing/product-image-url-stub.ts'),
  },
});
