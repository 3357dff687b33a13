// The pre-rendered pages as they are sent, compressed once: brotli at its highest quality and gzip at
// its highest level, made from the document the visitor would get (the site's origin and the live
// state's boot data written in), kept in memory with a strong ETag per encoding. A page changes only
// with a release (a new state, a new file), so each one is compressed once per release, not once per
// request; the search and not-found pages (they carry the visitor's words), a previewed page and a
// module's own page are never taken from here.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface StoredPage {
  /** The entity's hash, from which each encoding's ETag is made. */
  readonly hash: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The strong ETag of a page in one encoding: another encoding is another entity. */
const etagOf = (page: StoredPage, encoding: Encoding) =>
  `"${page.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/** Makes a page's three encodings: brotli at quality 11, gzip at level 9, and the text itself. */
async function storedPageOf(text: string): Promise<StoredPage> {
  const identity = Buffer.from(text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const hash = crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { hash, identity, br, gzip: gz };
}

export interface CompressedPages {
  /** The page `key` names, made by `make` the first time (one making at a time per key, however many ask). */
  pageOf(key: string, make: () => Promise<string>): Promise<StoredPage>;
  /** How many pages are kept (for tests). */
  readonly size: number;
}

/** The store, holding `maxBytes` of pages at most (the oldest go first beyond it). */
export function compressedPages({ maxBytes }: { readonly maxBytes: number }): CompressedPages {
  const done = new Map<string, StoredPage>();
  const making = new Map<string, Promise<StoredPage>>();
  let bytes = 0;
  const sizeOf = (page: StoredPage) => page.identity.length + page.br.length + page.gzip.length;
  const keep = (key: string, page: StoredPage) => {
    if (sizeOf(page) > maxBytes) return;
    for (const [oldKey, old] of done) {
      if (bytes + sizeOf(page) <= maxBytes) break;
      done.delete(oldKey);
      bytes -= sizeOf(old);
    }
    done.set(key, page);
    bytes += sizeOf(page);
  };
  return {
    pageOf(key, make) {
      const ready = done.get(key);
      if (ready) return Promise.resolve(ready);
      let pending = making.get(key);
      if (!pending) {
        pending = make()
          .then(storedPageOf)
          .then((page) => {
            keep(key, page);
            return page;
          })
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    get size() {
      return done.size;
    },
  };
}

/** The best encoding the request accepts among brotli and gzip (a weight of 0 refuses one). */
function encodingFor(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), weight === undefined ? 1 : Number(weight.slice(2)));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : 'identity';
}

/** Whether If-None-Match names this ETag (or any, `*`). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const plain = tag.trim().replace(/^W\//, '');
    return plain === '*' || plain === etag;
  });

/**
 * Sends a stored page in the encoding the browser takes, with its ETag and `Vary: Accept-Encoding`;
 * a matching If-None-Match gets 304 and no body. The other headers (type, cache, CSP) are the caller's.
 */
export function sendStoredPage(request: FastifyRequest, reply: FastifyReply, page: StoredPage) {
  const encoding = encodingFor(request);
  const etag = etagOf(page, encoding);
  void reply
    .header('ETag', etag)
    .header('Vary', [reply.getHeader('Vary'), 'accept-encoding'].filter(Boolean).join(', '));
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'identity' ? page.identity : page[encoding]);
}
