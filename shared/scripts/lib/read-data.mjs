// Reads the data files of src/data (JSON) for the generator scripts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const assetsRoot = join(packageRoot, 'assets');

const readJson = (path) => JSON.parse(readFileSync(join(packageRoot, path), 'utf8'));

export const newsItems = readJson('src/data/news-items.json');
export const archiveItems = readJson('src/data/archive-items.json');
export const products = readJson('src/data/products.json');
export const newsArticles = readJson('scripts/content/news-articles.json');
export const themes = readJson('scripts/content/themes.json');
