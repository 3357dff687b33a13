// The file an address asks for below a served folder: its path normalized, then the real file if it
// stays inside the folder (a build is a team's, read as possibly hostile); and whether a browser opens
// the address as a document, to which a missing file is shown as the site's « Page introuvable ».
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * A path asked for below a served folder, normalized (no leading slash); undefined when it is empty,
 * climbs out of the folder or holds a NUL byte.
 */
export function relativePathInside(asked: string): string | undefined {
  const relative = path.posix.normalize(asked).replace(/^\/+/, '');
  if (!relative || relative === '.' || relative.startsWith('..') || relative.includes('\0')) return undefined;
  return relative;
}

/** Source maps show the site's source code: served in development only (NODE_ENV other than production). */
export const isSourceMap = (pathName: string) => pathName.endsWith('.map');

/** The path of an address below a prefix, normalized; undefined if it leaves the prefix or cannot be read. */
export function relativePathOf(url: string, prefix: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  return pathname.startsWith(prefix) ? relativePathInside(pathname.slice(prefix.length)) : undefined;
}

/**
 * The real path of a relative path of a folder, if it stays inside it: no hidden name, and no link
 * leading out of the folder (a release is a team's build, read as possibly hostile). Whether it is a
 * file is checked by precompressed-files.ts.
 */
export function fileUnder(root: string, relative: string | undefined): string | undefined {
  if (!relative || relative.split('/').some((part) => part.startsWith('.'))) return undefined;
  try {
    const real = fs.realpathSync.native(path.join(root, relative));
    return real.startsWith(fs.realpathSync.native(root) + path.sep) ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser opens the address as a document (a link followed, a bookmark, an address typed):
 * its Accept names HTML. A script, a picture, a style sheet or a fetch never does.
 */
export const isNavigation = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').includes('text/html');
