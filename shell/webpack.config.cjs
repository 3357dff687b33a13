const { createWebpackConfig } = require('@mtdm/shared/build/webpack');
const modules = require('@mtdm/shared/modules.json');

/** Development only: the remotes' own dev servers (see `npm run dev`). Production reads the served file. */
const devRemotes = Object.fromEntries(
  modules.remotes.map((remote) => [
    remote.federationName,
    `http://localhost:${remote.devPort}/mf-manifest.json`,
  ]),
);

module.exports = createWebpackConfig({
  rootDir: __dirname,
  devRoutes: (app) => {
    app.get('/remotes.json', (_req, res) => res.json(devRemotes));
    app.get('/site-config.json', (_req, res) =>
      res.json(process.env.GA_MEASUREMENT_ID ? { ga4MeasurementId: process.env.GA_MEASUREMENT_ID } : {}),
    );
  },
});
