// The live state of the site (a file store, not SQL) as the deployments leave it (scripts/lib/site-state.mjs writes it):
// <deploy>/current links to a state folder holding site.json (the live release of the shell and of
// each module, or null for its own dist/) and prerendered/ (every page's HTML). Read on each request,
// so a deployment or a rollback is served at once, without a restart.
import fs from 'node:fs';
import path from 'node:path';
import { remoteModules } from '@mtdm/shared/federation';

export interface LiveSite {
  /** The live shell release, or null: the shell's own dist/. */
  readonly shell: string | null;
  /** The live release of each remote by federation name, or null: its own dist/. */
  readonly remotes: Readonly<Record<string, string | null>>;
  /** The live content release, or null: the content folder of the site root. */
  readonly content: string | null;
  /** The live state's folder, or null before the first pre-rendering. */
  readonly dir: string | null;
}

const SHELL_SEGMENT = 'shell';

/** The live state's folder (the target of <deploy>/current), or null. */
export function currentStateDir(deployDir: string): string | null {
  try {
    return fs.realpathSync(path.join(deployDir, 'current'));
  } catch {
    return null;
  }
}

export function readLiveSite(deployDir: string): LiveSite {
  const remotes: Record<string, string | null> = Object.fromEntries(
    remoteModules.map((module) => [module.federationName, null]),
  );
  const dir = currentStateDir(deployDir);
  let shell: string | null = null;
  let content: string | null = null;
  if (dir) {
    try {
      const stored = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')) as {
        shell?: unknown;
        content?: unknown;
        remotes?: Record<string, unknown>;
      };
      if (typeof stored.shell === 'string') shell = stored.shell;
      if (typeof stored.content === 'string') content = stored.content;
      for (const name of Object.keys(remotes)) {
        const version = stored.remotes?.[name];
        if (typeof version === 'string') remotes[name] = version;
      }
    } catch {
      // An unreadable state: every part from its own dist/.
    }
  }
  return { shell, content, remotes, dir };
}

/** Where a release of a module (its segment: 'shop'…, or 'shell') is kept. */
const releaseFolder = (deployDir: string, segment: string, version: string) =>
  path.join(deployDir, 'releases', segment, version);

/** The folder the shell is served from: its live release, or its own dist/. */
export function shellFolder(deployDir: string, siteRoot: string, shellBuildFolder: string): string {
  const { shell } = readLiveSite(deployDir);
  return shell
    ? releaseFolder(deployDir, SHELL_SEGMENT, shell)
    : path.join(siteRoot, shellBuildFolder, 'dist');
}

/** The folder of the live content: its release, or the site's own content folder. */
export function liveContentFolder(deployDir: string, ownContentDir: string): string {
  const { content } = readLiveSite(deployDir);
  return content ? releaseFolder(deployDir, 'content', content) : ownContentDir;
}
