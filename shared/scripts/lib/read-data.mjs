// Reads the content folder (content/ at the root of the repository) for the generator scripts, which
// draw the stand-in illustrations and PDF articles of its entries into content/media.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contentRoot = join(packageRoot, '..', 'content');
export const assetsRoot = join(contentRoot, 'media');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The entries of a folder collection, in file-name order, each with its id (the file name). */
const entriesOf = (folder, idOf = (stem) => stem) =>
  readdirSync(join(contentRoot, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ id: idOf(name.replace(/\.json$/, '')), ...readJson(join(contentRoot, folder, name)) }));

const withoutOrder = (stem) => stem.replace(/^\d+-/, '');

export const newsItems = entriesOf('news');
export const archiveItems = entriesOf('archives', withoutOrder);
export const products = entriesOf('products', withoutOrder);
export const newsArticles = readJson(join(packageRoot, 'scripts', 'content', 'news-articles.json'));
export const themes = readJson(join(packageRoot, 'scripts', 'content', 'themes.json'));
