// The release path as a library (dist/releases.js), for the repository's scripts and their tests: the
// layout, where a site's builds are, the whole site rendered in the sandbox, the first-load bytes and
// their budgets.
export { budgets } from './budgets';
export { firstLoadByRoute, gzipSize, signedInSpaceLoad } from './first-load';
export { currentStateDir, defaultSite, readLiveSite } from './layout';
export { locateSite } from './located-site';
export { readShellEntry, shellStartUpScripts } from './page-scripts';
export { composeDocument } from './renderer/page-document';
export { renderLiveSite, renderSiteInto, stateIsStale } from './site-render';
export { sitePages } from './site-pages';
