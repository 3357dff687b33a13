const { createWebpackConfig } = require('@mtdm/shared/build/webpack');

module.exports = createWebpackConfig({ rootDir: __dirname, name: 'mfe_forms', port: 3004, remote: true });
