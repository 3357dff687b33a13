// What a first visit to each route downloads in JavaScript, computed from a set of builds (`located`,
// see locateSite in site-state.mjs; the repository's own by default): the scripts its pre-rendered
// HTML names, the frame of an English page included (the e2e test "no loading waterfall" proves the
// browser fetches nothing else),
// gzip-compressed as the server sends them. Read by the budgets test, the bench and the verification
// of a release (release.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { remoteModules } from './modules.mjs';
import { languageFrameScripts, pageScripts, SHELL_ENTRY, shellStartUpScripts } from './prerender.mjs';
import { defaultSite, locateSite } from './site-state.mjs';
import { repoRoot } from './workspace.mjs';

const require = createRequire(import.meta.url);

export const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;

/** The repository's own builds, every module from its dist/. */
const repoBuilds = () => locateSite(path.join(repoRoot, '.deploy'), defaultSite());

/** Every route of the page registry, with its owner (read from the shell's server build). */
export function routes(located = repoBuilds()) {
  return require(located.shell.renderFile).routesToPrerender;
}

/**
 * The first-load JavaScript of each route: [{ page, url, remote, total, own, entry, requests, scripts }],
 * `own` being the page's own chunks (not the shell's, not the remote entry) and `entry` the remote
 * entry's bytes. main.js counts in the bytes but not in the requests: the page carries it inline.
 */
export function firstLoadByRoute(located = repoBuilds()) {
  const shellDist = located.shell.dist;
  const shellScripts = shellStartUpScripts(shellDist).map((url) => ({
    url,
    bytes: gzipSize(path.join(shellDist, url)),
  }));
  return routes(located).map((route) => {
    const remote = remoteModules.find((module) => module.federationName === route.remote);
    const location = located.remotes[remote.federationName];
    const manifest = JSON.parse(fs.readFileSync(location.manifestFile, 'utf8'));
    const sized = (url) => ({
      url,
      bytes: gzipSize(path.join(location.dist, url.slice(location.publicPath.length))),
    });
    const { entry, own } = pageScripts(location, manifest, route.exposedName);
    const entryScript = sized(entry);
    const ownScripts = own.map(sized);
    const frameScripts = languageFrameScripts(shellDist, route.lang).map((url) => ({
      url,
      bytes: gzipSize(path.join(shellDist, url)),
    }));
    const scripts = [...shellScripts, ...frameScripts, entryScript, ...ownScripts];
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
    return {
      page: route.page,
      url: route.url,
      remote: remote.folder,
      total: sum(scripts),
      own: sum(ownScripts),
      entry: entryScript.bytes,
      requests: scripts.filter((script) => script.url !== SHELL_ENTRY).length,
      scripts,
    };
  });
}
