import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, IMMUTABLE } from './cache-policy';

const brotliCompress = promisify(zlib.brotliCompress);

/** Brotli's highest quality: too slow for each request, worth it once per file of a release. */
const HIGHEST_QUALITY = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };

/** A larger file is left to the compression done on the fly, and so is a smaller one (not worth it). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MIN_FILE_BYTES = 1024;
/** What the compressed copies may hold in memory at most; the oldest go first. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

const SCRIPT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A script or a style sheet whose name carries a content hash: the files compressed ahead. */
export const qualifiesForPrecompression = (file: string) =>
  path.extname(file) in SCRIPT_TYPES && cacheControlFor(file) === IMMUTABLE;

export interface PrecompressedFiles {
  /**
   * The file compressed at brotli's highest quality once it is done; until then undefined, and its
   * compression is started in the background (one file at a time).
   */
  brotliOf(file: string): Buffer | undefined;
  /** Settles once every compression started so far has ended. */
  settled(): Promise<void>;
}

/**
 * The site's scripts and style sheets whose name carries a content hash, compressed once by the server
 * itself, from the file it serves: a compressed copy shipped inside a release is never read, since it
 * could say something other than the file beside it.
 */
export function precompressedFiles({
  maxFileBytes = MAX_FILE_BYTES,
  maxCacheBytes = MAX_CACHE_BYTES,
} = {}): PrecompressedFiles {
  const done = new Map<string, Buffer>();
  const started = new Set<string>();
  let cachedBytes = 0;
  let queue: Promise<void> = Promise.resolve();

  const keep = (key: string, compressed: Buffer) => {
    // A copy larger than the whole cache is not kept, and not tried again: sent as before.
    if (compressed.length > maxCacheBytes) return;
    for (const [oldKey, old] of done) {
      if (cachedBytes + compressed.length <= maxCacheBytes) break;
      done.delete(oldKey);
      started.delete(oldKey);
      cachedBytes -= old.length;
    }
    done.set(key, compressed);
    cachedBytes += compressed.length;
  };

  const compress = async (file: string, key: string) => {
    const handle = await fs.promises.open(file, 'r');
    try {
      // The file read is the one the key names (a file replaced meanwhile is compressed at its next request).
      if (keyOf(file, await handle.stat()) !== key) return void started.delete(key);
      keep(key, await brotliCompress(await handle.readFile(), { params: HIGHEST_QUALITY }));
    } finally {
      await handle.close();
    }
  };

  return {
    brotliOf(file) {
      if (!qualifiesForPrecompression(file)) return undefined;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.size < MIN_FILE_BYTES || stat.size > maxFileBytes) return undefined;
      const key = keyOf(file, stat);
      const compressed = done.get(key);
      if (compressed || started.has(key)) return compressed;
      started.add(key);
      // A file that cannot be compressed stays marked as started: served as before, never retried.
      queue = queue.then(() => compress(file, key)).catch(() => undefined);
      return undefined;
    },
    settled: () => queue,
  };
}

const keyOf = (file: string, stat: fs.Stats) => `${file}\0${stat.size}\0${stat.mtimeMs}`;

/** Whether the request names brotli among the encodings it accepts (with a weight above 0). */
export function acceptsBrotli(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== 'br') return false;
    const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/**
 * Answers a GET for a file with its copy compressed at the highest quality, when the browser takes
 * brotli and the copy is ready. Returns false when the file is to be sent as before (compressed on the
 * fly, or not at all): another method, a range, no compression asked, a file that does not qualify or
 * whose copy is not ready yet.
 */
export function sendPrecompressed(
  files: PrecompressedFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
): boolean {
  const { range, 'x-no-compression': noCompression } = request.headers;
  if (request.method !== 'GET' || range !== undefined || noCompression !== undefined) return false;
  if (!acceptsBrotli(request)) return false;
  const compressed = files.brotliOf(file);
  if (!compressed) return false;
  void reply
    .header('Content-Type', SCRIPT_TYPES[path.extname(file)])
    .header('Cache-Control', cacheControlFor(file))
    .header('Content-Encoding', 'br')
    .header('Vary', [reply.getHeader('Vary'), 'accept-encoding'].filter(Boolean).join(', '))
    .send(compressed);
  return true;
}
