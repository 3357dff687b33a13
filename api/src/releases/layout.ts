// The deployment folder, written once: where releases, their renderers, the states and the live link
// are, and how the live state is read and switched. Used by the server (deployments, serving) and by
// npm start (the first pre-rendering).
//
//   <deploy>/releases/<segment>/<version>/    a module's browser build (/mfe/<segment>/releases/<version>/)
//   <deploy>/releases/shell/<version>/        the shell's browser build (served at / when live)
//   <deploy>/releases/content/<version>/      a content release (the content folder as published)
//   <deploy>/renderers/<segment|shell>/<version>/   the same release's Node build, for pre-rendering
//   <deploy>/states/<name>/                   site.json and prerendered/ (every page's HTML, the index)
//   <deploy>/current -> states/<name>         the live state: a switch is one rename of this link
//   <deploy>/staging/<id>/                    an archive being unpacked, a render being checked
//   <deploy>/switch-journal.json              a switch whose checks have not finished yet
//   <deploy>/media-variants/<content version>/  the widths of its photographs, made on request
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remoteModules } from '@mtdm/shared/federation';

export const SHELL_SEGMENT = 'shell';
export const CONTENT_SEGMENT = 'content';
const CURRENT = 'current';
export const PRERENDERED = 'prerendered';
const SITE_FILE = 'site.json';
/** A remote's federation name as a state records it ('mfe_shop'). */
const FEDERATION_NAME = /^mfe_[a-z0-9_]{1,40}$/;

export const releaseDir = (deployDir: string, segment: string, version: string) =>
  path.join(deployDir, 'releases', segment, version);
export const rendererDir = (deployDir: string, segment: string, version: string) =>
  path.join(deployDir, 'renderers', segment, version);
const statesDir = (deployDir: string) => path.join(deployDir, 'states');
export const stagingDir = (deployDir: string) => path.join(deployDir, 'staging');
export const journalFile = (deployDir: string) => path.join(deployDir, 'switch-journal.json');
/** The widths made of the photographs of a content release (or of the own folder before any). */
export const mediaVariantsDir = (deployDir: string, contentVersion: string | null) =>
  path.join(deployDir, 'media-variants', contentVersion ?? 'own');

/** Removes the photographs' widths made for content releases that are no longer live. */
export async function pruneMediaVariants(deployDir: string): Promise<void> {
  const root = path.dirname(mediaVariantsDir(deployDir, null));
  const live = path.basename(mediaVariantsDir(deployDir, readLiveSite(deployDir).content));
  const kept = fs.existsSync(root) ? await fs.promises.readdir(root) : [];
  for (const version of kept.filter((name) => name !== live))
    await fs.promises.rm(path.join(root, version), { recursive: true, force: true });
}

/** Which release of each part is live: a version, or null for the part's own build (its dist/, content/). */
export interface SiteVersions {
  readonly shell: string | null;
  readonly content: string | null;
  /**
   * The live content is a snapshot of the server's own content folder (not a release sent by the
   * content pipeline): a start publishes the folder again when it has changed since.
   */
  readonly ownContent: boolean;
  /** By federation name ('mfe_shop'). */
  readonly remotes: Readonly<Record<string, string | null>>;
}

/** A state's site.json: the versions, and what the server may run inline in its pages. */
export interface StateRecord extends SiteVersions {
  /**
   * The Content-Security-Policy sources of the inline scripts the pages of this state may run
   * ('sha256-…' of the shell's start-up code), fixed when the state was made.
   */
  readonly inlineScripts: readonly string[];
}

export interface LiveSite extends StateRecord {
  /** The live state's folder, or null before the first pre-rendering. */
  readonly dir: string | null;
}

/** Every part served from its own build: a fresh clone's site. */
export const defaultSite = (): SiteVersions => ({
  shell: null,
  content: null,
  ownContent: false,
  remotes: Object.fromEntries(remoteModules.map((remote) => [remote.federationName, null])),
});

/** The live state's folder (the target of <deploy>/current), or null. */
export function currentStateDir(deployDir: string): string | null {
  try {
    // One system call (the JavaScript version stats each part of the path): read at every request.
    return fs.realpathSync.native(path.join(deployDir, CURRENT));
  } catch {
    return null;
  }
}

/** The records already read, by state folder, with the stamp of the file they were read from. */
const records = new Map<string, { readonly stamp: string; readonly record: StateRecord }>();

/**
 * A state's record, read once while its file stays the same (a state's record is written when the
 * state is made): every request reads the live one, and a page is sent without parsing it again.
 */
function readState(dir: string | null): StateRecord {
  if (!dir) return parseState(null);
  const file = path.join(dir, SITE_FILE);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return parseState(null);
  const stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  const known = records.get(dir);
  if (known?.stamp === stamp) return known.record;
  const record = parseState(dir);
  if (records.size > 64) records.clear();
  records.set(dir, { stamp, record });
  return record;
}

/** A state's record, every module named; an unreadable one reads as the default site. */
function parseState(dir: string | null): StateRecord {
  const site = defaultSite();
  const remotes: Record<string, string | null> = { ...site.remotes };
  let stored: Partial<Record<keyof StateRecord, unknown>> & { remotes?: Record<string, unknown> } = {};
  if (dir) {
    try {
      stored = JSON.parse(fs.readFileSync(path.join(dir, SITE_FILE), 'utf8')) as typeof stored;
    } catch {
      // an unreadable state: the defaults
    }
  }
  // Every module the state names: built in, or registered while the server runs (module-registry.ts).
  for (const [name, version] of Object.entries(stored.remotes ?? {}))
    if (typeof version === 'string' && FEDERATION_NAME.test(name)) remotes[name] = version;
  return {
    shell: typeof stored.shell === 'string' ? stored.shell : null,
    content: typeof stored.content === 'string' ? stored.content : null,
    ownContent: stored.ownContent === true,
    remotes,
    inlineScripts: Array.isArray(stored.inlineScripts)
      ? stored.inlineScripts.filter((source): source is string => typeof source === 'string')
      : [],
  };
}

/** The live site, read on each request: a switch is served at once, without a restart. */
export function readLiveSite(deployDir: string): LiveSite {
  const dir = currentStateDir(deployDir);
  return { ...readState(dir), dir };
}

export function writeStateRecord(dir: string, record: StateRecord): void {
  const { shell, content, ownContent, remotes, inlineScripts } = record;
  const stored: StateRecord = { shell, content, ownContent, remotes, inlineScripts };
  fs.writeFileSync(path.join(dir, SITE_FILE), `${JSON.stringify(stored, null, 2)}\n`);
}

export const hasStateRecord = (dir: string) => fs.existsSync(path.join(dir, SITE_FILE));

/** A new, empty state folder's path (not created). */
export function newStateDir(deployDir: string): string {
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}`;
  return path.join(statesDir(deployDir), name);
}

/** Makes `dir` the live state with one rename of the `current` link; returns the previous state. */
export function switchState(deployDir: string, dir: string): string | null {
  const previous = currentStateDir(deployDir);
  const link = path.join(deployDir, CURRENT);
  const next = `${link}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`;
  fs.symlinkSync(path.relative(deployDir, dir), next);
  fs.renameSync(next, link);
  return previous;
}

/** Keeps the newest `keep` states and the live one (removed without blocking the server). */
export async function pruneStates(deployDir: string, keep = 10): Promise<void> {
  const live = currentStateDir(deployDir);
  const names = fs.existsSync(statesDir(deployDir)) ? fs.readdirSync(statesDir(deployDir)).sort() : [];
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    const dir = path.join(statesDir(deployDir), name);
    if (dir !== live) await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Removes a module's releases (browser and Node builds) except `keep`: the live one and the last
 * ones that were live, for rollbacks.
 */
export async function pruneReleases(
  deployDir: string,
  segment: string,
  keep: ReadonlySet<string>,
): Promise<string[]> {
  const removed: string[] = [];
  for (const kind of ['releases', 'renderers']) {
    const folder = path.join(deployDir, kind, segment);
    if (!fs.existsSync(folder)) continue;
    for (const version of fs.readdirSync(folder)) {
      if (keep.has(version)) continue;
      await fs.promises.rm(path.join(folder, version), { recursive: true, force: true });
      if (kind === 'releases') removed.push(version);
    }
  }
  return removed;
}

/** The folder the shell is served from: its live release, or its own dist/. */
export function shellFolder(deployDir: string, siteRoot: string, shellBuildFolder: string): string {
  const { shell } = readLiveSite(deployDir);
  return shell ? releaseDir(deployDir, SHELL_SEGMENT, shell) : path.join(siteRoot, shellBuildFolder, 'dist');
}

/**
 * The folder of the live content: its release (a snapshot, never the folder being edited), or the
 * site's own content folder before the server's first start.
 */
export function liveContentFolder(deployDir: string, ownContentDir: string): string {
  const { content } = readLiveSite(deployDir);
  return content ? releaseDir(deployDir, CONTENT_SEGMENT, content) : ownContentDir;
}

/** A document of the live state (`guidedTour.html`…), or undefined before the first render. */
export function readLiveDocument(deployDir: string, file: string): string | undefined {
  const dir = currentStateDir(deployDir);
  try {
    return dir ? fs.readFileSync(path.join(dir, PRERENDERED, file), 'utf8') : undefined;
  } catch {
    return undefined;
  }
}
