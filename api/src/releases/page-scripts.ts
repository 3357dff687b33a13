// The scripts a pre-rendered page names or carries: the shell's start-up files, the frame of its
// language, its remote's entry and its own chunks. Read by the renderer (the page's hints), by the
// byte budgets (what a first visit downloads) and by the server (the hash of the inline start-up code).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { START_UP_FILES } from '@mtdm/shared/build/names';

/** The shell's entry: webpack's runtime and the site's federation runtime, carried inline by each page. */
export const SHELL_ENTRY = '/main.js';

interface StartUpFiles {
  readonly files: readonly string[];
  readonly languageFrames?: Readonly<Record<string, readonly string[]>>;
}

const readStartUpFiles = (shellDist: string) =>
  JSON.parse(fs.readFileSync(path.join(shellDist, START_UP_FILES), 'utf8')) as StartUpFiles;

/** The shell's start-up scripts: main.js first, its bootstrap chunk and the singletons it provides. */
export function shellStartUpScripts(shellDist: string): string[] {
  return [SHELL_ENTRY, ...readStartUpFiles(shellDist).files.map((file) => `/${file}`)];
}

/**
 * The frame of a page's language when it is not French (the English header and footer), fetched
 * before the page hydrates; none for French pages, or for a shell built before it had one.
 */
export function languageFrameScripts(shellDist: string, lang: string): string[] {
  return (readStartUpFiles(shellDist).languageFrames?.[lang] ?? []).map((file) => `/${file}`);
}

/**
 * A script as a page carries it inline: its source map named by its served address (the page's own
 * address would not find it), and refused if it holds text that would end the inline script early.
 */
function inlineCode(source: string, fileName: string, servedAt: string): string {
  const code = source.replace(
    new RegExp(`\\n//# sourceMappingURL=${fileName.replace(/\./g, '\\.')}\\.map\\s*$`),
    `\n//# sourceMappingURL=${servedAt}.map`,
  );
  if (/<\/script|<!--/i.test(code)) throw new Error(`${fileName} ne peut pas être écrit dans la page`);
  return code;
}

/** main.js as a pre-rendered page carries it inline: a request less on every first visit. */
export const readShellEntry = (shellDist: string): string =>
  inlineCode(fs.readFileSync(path.join(shellDist, SHELL_ENTRY.slice(1)), 'utf8'), 'main.js', SHELL_ENTRY);

/** A module's remote entry, carried inline by its pre-rendered pages, and the address it is served at. */
export interface InlineRemoteEntry {
  readonly address: string;
  readonly code: string;
}

/**
 * The remote entry of a page's module as the page carries it inline: with main.js, the start-up code a
 * first visit would otherwise fetch (and revalidate at every visit, as it is served no-cache).
 */
export function readRemoteEntry(
  location: { readonly publicPath: string; readonly dist: string },
  manifest: FederationManifest,
): InlineRemoteEntry {
  const { name } = manifest.metaData.remoteEntry;
  if (!/^[\w-]+(?:\.[\w-]+)*\.js$/.test(name))
    throw new Error(`entrée du module refusée : ${name.slice(0, 80)}`);
  const address = `${location.publicPath}${name}`;
  return {
    address,
    code: inlineCode(fs.readFileSync(path.join(location.dist, name), 'utf8'), name, address),
  };
}

/** The Content-Security-Policy source of an inline script: 'sha256-…'. */
export const scriptSource = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy sources of every script a page of these builds may carry inline: the
 * shell's main.js and each built module's remote entry (a module with no build has no page).
 */
export function inlineScriptSources(builds: {
  readonly shell: { readonly dist: string };
  readonly remotes: Readonly<
    Record<string, { readonly publicPath: string; readonly dist: string; readonly manifestFile: string }>
  >;
}): string[] {
  const sources = [scriptSource(readShellEntry(builds.shell.dist))];
  for (const location of Object.values(builds.remotes)) {
    if (!fs.existsSync(location.manifestFile)) continue;
    try {
      sources.push(scriptSource(readRemoteEntry(location, readManifest(location.manifestFile)).code));
    } catch {
      // An entry a page cannot carry: the renderer refused that module's pages, none carries it.
    }
  }
  return [...new Set(sources)];
}

/** A remote's federation manifest, as far as the release path reads it. */
export interface FederationManifest {
  readonly metaData: { readonly remoteEntry: { readonly name: string; readonly path?: string } };
  readonly exposes?: readonly {
    readonly name: string;
    readonly assets: ManifestAssets;
  }[];
  readonly shared?: readonly {
    readonly name: string;
    readonly version: string;
    readonly requiredVersion?: string;
    readonly assets?: ManifestAssets;
  }[];
}

export interface ManifestAssets {
  readonly js: { readonly sync: readonly string[]; readonly async: readonly string[] };
  readonly css?: { readonly sync: readonly string[]; readonly async: readonly string[] };
}

export const readManifest = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;

/** The scripts a page of a remote needs: its remote entry and the page's own chunks. */
export function pageScripts(
  location: { readonly publicPath: string; readonly manifestFile: string },
  manifest: FederationManifest,
  exposedName: string,
): { entry: string; own: string[] } {
  const exposed = manifest.exposes?.find((entry) => entry.name === exposedName);
  if (!exposed) throw new Error(`${exposedName} absent du manifeste ${location.manifestFile}`);
  return {
    entry: `${location.publicPath}${manifest.metaData.remoteEntry.name}`,
    own: exposed.assets.js.sync.map((file) => `${location.publicPath}${file}`),
  };
}
