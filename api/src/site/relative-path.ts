import path from 'node:path';

/**
 * A path asked for below a served folder, normalized (no leading slash); undefined when it is empty,
 * climbs out of the folder or holds a NUL byte.
 */
export function relativePathInside(asked: string): string | undefined {
  const relative = path.posix.normalize(asked).replace(/^\/+/, '');
  if (!relative || relative === '.' || relative.startsWith('..') || relative.includes('\0')) return undefined;
  return relative;
}
