import zlib from 'node:zlib';
import { compressedPages } from '../compressed-pages';

const page = (letter: string, length: number) => `<!doctype html><p>${letter.repeat(length)}</p>`;

describe('compressedPages', () => {
  it('compresses a page once however many ask at the same time, and keeps both encodings true', async () => {
    const store = compressedPages({ maxBytes: 1_000_000 });
    let made = 0;
    const make = async () => {
      made += 1;
      return page('a', 5_000);
    };
    const [first, second, third] = await Promise.all([
      store.pageOf('/', make),
      store.pageOf('/', make),
      store.pageOf('/', make),
    ]);
    expect(made).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(await store.pageOf('/', make)).toBe(first);
    expect(made).toBe(1);
    expect(zlib.brotliDecompressSync(first.br).toString()).toBe(page('a', 5_000));
    expect(zlib.gunzipSync(first.gzip).toString()).toBe(page('a', 5_000));
    expect(first.br.length).toBeLessThan(first.identity.length / 10);
  });

  it('lets the oldest pages go beyond its bytes, and never keeps a page larger than all of them', async () => {
    // Random digits: every page weighs about the same once stored in its three encodings.
    const noise = (length: number) => crypto.getRandomValues(new Uint8Array(length)).join(',');
    const texts = { a: noise(2_000), b: noise(2_000), c: noise(2_000), huge: noise(40_000) };
    const stored = await compressedPages({ maxBytes: 1e9 }).pageOf('a', async () => texts.a);
    const oneStored = stored.identity.length + stored.br.length + stored.gzip.length;
    const store = compressedPages({ maxBytes: oneStored * 2.5 });
    for (const key of ['a', 'b', 'c'] as const) await store.pageOf(key, async () => texts[key]);
    expect(store.size).toBe(2);
    let madeAgain = 0;
    await store.pageOf('a', async () => {
      madeAgain += 1;
      return texts.a;
    });
    expect(madeAgain).toBe(1);
    const huge = await store.pageOf('huge', async () => texts.huge);
    expect(huge.identity.toString()).toBe(texts.huge);
    expect(store.size).toBe(2);
  });

  it('forgets a page whose making failed, so the next request makes it again', async () => {
    const store = compressedPages({ maxBytes: 1_000_000 });
    await expect(store.pageOf('/', () => Promise.reject(new Error('rendu impossible')))).rejects.toThrow(
      'rendu impossible',
    );
    const stored = await store.pageOf('/', async () => page('b', 10));
    expect(stored.identity.toString()).toBe(page('b', 10));
    expect(store.size).toBe(1);
  });
});
