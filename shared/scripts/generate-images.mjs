// Generates the SVG illustrations of the news items, archive items and products into content/media.
// Run: node scripts/generate-images.mjs (from shared/). Deterministic: same data, same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { archiveItems, assetsRoot, newsItems, products } from './lib/read-data.mjs';
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

const productShapes = {
  'accessoires vestimentaires':
    '<path d="M130 190c0-50 140-50 140 0v20H130z" fill="#1f3a5f"/><rect x="110" y="205" width="180" height="18" rx="9" fill="#1f3a5f"/>',
  'autocollants cartes postales':
    '<rect x="110" y="120" width="180" height="120" rx="6" fill="#fff" stroke="#8a6d3b" stroke-width="4"/><rect x="240" y="132" width="36" height="44" fill="#c9a227"/>',
  'bandes dessinées':
    '<rect x="130" y="100" width="140" height="170" rx="4" fill="#b5473a"/><rect x="145" y="120" width="110" height="70" fill="#f6e7c1"/>',
  bijoux: '<ellipse cx="200" cy="190" rx="80" ry="50" fill="none" stroke="#c9a227" stroke-width="12"/>',
  'CD/DVD/carnets chants':
    '<circle cx="200" cy="185" r="80" fill="#d9dde3" stroke="#5b6470" stroke-width="4"/><circle cx="200" cy="185" r="16" fill="#fff"/>',
  coiffures:
    '<path d="M110 220c0-80 180-80 180 0z" fill="#d8cfae"/><rect x="90" y="215" width="220" height="16" rx="8" fill="#a89a6a"/>',
  couteaux:
    '<path d="M110 200l150-40 30 14-150 40z" fill="#aab2bd"/><rect x="90" y="196" width="70" height="22" rx="8" fill="#7a4e2d" transform="rotate(-15 125 207)"/>',
  divers:
    '<rect x="120" y="120" width="160" height="130" rx="12" fill="#e4d8b4" stroke="#8a6d3b" stroke-width="4"/>',
  "insignes et pin's":
    '<path d="M200 100l70 30v50c0 45-35 70-70 85-35-15-70-40-70-85v-50z" fill="#1f3a5f" stroke="#c9a227" stroke-width="6"/>',
  livres:
    '<rect x="125" y="105" width="150" height="170" rx="4" fill="#1f3a5f"/><rect x="125" y="105" width="18" height="170" fill="#c9a227"/>',
  magnets: '<rect x="130" y="125" width="140" height="120" rx="18" fill="#7a1f2b"/>',
  'monnaie et billet': '<circle cx="200" cy="185" r="75" fill="#c9a227" stroke="#8a6d3b" stroke-width="6"/>',
  mugs: '<rect x="130" y="120" width="120" height="140" rx="10" fill="#ffffff" stroke="#1f3a5f" stroke-width="6"/><path d="M250 150c40 0 40 70 0 70" fill="none" stroke="#1f3a5f" stroke-width="10"/>',
  parfum:
    '<rect x="145" y="140" width="110" height="130" rx="14" fill="#cfe3f0" stroke="#1f3a5f" stroke-width="4"/><rect x="180" y="110" width="40" height="32" fill="#c9a227"/>',
  'polos - T-shirt':
    '<path d="M150 110l-60 40 25 35 30-15v110h110V170l30 15 25-35-60-40c-10 20-90 20-100 0z" fill="#1f3a5f"/>',
  'porte-clefs':
    '<circle cx="170" cy="150" r="36" fill="none" stroke="#8a6d3b" stroke-width="8"/><rect x="196" y="170" width="90" height="22" rx="6" fill="#aab2bd"/>',
  stylos:
    '<rect x="95" y="178" width="210" height="20" rx="10" fill="#1f3a5f" transform="rotate(-20 200 188)"/>',
};

function productImage(product) {
  const shape = productShapes[product.category] ?? productShapes.divers;
  const lines = wrap(product.name, 26, 2);
  const body = [
    '<rect width="400" height="400" fill="#f5f1e6"/>',
    shape,
    anchor(340, 70, 60, '#c9a227'),
    ...lines.map((line, index) => text(200, 320 + index * 30, 22, '#14213d', line, ' text-anchor="middle"')),
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
    text(240, 310, 16, '#6b5533', `Entrée aux archives : ${item.date}`, ' text-anchor="middle"'),
  ].join('');
  return svg(480, 360, item.title, body);
}

for (const item of newsItems) write(item.image, newsImage(item));
for (const product of products) write(product.image, productImage(product));
for (const item of archiveItems) write(item.image, archiveImage(item));
console.log(
  `images: ${newsItems.length} actualités, ${products.length} produits, ${archiveItems.length} archives`,
);
