import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { isPhotograph, PHOTOGRAPH_WIDTHS } from '@mtdm/shared/content';

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

/**
 * A photograph `width` pixels wide at most, as WebP, made on first request and kept in `cacheDir`
 * under a name drawn from the source's path, size and date (a replaced photograph gets new variants).
 * null when the source does not exist.
 */
export async function photographVariant(
  source: string,
  width: number,
  cacheDir: string,
): Promise<Buffer | null> {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const key = createHash('sha256').update(`${source}|${stat.size}|${stat.mtimeMs}|${width}`).digest('hex');
  const cached = path.join(cacheDir, `${key.slice(0, 32)}.webp`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const variant = await sharp(source)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  fs.mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  fs.writeFileSync(partial, variant);
  fs.renameSync(partial, cached);
  return variant;
}
