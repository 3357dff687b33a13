const { createJestConfig } = require('@mtdm/shared/build/jest');

module.exports = createJestConfig({ rootDir: __dirname });
