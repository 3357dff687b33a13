import fs from 'node:fs';
import path from 'node:path';
import { archiveCentreContent } from '../../features/archive-centre/archive-centre-content';
import { collectionsContent } from '../../features/collections/collections-content';
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
