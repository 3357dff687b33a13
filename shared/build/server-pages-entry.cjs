// Entry of a remote's server build: its pages, by file, as the browser build exposes them.
const pageFiles = require.context('mtdm-own-pages', false, /^\.\/[a-z0-9-]+-page\.tsx$/);

/** './museum-news-page.tsx' → 'MuseumNewsPage' (the exposed name, without './'). */
const exposedNameOf = (key) =>
  key.replace(/^\.\/|\.tsx$/g, '').replace(/(^|-)([a-z0-9])/g, (_all, _dash, letter) => letter.toUpperCase());

/**
 * The remote's page modules by exposed name. `publicPath` is where its browser build is served
 * (e.g. /mfe/museum/ or /mfe/museum/releases/<version>/): images and documents point there.
 */
exports.loadPages = function loadPages(publicPath) {
  // eslint-disable-next-line no-undef -- webpack's own variable: where asset URLs start
  __webpack_public_path__ = publicPath;
  const loaded = {};
  for (const key of pageFiles.keys()) {
    if (key.startsWith('./')) loaded[exposedNameOf(key)] = pageFiles(key);
  }
  return loaded;
};
