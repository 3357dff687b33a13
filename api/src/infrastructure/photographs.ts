// Photographs of the content, through sharp: read them whole once at release (an image the server
// cannot decode is refused then, not at a visitor's request), and make a width of one as WebP. Never
// more pixels than the content check allows, so no picture can exhaust the server's memory.
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@mtdm/shared/content/media';

const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** Why a photograph cannot be used (undefined when it decodes whole). */
export async function decodeProblem(file: string): Promise<string | undefined> {
  try {
    await sharp(file, options).resize({ width: 16 }).raw().toBuffer();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The photograph `width` pixels wide at most, as WebP; throws when it cannot be decoded. */
export const webpVariant = (file: string, width: number): Promise<Buffer> =>
  sharp(file, options).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
