import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { highestBrotli, scriptText } from '../../__tests__/support/brotli';
import { acceptsBrotli, precompressedFiles } from '../precompressed-files';

let folder: string;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-precompressed-'));
});

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

function writeFile(name: string, text: string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('precompressedFiles', () => {
  it('compresses a hashed script in the background, then gives its copy at the highest quality', async () => {
    const text = scriptText(7);
    const file = writeFile('381.3fa9c2d1.js', text);
    const files = precompressedFiles();
    expect(files.brotliOf(file)).toBeUndefined();
    await files.settled();
    const copy = files.brotliOf(file);
    expect(copy).toEqual(highestBrotli(text));
    expect(zlib.brotliDecompressSync(copy!).toString()).toBe(text);
    // Smaller than what the compression done on the fly gives (brotli quality 4, @fastify/compress).
    const onTheFly = zlib.brotliCompressSync(Buffer.from(text), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(copy!.length).toBeLessThan(onTheFly.length);
  });

  it('leaves alone what is not a hashed script or style sheet, or is too small or too large', async () => {
    const files = precompressedFiles({ maxFileBytes: 20_000 });
    const names = [
      writeFile('main.js', scriptText(3)), // revalidated at each visit: no content hash
      writeFile('remoteEntry.js', scriptText(5)),
      writeFile('logo.3f9a01bc.svg', `<svg>${scriptText(11)}</svg>`),
      writeFile('464.b37e6dd7.js', 'var y = 2;'), // under a kilobyte
      writeFile('777.b37e6dd7.js', scriptText(13, 2000)), // over maxFileBytes
      path.join(folder, '999.b37e6dd7.js'), // absent
    ];
    for (const name of names) expect(files.brotliOf(name)).toBeUndefined();
    await files.settled();
    for (const name of names) expect(files.brotliOf(name)).toBeUndefined();
  });

  it('compresses a style sheet too', async () => {
    const text = Array.from({ length: 200 }, (_, n) => `.c${n}{margin:${n}px}`).join('\n');
    const file = writeFile('styles.0a1b2c3d.css', text);
    const files = precompressedFiles();
    files.brotliOf(file);
    await files.settled();
    expect(files.brotliOf(file)).toEqual(highestBrotli(text));
  });

  it('never gives the copy of a file that has changed since', async () => {
    const file = writeFile('381.3fa9c2d1.js', scriptText(7));
    const files = precompressedFiles();
    files.brotliOf(file);
    await files.settled();
    const changed = scriptText(17, 500);
    fs.writeFileSync(file, changed);
    expect(files.brotliOf(file)).toBeUndefined();
    await files.settled();
    expect(files.brotliOf(file)).toEqual(highestBrotli(changed));
  });

  it('keeps at most maxCacheBytes of copies, dropping the oldest first', async () => {
    const first = writeFile('100.aaaaaaaa.js', scriptText(7));
    const second = writeFile('200.bbbbbbbb.js', scriptText(19));
    const largerCopy = Math.max(highestBrotli(scriptText(7)).length, highestBrotli(scriptText(19)).length);
    const files = precompressedFiles({ maxCacheBytes: largerCopy + 10 });
    files.brotliOf(first);
    await files.settled();
    expect(files.brotliOf(first)).toBeDefined();
    files.brotliOf(second);
    await files.settled();
    expect(files.brotliOf(second)).toBeDefined();
    // The first was dropped: it is compressed again at its next request.
    expect(files.brotliOf(first)).toBeUndefined();
  });

  it('does not keep a copy larger than the whole cache', async () => {
    const file = writeFile('100.aaaaaaaa.js', scriptText(7));
    const files = precompressedFiles({ maxCacheBytes: 100 });
    files.brotliOf(file);
    await files.settled();
    expect(files.brotliOf(file)).toBeUndefined();
    await files.settled();
    expect(files.brotliOf(file)).toBeUndefined();
  });
});

describe('acceptsBrotli', () => {
  const requestWith = (acceptEncoding?: string) =>
    ({
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }) as FastifyRequest;

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['br;q=0.5, gzip', true],
    ['gzip, br;q=0', false],
    ['gzip', false],
    ['brotli', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(requestWith(header))).toBe(expected);
  });
});
