const { createWebpackConfig } = require('@mtdm/shared/build/webpack');

module.exports = createWebpackConfig({ rootDir: __dirname, name: 'mfe_museum', port: 3001, remote: true });
