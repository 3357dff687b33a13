import fs from 'node:fs';
import path from 'node:path';
import { archiveCentreContent } from '../../features/archive-centre/archive-centre-content';
import { collectionsContent } from '../../features/collections/collections-content';
import { practicalInfoContent } from '../../features/practical-info/practical-info-content';

const assets = path.join(__dirname, '..');

/** Every picture named by a content file has its files (name-<w>x<h>.webp) in src/assets. */
describe('pictures referenced by the content files', () => {
  const names = [
    'home/hero',
    practicalInfoContent.accessImage,
    ...collectionsContent.galleries.flatMap((gallery) => gallery.items.map((item) => item.image)),
    ...archiveCentreContent.gallery.map((picture) => picture.image),
  ];
  it.each(names)('%s exists in at least two widths', (name) => {
    const folder = path.join(assets, path.dirname(name));
    const files = fs
      .readdirSync(folder)
      .filter((file) => new RegExp(`^${path.basename(name)}-\\d+x\\d+\\.webp$`).test(file));
    expect(files.length).toBeGreaterThanOrEqual(2);
  });
});
