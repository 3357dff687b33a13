// Generates the SVG illustrations of the news items, archive items and products into content/media.
// Run: node scripts/generate-images.mjs (from shared/). Deterministic: same data, same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { archiveItems, assetsRoot, newsItems, products } from './lib/read-data.mjs';
import { productDrawing, undrawn } from './lib/product-drawings.mjs';
import { anchor, svg, text, wrap } from './lib/svg.mjs';

function write(relativePath, content) {
  const target = join(assetsRoot, relativePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

function newsImage(item) {
  const label = item.conference ? 'Conférence' : item.category === 'musee' ? 'Musée' : 'Association';
  const colors = item.conference
    ? ['#14213d', '#7a1f2b']
    : item.category === 'musee'
      ? ['#14213d', '#1f4e79']
      : ['#14213d', '#2f5d50'];
  const lines = wrap(item.title.replace(/^Conférence( de clôture)? : /, ''), 28, 3);
  const body = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>`,
    '<rect width="640" height="400" fill="url(#g)"/>',
    '<rect x="24" y="24" width="592" height="352" fill="none" stroke="#c9a227" stroke-width="2"/>',
    anchor(550, 300, 90, '#c9a227'),
    text(56, 88, 20, '#c9a227', label.toUpperCase(), ' letter-spacing="3"'),
    ...lines.map((line, index) => text(56, 150 + index * 44, 34, '#ffffff', line, ' font-weight="bold"')),
    text(56, 340, 22, '#f1e6c8', item.date),
  ].join('');
  return svg(640, 400, item.title, body);
}

/** An article: its own drawing (product-drawings.mjs), the museum's anchor in the corner, no text. */
function productImage(product) {
  const body = [
    '<rect width="400" height="400" fill="#f5f1e6"/>',
    productDrawing(product.name),
    anchor(350, 50, 44, '#c9a227'),
  ].join('');
  return svg(400, 400, product.name, body);
}

function archiveImage(item) {
  const lines = wrap(item.title, 30, 3);
  const rules = Array.from(
    { length: 7 },
    (_, i) => `<path d="M70 ${150 + i * 22}H410" stroke="#b59f73" stroke-width="2"/>`,
  ).join('');
  const body = [
    '<rect width="480" height="360" fill="#e9dcc0"/>',
    '<rect x="40" y="30" width="400" height="300" fill="#f6eddb" stroke="#8a6d3b" stroke-width="3"/>',
    rules,
    ...lines.map((line, index) =>
      text(240, 80 + index * 26, 20, '#3b2f1e', line, ' text-anchor="middle" font-weight="bold"'),
    ),
    text(240, 310, 16, '#6b5533', `Entrée aux archives : ${item.date}`, ' text-anchor="middle"'),
  ].join('');
  return svg(480, 360, item.title, body);
}

for (const item of newsItems) write(item.image, newsImage(item));
const missing = undrawn(products.map((product) => product.name));
if (missing.length > 0) console.warn(`sans dessin propre (l’ancre à la place) : ${missing.join(', ')}`);
for (const product of products) write(product.image, productImage(product));
for (const item of archiveItems) write(item.image, archiveImage(item));
console.log(
  `images: ${newsItems.length} actualités, ${products.length} produits, ${archiveItems.length} archives`,
);
