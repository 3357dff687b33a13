import path from 'node:path';
import { readContentFolder } from '@mtdm/shared/content/files';

/** The content the site under test publishes: CONTENT_DIR, as for the server, else the repository's. */
export const contentFolder = path.resolve(
  process.env.CONTENT_DIR ?? path.join(__dirname, '..', '..', 'content'),
);

export const publishedContent = readContentFolder(contentFolder);
