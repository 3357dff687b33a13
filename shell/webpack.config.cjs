const path = require('node:path');
const { createWebpackConfig } = require('@mtdm/shared/build/webpack');

/** Development only: the remotes' own dev servers (see `npm run dev`). Production reads the served file. */
const devRemotes = {
  mfe_museum: 'http://localhost:3001/mf-manifest.json',
  mfe_association: 'http://localhost:3002/mf-manifest.json',
  mfe_shop: 'http://localhost:3003/mf-manifest.json',
  mfe_forms: 'http://localhost:3004/mf-manifest.json',
};

module.exports = createWebpackConfig({
  rootDir: __dirname,
  name: 'shell',
  port: 3000,
  runtimePlugins: [path.join(__dirname, 'src/features/remote-loading/timeout-runtime-plugin.ts')],
  devRoutes: (app) => {
    app.get('/remotes.json', (_req, res) => res.json(devRemotes));
    app.get('/site-config.json', (_req, res) =>
      res.json(process.env.GA_MEASUREMENT_ID ? { ga4MeasurementId: process.env.GA_MEASUREMENT_ID } : {}),
    );
  },
});
