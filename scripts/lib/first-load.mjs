// What a first visit to each route downloads in JavaScript, computed from the builds (deterministic):
// the scripts its pre-rendered HTML names (the e2e test "no loading waterfall" proves the browser
// fetches nothing else), gzip-compressed as the server sends them. Read by the budgets test and the bench.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { remoteModules, shellModule } from './modules.mjs';
import { pageScripts, remoteLocation, SHELL_ENTRY, shellStartUpScripts } from './prerender.mjs';
import { repoRoot } from './workspace.mjs';

const require = createRequire(import.meta.url);
const shellDist = path.join(repoRoot, shellModule.folder, 'dist');

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;

/** Every route of the page registry, with its owner (read from the shell's server build). */
export function routes() {
  return require(path.join(repoRoot, shellModule.folder, 'dist-server', 'render.js')).routesToPrerender;
}

/**
 * The first-load JavaScript of each route: [{ page, url, total, own, requests, scripts: [{ url, bytes }] }],
 * `own` being the page's own chunks (not the shell's, not the remote entry). main.js counts in the bytes
 * but not in the requests: the page carries it inline.
 */
export function firstLoadByRoute(deployDir = path.join(repoRoot, '.deploy')) {
  const shellScripts = shellStartUpScripts(shellDist).map((url) => ({
    url,
    bytes: gzipSize(path.join(shellDist, url)),
  }));
  return routes().map((route) => {
    const remote = remoteModules.find((module) => module.federationName === route.remote);
    const location = remoteLocation(remote, deployDir);
    const manifest = JSON.parse(fs.readFileSync(location.manifestFile, 'utf8'));
    const folder = path.dirname(location.manifestFile);
    const sized = (url) => ({
      url,
      bytes: gzipSize(path.join(folder, url.slice(location.publicPath.length))),
    });
    const { entry, own } = pageScripts(location, manifest, route.exposedName);
    const ownScripts = own.map(sized);
    const scripts = [...shellScripts, sized(entry), ...ownScripts];
    const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
    return {
      page: route.page,
      url: route.url,
      total: sum(scripts),
      own: sum(ownScripts),
      requests: scripts.filter((script) => script.url !== SHELL_ENTRY).length,
      scripts,
    };
  });
}
