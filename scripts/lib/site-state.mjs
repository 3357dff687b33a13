// What the server serves, as one switchable state. A state is a folder of <deploy>/states/ holding
// site.json (which release of each module and of the shell is live: a version, or null for the
// module's own dist/) and prerendered/ (every page's HTML, made with those releases).
// site.json also names the live content release (a version, or null for the site's own content/).
// <deploy>/current is a symbolic link to the live state: a deployment or a rollback replaces it with
// one rename, so a crash at any moment leaves the site serving the old state or the new one.
//
//   <deploy>/releases/<segment>/<version>/   a module's browser build (served at /mfe/<segment>/releases/<version>/)
//   <deploy>/releases/shell/<version>/       the shell's browser build (served at / when live)
//   <deploy>/renderers/<segment|shell>/<version>/   the same release's Node build, for pre-rendering
//   <deploy>/releases/content/<version>/     a content release (the content folder as editors publish it)
//   <deploy>/states/<name>/                  site.json and prerendered/
//   <deploy>/current -> states/<name>
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteModules, shellModule } from './modules.mjs';
import { filesUnder } from './files.mjs';
import { prerender } from './prerender.mjs';
import { buildRoot, contentRoot } from './workspace.mjs';

const SHELL_SEGMENT = 'shell';
export const CONTENT_SEGMENT = 'content';
const CURRENT = 'current';

export const releaseDir = (deployDir, segment, version) => path.join(deployDir, 'releases', segment, version);
export const rendererDir = (deployDir, segment, version) =>
  path.join(deployDir, 'renderers', segment, version);
const statesDir = (deployDir) => path.join(deployDir, 'states');

/** A content release's version: a digest of its files and their paths (the same content, the same version). */
export function contentVersionOf(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file)));
  return `content-${hash.digest('hex').slice(0, 12)}`;
}

/** Every module served from its own dist/ and the shell from its own: a fresh clone's site. */
export const defaultSite = () => ({
  shell: null,
  content: null,
  remotes: Object.fromEntries(remoteModules.map((remote) => [remote.federationName, null])),
});

/** The live state's folder, or null before the first one. */
export function currentStateDir(deployDir) {
  try {
    return fs.realpathSync(path.join(deployDir, CURRENT));
  } catch {
    return null;
  }
}

/** The live site.json (or the default site), with every module named. */
export function readSite(deployDir) {
  const site = defaultSite();
  const dir = currentStateDir(deployDir);
  if (!dir) return site;
  try {
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8'));
    if (typeof stored.shell === 'string') site.shell = stored.shell;
    if (typeof stored.content === 'string') site.content = stored.content;
    for (const name of Object.keys(site.remotes))
      if (typeof stored.remotes?.[name] === 'string') site.remotes[name] = stored.remotes[name];
  } catch {
    // an unreadable state: the defaults
  }
  return site;
}

/**
 * Where the files of each part of `site` are, for pre-rendering: a release under <deploy>, or the
 * module's build (dist/, dist-server/ under the build root). `files` gives other folders for some
 * parts ({ 'mfe-shop': { dist, server } }, { content: folder }): a release being verified before it
 * is moved in place.
 */
export function locateSite(deployDir, site, files = {}) {
  const shellFiles =
    files[shellModule.folder] ??
    (site.shell
      ? {
          dist: releaseDir(deployDir, SHELL_SEGMENT, site.shell),
          server: rendererDir(deployDir, SHELL_SEGMENT, site.shell),
        }
      : {
          dist: path.join(buildRoot, shellModule.folder, 'dist'),
          server: path.join(buildRoot, shellModule.folder, 'dist-server'),
        });
  const remotes = Object.fromEntries(
    remoteModules.map((remote) => {
      const version = site.remotes[remote.federationName];
      const publicPath = version ? `/mfe/${remote.segment}/releases/${version}/` : `/mfe/${remote.segment}/`;
      const own =
        files[remote.folder] ??
        (version
          ? {
              dist: releaseDir(deployDir, remote.segment, version),
              server: rendererDir(deployDir, remote.segment, version),
            }
          : {
              dist: path.join(buildRoot, remote.folder, 'dist'),
              server: path.join(buildRoot, remote.folder, 'dist-server'),
            });
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
    files[CONTENT_SEGMENT] ??
    (site.content ? releaseDir(deployDir, CONTENT_SEGMENT, site.content) : contentRoot);
  return {
    shell: { dist: shellFiles.dist, renderFile: path.join(shellFiles.server, 'render.js') },
    remotes,
    contentDir,
  };
}

/**
 * A new state for `site`: the live pages copied, then those of `moduleFolders` (every page when
 * omitted), or only the pages `pageKeys` names, rendered again. Not live until switchState. `strict`: a page that cannot be rendered
 * fails the whole state (a deployment), instead of keeping its previous HTML (a start).
 */
export function createState(
  deployDir,
  site,
  { moduleFolders, pageKeys, files, strict = false, log = () => undefined } = {},
) {
  fs.mkdirSync(statesDir(deployDir), { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}`;
  const dir = path.join(statesDir(deployDir), name);
  const outDir = path.join(dir, 'prerendered');
  const live = currentStateDir(deployDir);
  if (live && fs.existsSync(path.join(live, 'prerendered')))
    fs.cpSync(path.join(live, 'prerendered'), outDir, { recursive: true });
  else fs.mkdirSync(outDir, { recursive: true });
  const located = locateSite(deployDir, site, files);
  const result = prerender({ located, outDir, moduleFolders, pageKeys, log });
  if (strict && result.failures.length > 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { dir: null, ...result };
  }
  fs.writeFileSync(path.join(dir, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  return { dir, ...result };
}

/** Makes `dir` the live state with one rename of the `current` link; returns the previous state. */
export function switchState(deployDir, dir) {
  const previous = currentStateDir(deployDir);
  const link = path.join(deployDir, CURRENT);
  const next = `${link}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`;
  fs.symlinkSync(path.relative(deployDir, dir), next);
  fs.renameSync(next, link);
  return previous;
}

/** Keeps the newest `keep` states and the live one. */
export function pruneStates(deployDir, keep = 10) {
  const live = currentStateDir(deployDir);
  const names = fs.existsSync(statesDir(deployDir)) ? fs.readdirSync(statesDir(deployDir)).sort() : [];
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    const dir = path.join(statesDir(deployDir), name);
    if (dir !== live) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const mtimeOf = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The newest modification in a content folder (its data files and their folders; media aside). */
function newestContentChange(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = mtimeOf(dir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'media') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestContentChange(full) : mtimeOf(full));
  }
  return newest;
}

/**
 * Whether the live pages are missing, or older than a build of a part served from its own dist/, or
 * than the site's own content when no content release is live.
 */
export function stateIsStale(deployDir) {
  const live = currentStateDir(deployDir);
  if (!live) return true;
  const renderedAt = mtimeOf(path.join(live, 'site.json'));
  const site = readSite(deployDir);
  const inputs = [
    ...(site.shell ? [] : [path.join(buildRoot, shellModule.folder, 'dist-server', 'render.js')]),
    ...remoteModules
      .filter((remote) => !site.remotes[remote.federationName])
      .map((remote) => path.join(buildRoot, remote.folder, 'dist-server', 'pages.js')),
  ];
  const contentChange = site.content ? 0 : newestContentChange(contentRoot);
  return (
    renderedAt === 0 || contentChange > renderedAt || inputs.some((input) => mtimeOf(input) > renderedAt)
  );
}
