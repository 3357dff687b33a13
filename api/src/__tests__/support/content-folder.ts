import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AssociationDetails } from '@mtdm/shared/content';

/** The repository's content (content/): what a fresh clone publishes. */
export const REPOSITORY_CONTENT = path.resolve(__dirname, '..', '..', '..', '..', 'content');

/**
 * A content folder of its own for a test server: the repository's collections and media (linked,
 * read-only), its own association.json (with `association` over the repository's) and practical.json.
 */
export function testContentFolder(association: Partial<AssociationDetails> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-api-content-'));
  for (const folder of ['news', 'products', 'archives', 'media'])
    fs.symlinkSync(path.join(REPOSITORY_CONTENT, folder), path.join(dir, folder));
  // No exhibition is published yet: a test that needs one writes it in its own folder.
  fs.mkdirSync(path.join(dir, 'exhibitions'));
  fs.mkdirSync(path.join(dir, 'objects'));
  fs.copyFileSync(path.join(REPOSITORY_CONTENT, 'practical.json'), path.join(dir, 'practical.json'));
  const own = JSON.parse(fs.readFileSync(path.join(REPOSITORY_CONTENT, 'association.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'association.json'), JSON.stringify({ ...own, ...association }, null, 2));
  return dir;
}
