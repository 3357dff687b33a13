// Where the files of each part of a site are: a release under the deployment folder, or the part's
// own build (dist/, dist-server/ under the build root) and the site's own content folder.
import path from 'node:path';
import { remoteModules, shellModule } from '@mtdm/shared/federation';
import { registeredModules } from './module-registry';
import { CONTENT_SEGMENT, releaseDir, rendererDir, SHELL_SEGMENT, type SiteVersions } from './layout';

/** A module's two builds: the browser's (dist/) and Node's (dist-server/). */
export interface BuildFolders {
  readonly dist: string;
  readonly server: string;
}

interface LocatedRemote {
  /** Where the browser build is served: /mfe/shop/ or /mfe/shop/releases/<version>/. */
  readonly publicPath: string;
  readonly dist: string;
  readonly manifestFile: string;
  readonly pagesFile: string;
}

export interface LocatedSite {
  readonly shell: { readonly dist: string; readonly renderFile: string };
  /** By federation name. */
  readonly remotes: Readonly<Record<string, LocatedRemote>>;
  readonly contentDir: string;
}

/** Where the builds and the content of a site are found, besides its releases. */
export interface SiteRoots {
  readonly deployDir: string;
  /** Holds each module's own build (<buildRoot>/<folder>/dist). */
  readonly buildRoot: string;
  /** The site's own content folder. */
  readonly contentRoot: string;
}

/** Folders other than the releases' for some parts: a release being checked before it is moved in place. */
export interface CandidateFiles {
  readonly builds?: Readonly<Record<string, BuildFolders>>;
  readonly contentDir?: string;
}

function buildsOf(roots: SiteRoots, folder: string, segment: string, version: string | null): BuildFolders {
  return version
    ? {
        dist: releaseDir(roots.deployDir, segment, version),
        server: rendererDir(roots.deployDir, segment, version),
      }
    : {
        dist: path.join(roots.buildRoot, folder, 'dist'),
        server: path.join(roots.buildRoot, folder, 'dist-server'),
      };
}

export function locateSite(
  roots: SiteRoots,
  site: SiteVersions,
  candidate: CandidateFiles = {},
): LocatedSite {
  const shell =
    candidate.builds?.[shellModule.folder] ?? buildsOf(roots, shellModule.folder, SHELL_SEGMENT, site.shell);
  // A registered module has no build of its own on the server: located once released (or being released).
  const registered = registeredModules(roots.deployDir).filter(
    (remote) => site.remotes[remote.federationName] || candidate.builds?.[remote.folder],
  );
  const remotes = Object.fromEntries(
    [...remoteModules, ...registered].map((remote) => {
      const version = site.remotes[remote.federationName] ?? null;
      const own =
        candidate.builds?.[remote.folder] ?? buildsOf(roots, remote.folder, remote.segment, version);
      const publicPath = version ? `/mfe/${remote.segment}/releases/${version}/` : `/mfe/${remote.segment}/`;
      return [
        remote.federationName,
        {
          publicPath,
          dist: own.dist,
          manifestFile: path.join(own.dist, 'mf-manifest.json'),
          pagesFile: path.join(own.server, 'pages.js'),
        },
      ];
    }),
  );
  const contentDir =
    candidate.contentDir ??
    (site.content ? releaseDir(roots.deployDir, CONTENT_SEGMENT, site.content) : roots.contentRoot);
  return {
    shell: { dist: shell.dist, renderFile: path.join(shell.server, 'render.js') },
    remotes,
    contentDir,
  };
}
