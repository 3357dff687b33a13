const { createWebpackConfig } = require('@mtdm/shared/build/webpack');

module.exports = createWebpackConfig({
  rootDir: __dirname,
  name: 'mfe_association',
  port: 3002,
  remote: true,
});
