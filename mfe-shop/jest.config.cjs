const { createJestConfig } = require('@mtdm/shared/build/jest');

// Component tests render the whole catalogue and drive it with user-event: generous on a busy CPU.
module.exports = { ...createJestConfig({ rootDir: __dirname }), testTimeout: 60_000 };
