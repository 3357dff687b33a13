// A module's build as the pipeline sends it: a gzip-compressed tar of dist/ and dist-server/ (or, for a
// content release, of content/). Read as it arrives, written under a folder of its own, with every
// limit enforced while the bytes flow: bytes received, bytes once decompressed (the tar's headers
// included, so a gzip bomb stops there), entries (files and folders alike) and time. Nothing is
// removed synchronously: the server keeps answering while a hostile archive is refused.
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract, type Header } from 'tar-stream';

interface ArchiveLimits {
  /** Bytes received (compressed). */
  readonly maxArchiveBytes: number;
  /** Bytes once decompressed: the tar itself, headers included. */
  readonly maxUnpackedBytes: number;
  /** Entries: files and folders. */
  readonly maxEntries: number;
  /** Time to receive and unpack it all. */
  readonly maxMilliseconds: number;
}

const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxArchiveBytes: 50 * 1024 * 1024,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxEntries: 3000,
  maxMilliseconds: 120_000,
};

/** The two folders a module's build may hold; nothing else is unpacked. */
export const BUILD_FOLDERS = ['dist', 'dist-server'] as const;
/** The one folder a content release holds. */
export const CONTENT_FOLDERS = ['content'] as const;

const folderList = (folders: readonly string[]) => folders.map((folder) => `${folder}/`).join(' et ');

export class ArchiveRefused extends Error {}

export const archiveMessages = {
  tooLarge: (limit: number) => `L’archive dépasse ${Math.round(limit / 1024 / 1024)} Mo.`,
  tooManyEntries: (limit: number) => `L’archive contient plus de ${limit} fichiers et dossiers.`,
  tooSlow: (limit: number) => `L’archive n’a pas été reçue et dépaquetée en ${Math.round(limit / 1000)} s.`,
  unsafePath: (name: string, folders: readonly string[]) =>
    `Chemin refusé dans l’archive : « ${name} » (hors de ${folderList(folders)}, absolu ou remontant).`,
  notAFile: (name: string) =>
    `Entrée refusée dans l’archive : « ${name} » n’est ni un fichier ni un dossier (lien ou fichier spécial).`,
  unreadable: (folders: readonly string[]) =>
    `Archive illisible : un fichier .tar.gz de ${folderList(folders)} est attendu.`,
} as const;

/** The entry's path inside `root`, or undefined when it would leave the archive's `folders`. */
function safeTarget(root: string, name: string, folders: readonly string[]): string | undefined {
  if (name.includes('\0') || name.includes('\\') || path.posix.isAbsolute(name)) return undefined;
  const normal = path.posix.normalize(name);
  const parts = normal.split('/').filter(Boolean);
  if (parts.length === 0 || parts.includes('..') || !folders.includes(parts[0]!)) return undefined;
  const target = path.join(root, ...parts);
  return target.startsWith(root + path.sep) ? target : undefined;
}

/** Counts the bytes going through, refusing beyond `limit`. */
function byteLimit(limit: number, message: string) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new ArchiveRefused(message) : null, chunk);
    },
  });
}

/**
 * Unpacks `archive` into `root` (created, 0700). Refuses, with a French message, any link or special
 * file, any path outside `folders` (dist/ and dist-server/ by default), and archives over their
 * limits; `root` is then removed.
 */
export async function unpackBuild(
  archive: Readable,
  root: string,
  limits = DEFAULT_ARCHIVE_LIMITS,
  folders: readonly string[] = BUILD_FOLDERS,
): Promise<void> {
  await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
  const unpack = extract();
  let entries = 0;
  unpack.on('entry', (header: Header, stream, next) => {
    // A refused entry's stream is destroyed with the refusal: the pipeline reports it, not this stream.
    stream.on('error', () => undefined);
    const fail = (error: Error) => {
      stream.resume();
      next(error);
    };
    const target = safeTarget(root, header.name, folders);
    if (!target) return fail(new ArchiveRefused(archiveMessages.unsafePath(header.name, folders)));
    entries += 1;
    if (entries > limits.maxEntries)
      return fail(new ArchiveRefused(archiveMessages.tooManyEntries(limits.maxEntries)));
    if (header.type === 'directory') {
      stream.resume();
      return void fs.promises.mkdir(target, { recursive: true }).then(() => next(), next);
    }
    if (header.type !== 'file') return fail(new ArchiveRefused(archiveMessages.notAFile(header.name)));
    if ((header.size ?? 0) > limits.maxUnpackedBytes)
      return fail(new ArchiveRefused(archiveMessages.tooLarge(limits.maxUnpackedBytes)));
    fs.promises
      .mkdir(path.dirname(target), { recursive: true })
      .then(() => pipeline(stream, fs.createWriteStream(target, { flags: 'wx', mode: 0o644 })))
      .then(() => next(), next);
  });
  try {
    await pipeline(
      archive,
      byteLimit(limits.maxArchiveBytes, archiveMessages.tooLarge(limits.maxArchiveBytes)),
      createGunzip(),
      byteLimit(limits.maxUnpackedBytes, archiveMessages.tooLarge(limits.maxUnpackedBytes)),
      unpack,
      { signal: AbortSignal.timeout(limits.maxMilliseconds) },
    );
  } catch (error) {
    await fs.promises.rm(root, { recursive: true, force: true });
    if (error instanceof ArchiveRefused) throw error;
    if ((error as Error).name === 'AbortError')
      throw new ArchiveRefused(archiveMessages.tooSlow(limits.maxMilliseconds));
    throw new ArchiveRefused(archiveMessages.unreadable(folders));
  }
}
