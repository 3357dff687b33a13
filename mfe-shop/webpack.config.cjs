const { createWebpackConfig } = require('@mtdm/shared/build/webpack');

module.exports = createWebpackConfig({ rootDir: __dirname, name: 'mfe_shop', port: 3003, remote: true });
