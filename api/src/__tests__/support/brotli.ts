import zlib from 'node:zlib';

/** A script of some kilobytes, different for each seed, as a build writes them. */
export const scriptText = (seed = 7, lines = 400) =>
  Array.from({ length: lines }, (_, line) => `export const value${line} = ${(line * seed) % 9973};`).join(
    '\n',
  );

/** The text compressed at brotli's highest quality, computed here rather than by the code under test. */
export const highestBrotli = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  });
