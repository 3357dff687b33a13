const { createWebpackConfig } = require('@mtdm/shared/build/webpack');

// Name, port and role come from shared/modules.json, by this folder's name.
module.exports = createWebpackConfig({ rootDir: __dirname });
