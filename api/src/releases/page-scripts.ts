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
 * main.js as a pre-rendered page carries it inline: a request less on every first visit. Its source
 * map stays where it is served. Text that would end the inline script early is refused.
 */
export function readShellEntry(shellDist: string): string {
  const source = fs
    .readFileSync(path.join(shellDist, SHELL_ENTRY.slice(1)), 'utf8')
    .replace(/\n\/\/# sourceMappingURL=main\.js\.map\s*$/, `\n//# sourceMappingURL=${SHELL_ENTRY}.map`);
  if (/<\/script|<!--/i.test(source)) throw new Error('main.js ne peut pas être écrit dans la page');
  return source;
}

/** The Content-Security-Policy source of an inline script: 'sha256-…'. */
export const scriptSource = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

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
