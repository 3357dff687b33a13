// The picture a page shows when it is shared (Open Graph, 1200 × 630): the site's anchor and name on
// its navy, drawn here and written as PNG to shell/public/ (social networks do not read SVG).
// Run: node scripts/generate-share-image.mjs (from shell/). Deterministic: same drawing, same file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const shellRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const NAVY = '#0b2545';
const NAVY_LIGHT = '#13315c';
const GOLD = '#d4a72c';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${NAVY_LIGHT}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="32" y="32" width="1136" height="566" fill="none" stroke="${GOLD}" stroke-width="3"/>
  <g transform="translate(190 315) scale(4.2)" fill="none" stroke="${GOLD}" stroke-width="5" stroke-linecap="round">
    <circle cx="0" cy="-18" r="5"/><path d="M0 -13v34M-10 -4h20M-18 6c2 9 9 15 18 15s16-6 18-15"/>
  </g>
  <text x="360" y="290" font-family="Georgia, 'DejaVu Serif', serif" font-size="64" fill="#ffffff">Musée des Troupes</text>
  <text x="360" y="370" font-family="Georgia, 'DejaVu Serif', serif" font-size="64" fill="#ffffff">de Marine</text>
  <text x="362" y="440" font-family="Helvetica, Arial, 'DejaVu Sans', sans-serif" font-size="32" fill="${GOLD}" letter-spacing="4">FRÉJUS · VAR</text>
</svg>`;

const target = path.join(shellRoot, 'public', 'partage-1200x630.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target);
console.log(`image de partage : ${path.relative(shellRoot, target)}`);
