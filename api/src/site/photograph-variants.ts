import fs from 'node:fs';
import path from 'node:path';
import { isPhotograph, PHOTOGRAPH_WIDTHS } from '@mtdm/shared/content';
import { webpVariant } from '../infrastructure/photographs';

/**
 * The width asked for a content picture: null for the file as it is (no ?w, or a drawing), 'refused'
 * for a width the site does not make (so nobody can fill the disk with sizes).
 */
export function requestedWidth(
  relative: string,
  query: Record<string, string | undefined>,
): number | null | 'refused' {
  if (query.w === undefined || !isPhotograph(relative)) return null;
  const width = Number(query.w);
  return (PHOTOGRAPH_WIDTHS as readonly number[]).includes(width) ? width : 'refused';
}

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
