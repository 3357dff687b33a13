import fs from 'node:fs';
import path from 'node:path';
import { archiveCentreContent } from '../../features/archive-centre/archive-centre-content';
import { collectionsContent } from '../../common/collections-content';
import { practicalInfoContent } from '../../features/practical-info/practical-info-content';

const assets = path.join(__dirname, '..');

/** Every picture a content file names has its files (name-<w>x<h>.webp) in its page's folder. */
describe('pictures referenced by the content files', () => {
  const pictures: Array<[folder: string, name: string]> = [
    ['home', 'hero'],
    ['practical', practicalInfoContent.accessImage],
    ...collectionsContent.galleries.flatMap((gallery) =>
      gallery.items.map((item): [string, string] => ['collections', item.image]),
    ),
    ...archiveCentreContent.gallery.map((picture): [string, string] => ['chetom', picture.image]),
  ];
  it.each(pictures)('%s/%s exists in at least two widths, beside its pictures.ts', (folder, name) => {
    const files = fs
      .readdirSync(path.join(assets, folder))
      .filter((file) => new RegExp(`^${name}-\\d+x\\d+\\.webp$`).test(file));
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(path.join(assets, folder, 'pictures.ts'))).toBe(true);
  });
});

/**
 * Each object of the collections page has its own drawing: the pictures, their captions left out,
 * differ from one another (one helmet never stands for another, nor a flag for a pennant).
 */
describe('the drawings of the collections page', () => {
  const DRAWING_SHARE = 0.7;
  const names = collectionsContent.galleries.flatMap((gallery) => gallery.items.map((item) => item.image));

  /** The drawing above the caption band, as 32 × 16 grey levels. */
  async function drawingOf(name: string): Promise<Buffer> {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- sharp is a dependency of the api, read here only
    const sharp = require('sharp') as typeof import('sharp').default;
    const file = path.join(assets, 'collections', `${name}-360x270.webp`);
    const { width, height } = await sharp(file).metadata();
    return sharp(file)
      .extract({ left: 0, top: 0, width: width!, height: Math.round(height! * DRAWING_SHARE) })
      .resize(32, 16, { fit: 'fill' })
      .greyscale()
      .raw()
      .toBuffer();
  }

  it('gives every object a drawing unlike every other', async () => {
    const drawings = await Promise.all(names.map(drawingOf));
    const alike: string[] = [];
    for (let a = 0; a < names.length; a += 1)
      for (let b = a + 1; b < names.length; b += 1) {
        const difference =
          drawings[a]!.reduce((sum, value, index) => sum + Math.abs(value - drawings[b]![index]!), 0) /
          drawings[a]!.length;
        if (difference < 4) alike.push(`${names[a]} ~ ${names[b]}`);
      }
    expect(alike).toEqual([]);
  });
});
