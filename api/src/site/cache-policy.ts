import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Files that tell the browser which version to use: always revalidated. */
const ALWAYS_REVALIDATE = new Set([
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'index.html',
  'main.js',
]);
/** A content hash in the name (`464.b37e6dd7.js`, `logo.3f9a01bc.svg`): the file never changes. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  if (HASHED_NAME.test(name)) return IMMUTABLE;
  return SHORT_CACHE;
}

/** The cache header of a file sent from a build (the static folders' `setHeaders`). */
export const setCacheControl = (reply: FastifyReply, filePath: string) => {
  void reply.header('Cache-Control', cacheControlFor(filePath));
};
