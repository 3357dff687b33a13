// What a first visit to each route downloads in JavaScript, computed from a set of builds (a located
// site): the scripts its pre-rendered HTML names, the frame of an English page included (the e2e test
// "no loading waterfall" proves the browser fetches nothing else), gzip-compressed as the server sends
// them. Read by the budgets test, the bench and the checks of a release.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LocatedSite } from './located-site';
import {
  languageFrameScripts,
  pageScripts,
  readManifest,
  SHELL_ENTRY,
  shellStartUpScripts,
} from './page-scripts';
import { itemModules, sitePages } from './site-pages';
import { spacePageModuleOf, type SignedInRemoteModule } from '@mtdm/shared/federation';

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;

interface SizedScript {
  readonly url: string;
  /** Where the build holds it. */
  readonly file: string;
  readonly bytes: number;
}

/** A script of a build folder, by its address under that folder's public path. */
function sizedScript(dist: string, publicPath: string, url: string): SizedScript {
  const file = path.join(dist, url.slice(publicPath.length));
  return { url, file, bytes: gzipSize(file) };
}

export interface RouteFirstLoad {
  readonly page: string;
  readonly url: string;
  /** The owner's folder. */
  readonly remote: string;
  readonly total: number;
  /** The page's own chunks (not the shell's, not the remote entry). */
  readonly own: number;
  /** The remote entry's bytes. */
  readonly entry: number;
  /** Requests made (main.js, inline in the page, is not one). */
  readonly requests: number;
  readonly scripts: readonly SizedScript[];
}

/** The first-load JavaScript of each route (or of those `onlyFolder` owns). */
export function firstLoadByRoute(located: LocatedSite, onlyFolder?: string): RouteFirstLoad[] {
  const shellDist = located.shell.dist;
  const shellScript = (url: string) => sizedScript(shellDist, '/', url);
  const shellScripts = shellStartUpScripts(shellDist).map(shellScript);
  return [...sitePages, ...itemModules]
    .filter((route) => !onlyFolder || route.folder === onlyFolder)
    .map((route) => {
      const location = located.remotes[route.remote]!;
      const manifest = readManifest(location.manifestFile);
      const sized = (url: string) => sizedScript(location.dist, location.publicPath, url);
      const { entry, own } = pageScripts(location, manifest, route.exposedName);
      const entryScript = sized(entry);
      const ownScripts = own.map(sized);
      const frameScripts = languageFrameScripts(shellDist, route.lang).map(shellScript);
      const scripts = [...shellScripts, ...frameScripts, entryScript, ...ownScripts];
      const sum = (list: readonly SizedScript[]) => list.reduce((total, script) => total + script.bytes, 0);
      return {
        page: route.page,
        url: route.url,
        remote: route.folder,
        total: sum(scripts),
        own: sum(ownScripts),
        entry: entryScript.bytes,
        requests: scripts.filter((script) => script.url !== SHELL_ENTRY).length,
        scripts,
      };
    });
}

/** What a signed-in space's page loads of its own module (after the shell's): its entry and page. */
export interface SpaceLoad {
  readonly folder: string;
  readonly entry: number;
  readonly own: number;
  readonly scripts: readonly SizedScript[];
}

/** The space's module's share of its page's first load (its remote entry and exposed page, gzip). */
export function signedInSpaceLoad(located: LocatedSite, space: SignedInRemoteModule): SpaceLoad {
  const location = located.remotes[space.federationName]!;
  const manifest = readManifest(location.manifestFile);
  const { entry, own } = pageScripts(location, manifest, spacePageModuleOf(space).slice(2));
  const sized = (url: string) => sizedScript(location.dist, location.publicPath, url);
  const entryScript = sized(entry);
  const ownScripts = own.map(sized);
  return {
    folder: space.folder,
    entry: entryScript.bytes,
    own: ownScripts.reduce((total, script) => total + script.bytes, 0),
    scripts: [entryScript, ...ownScripts],
  };
}
