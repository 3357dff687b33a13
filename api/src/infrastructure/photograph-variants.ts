// The widths of the content's photographs, as WebP: made once (at a content release, or at the first
// request of a width the release did not make) and kept beside the release.
import fs from 'node:fs';
import path from 'node:path';
import { isPhotograph, PHOTOGRAPH_WIDTHS } from '@mtdm/shared/content';
import { webpVariant } from './photographs';

/** The conversions under way, by variant: a second request for the same one waits for the first. */
const inFlight = new Map<string, Promise<Buffer | 'undecodable'>>();

async function makeVariant(source: string, width: number, cached: string): Promise<Buffer | 'undecodable'> {
  let variant: Buffer;
  try {
    variant = await webpVariant(source, width);
  } catch {
    return 'undecodable';
  }
  await fs.promises.mkdir(path.dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  await fs.promises.writeFile(partial, variant);
  await fs.promises.rename(partial, cached);
  return variant;
}

/**
 * A photograph of the live content `width` pixels wide at most, as WebP, made on first request and
 * kept in `cacheDir` (a folder of the live content release: the variants of a release no longer live
 * are removed with it). One conversion at a time for a given file and width, however many ask.
 * null when the source does not exist; 'undecodable' when it cannot be read.
 */
export async function photographVariant(
  folder: string,
  relative: string,
  width: number,
  cacheDir: string,
): Promise<Buffer | null | 'undecodable'> {
  const source = path.join(folder, relative);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) return null;
  const cached = path.join(cacheDir, `${relative}.${width}.webp`);
  if (fs.existsSync(cached)) return fs.promises.readFile(cached);
  let pending = inFlight.get(cached);
  if (!pending) {
    pending = makeVariant(source, width, cached).finally(() => inFlight.delete(cached));
    inFlight.set(cached, pending);
  }
  return pending;
}

/**
 * Every width of every photograph of `folder` (its paths in `files`), made now into `cacheDir`: a
 * release's pictures are ready before the first visitor asks. Returns how many were made or found.
 */
export async function makePhotographVariants(
  folder: string,
  files: readonly string[],
  cacheDir: string,
): Promise<number> {
  let made = 0;
  for (const relative of files.filter(isPhotograph))
    for (const width of PHOTOGRAPH_WIDTHS) {
      const variant = await photographVariant(folder, relative, width, cacheDir);
      if (variant && variant !== 'undecodable') made += 1;
    }
  return made;
}
