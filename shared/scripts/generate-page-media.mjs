// Generates the illustrations and short videos of the museum and association pages (hero images,
// gallery pictures, archive-centre views, access map, three silent clips with French captions) into
// mfe-museum/src/assets and mfe-association/src/assets. They stand in for photographs until the
// museum provides its own. Pictures are drawn with sharp; the clips need rsvg-convert and ffmpeg
// (Debian: librsvg2-bin, ffmpeg). Run: npm run generate:page-media -w @mtdm/shared [-- --only <name or
// folder/>]. Same inputs, same pictures.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { packageRoot } from './lib/read-data.mjs';
import { anchor, svg, text, wrap } from './lib/svg.mjs';

const repoRoot = join(packageRoot, '..');
const media = JSON.parse(readFileSync(join(packageRoot, 'scripts/content/page-media.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'page-media-'));

const NAVY = '#0b2545';
const GOLD = '#d4a72c';
const SAND = '#f4f1ea';
const RED = '#a4161a';

/** Each scene draws an object in a 360 × 360 box. */
const scenes = {
  facade: `<rect x="30" y="150" width="300" height="170" fill="${SAND}"/><path d="M20 150L180 70l160 80z" fill="#c9c3b6"/><rect x="150" y="230" width="60" height="90" fill="${NAVY}"/>${[60, 250].map((x) => `<rect x="${x}" y="190" width="50" height="60" fill="#13315c"/>`).join('')}<rect x="178" y="20" width="4" height="60" fill="#c9c3b6"/><path d="M182 22h50v15h-50z" fill="#1f4e9a"/><path d="M182 37h50v15h-50z" fill="#fff"/><path d="M182 52h50v0h-50z" fill="${RED}"/>`,
  uniform: `<path d="M120 60h120l40 60-30 20v170H110V140l-30-20z" fill="#13315c"/><path d="M160 60l20 60 20-60" fill="${SAND}"/>${[150, 190, 230].map((y) => `<circle cx="180" cy="${y}" r="7" fill="${GOLD}"/>`).join('')}<rect x="110" y="250" width="140" height="14" fill="${RED}"/>`,
  cannon: `<rect x="60" y="150" width="230" height="44" rx="22" fill="#3c4654" transform="rotate(-12 175 172)"/><circle cx="130" cy="240" r="55" fill="none" stroke="#7a4e2d" stroke-width="14"/><circle cx="130" cy="240" r="8" fill="#7a4e2d"/>${[0, 45, 90, 135].map((a) => `<path d="M130 240l0 -50" stroke="#7a4e2d" stroke-width="6" transform="rotate(${a} 130 240)"/>`).join('')}`,
  // One drawing per object of the collections page (a helmet is never another helmet's picture).
  shako: `<path d="M115 70h130l-12 170H127z" fill="#1b1b1f"/><rect x="112" y="62" width="136" height="16" rx="4" fill="${GOLD}"/><path d="M120 240h120c20 0 40 10 50 28H100c4-16 10-28 20-28z" fill="#111"/><ellipse cx="180" cy="48" rx="16" ry="22" fill="${RED}"/><path d="M150 130h60l-8 60h-44z" fill="${GOLD}"/>${anchor(180, 160, 36, '#1b1b1f')}<path d="M118 228h124" stroke="${RED}" stroke-width="8"/>`,
  adrian: `<path d="M80 225c0-95 200-95 200 0z" fill="#5f6b4e"/><path d="M170 120c0-30 20-30 20 0l6 40h-32z" fill="#4d573f"/><path d="M30 232c40-14 260-14 300 0-20 18-70 22-150 22S50 250 30 232z" fill="#4d573f"/><circle cx="180" cy="185" r="22" fill="${GOLD}"/>${anchor(180, 186, 30, '#4d573f')}`,
  'modern-helmet': `<path d="M70 240c0-130 220-130 220 0z" fill="#7a7453"/>${[
    [120, 160, 30, 18],
    [200, 140, 34, 16],
    [240, 200, 26, 20],
    [150, 215, 36, 14],
    [100, 205, 18, 12],
  ]
    .map(
      ([x, y, rx, ry]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${x % 40 ? '#4b4a32' : '#9c9268'}"/>`,
    )
    .join(
      '',
    )}<path d="M70 240h220v14H70z" fill="#3e3c2a"/><path d="M88 252c10 50 40 70 92 70s82-20 92-70" fill="none" stroke="#2b2a1d" stroke-width="8"/><rect x="120" y="112" width="120" height="30" rx="12" fill="#2b2a1d"/><rect x="130" y="117" width="44" height="20" rx="8" fill="#8fb3c9"/><rect x="186" y="117" width="44" height="20" rx="8" fill="#8fb3c9"/>`,
  galleon: `<path d="M0 300c60-20 120 20 180 0s120 20 180 0v60H0z" fill="#1f4e79"/><path d="M50 230h260l-30 60H90z" fill="#7a4e2d"/><path d="M60 230l-20-30h60z" fill="#6b4226"/><rect x="176" y="40" width="8" height="190" fill="#5b3a1f"/><rect x="106" y="80" width="6" height="150" fill="#5b3a1f"/><rect x="246" y="80" width="6" height="150" fill="#5b3a1f"/><path d="M140 60h80c6 40 6 80 0 110h-80c-6-30-6-70 0-110z" fill="#f6eddb"/><path d="M86 100h46c4 30 4 60 0 90H86c-4-30-4-60 0-90z" fill="#f6eddb"/><path d="M228 100h46c4 30 4 60 0 90h-46c-4-30-4-60 0-90z" fill="#f6eddb"/><path d="M184 24h40v20h-40z" fill="#fff"/>${[110, 160, 210, 260].map((x) => `<circle cx="${x}" cy="256" r="7" fill="#2b1a0e"/>`).join('')}`,
  coat1770: `<path d="M120 60h120l44 70-26 14v176h-54l-24-60-24 60h-54V144l-26-14z" fill="#f1ece0" stroke="#c9c3b6" stroke-width="3"/><path d="M150 60l30 90 30-90" fill="#1f3f7a"/><path d="M128 70l-40 60 20 12 30-40z" fill="#1f3f7a"/><path d="M232 70l40 60-20 12-30-40z" fill="#1f3f7a"/><rect x="84" y="128" width="30" height="22" fill="${RED}"/><rect x="246" y="128" width="30" height="22" fill="${RED}"/>${[160, 190, 220, 250].map((y) => `<circle cx="168" cy="${y}" r="5" fill="${GOLD}"/><circle cx="192" cy="${y}" r="5" fill="${GOLD}"/>`).join('')}<path d="M126 56c0-26 108-26 108 0l-10 10H136z" fill="#1b1b1f"/>`,
  'combat-jacket': `<path d="M118 58h124l46 62-30 22v170H102V142l-30-22z" fill="#6b7448"/><path d="M160 58l20 50 20-50" fill="#586039"/><path d="M180 108v204" stroke="#3e4428" stroke-width="4"/>${[
    [124, 150],
    [196, 150],
    [124, 236],
    [196, 236],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="40" height="46" rx="4" fill="#586039" stroke="#3e4428" stroke-width="3"/><rect x="${x}" y="${y}" width="40" height="14" fill="#4b5231"/>`,
    )
    .join('')}<rect x="102" y="286" width="156" height="12" fill="#3e4428"/>`,
  'naval-gun': `<path d="M0 310h360v50H0z" fill="#c8b89a"/><path d="M0 306h360" stroke="#7a4e2d" stroke-width="6"/><path d="M80 200h190l-20 80H100z" fill="#7a4e2d"/><path d="M100 170h130l-10 34H110z" fill="#6b4226"/><rect x="60" y="128" width="250" height="48" rx="22" fill="#2f3742"/><rect x="290" y="132" width="30" height="40" rx="8" fill="#2f3742"/><circle cx="66" cy="152" r="14" fill="#2f3742"/>${[120, 230].map((x) => `<circle cx="${x}" cy="288" r="22" fill="#5b3a1f"/><circle cx="${x}" cy="288" r="6" fill="#2b1a0e"/>`).join('')}<path d="M320 200l30 30" stroke="#8a6d3b" stroke-width="6"/>`,
  notebook: `<rect x="90" y="50" width="180" height="260" rx="10" fill="#5b4a2e"/><rect x="100" y="62" width="160" height="236" rx="6" fill="#6b5533"/><rect x="226" y="40" width="14" height="280" fill="#2b1a0e"/><rect x="130" y="110" width="100" height="50" fill="#e9dcc0"/><path d="M142 128h76M142 144h52" stroke="#6b5533" stroke-width="5"/><rect x="270" y="120" width="14" height="170" rx="3" fill="${GOLD}" transform="rotate(12 277 205)"/><path d="M288 292l-14 28-4-31z" fill="#3b2f1e" transform="rotate(12 277 205)"/>`,
  letters: `${[
    [60, 170, -10],
    [90, 120, 6],
    [110, 70, -4],
  ]
    .map(
      ([x, y, r]) =>
        `<g transform="rotate(${r} ${x + 100} ${y + 70})"><rect x="${x}" y="${y}" width="200" height="140" fill="#f6eddb" stroke="#b59f73" stroke-width="4"/><path d="M${x} ${y}l100 80 100-80" fill="none" stroke="#b59f73" stroke-width="4"/><rect x="${x + 150}" y="${y + 12}" width="36" height="42" fill="${RED}"/><circle cx="${x + 150}" cy="${y + 40}" r="18" fill="none" stroke="#3c4654" stroke-width="3"/></g>`,
    )
    .join('')}`,
  pennant: `<rect x="80" y="30" width="10" height="300" fill="#7a4e2d"/><path d="M86 30l-8 -16h24z" fill="${GOLD}"/><path d="M90 50h200L90 200z" fill="${NAVY}"/><path d="M90 50h200L90 200z" fill="none" stroke="${GOLD}" stroke-width="6"/>${anchor(150, 100, 60, GOLD)}<path d="M90 200l0 20" stroke="${RED}" stroke-width="0"/>${[92, 116, 140, 164].map((y) => `<path d="M90 ${y}h-14" stroke="${GOLD}" stroke-width="4"/>`).join('')}`,
  'liberation-cross': `<path d="M130 30h100v70H130z" fill="#2e6b3a"/>${[142, 170, 198].map((x) => `<rect x="${x}" y="30" width="12" height="70" fill="#111"/>`).join('')}<path d="M120 100h120v130c0 40-30 70-60 90-30-20-60-50-60-90z" fill="#8a6d3b"/><path d="M120 100h120v130c0 40-30 70-60 90-30-20-60-50-60-90z" fill="none" stroke="#5f4a24" stroke-width="6"/><path d="M180 120v170M156 160h48M148 190h64" stroke="#2b2216" stroke-width="12" stroke-linecap="round"/>`,
  tools: `<g transform="rotate(-35 180 190)"><rect x="170" y="70" width="20" height="240" rx="6" fill="#8a5a2b"/><rect x="120" y="50" width="120" height="46" rx="6" fill="#5b6470"/></g><g transform="rotate(35 180 190)"><rect x="170" y="110" width="22" height="200" rx="8" fill="#5b6470"/><path d="M181 40a46 46 0 1 1 -0.1 0zM165 30h32v50h-32z" fill="#5b6470"/><rect x="167" y="18" width="28" height="52" fill="${SAND}"/></g>${anchor(180, 300, 50, GOLD)}`,
  globe: `<circle cx="180" cy="180" r="140" fill="#1f4e79"/><ellipse cx="180" cy="180" rx="60" ry="140" fill="none" stroke="#9cc0dc" stroke-width="3"/><path d="M40 180h280M60 110h240M60 250h240" stroke="#9cc0dc" stroke-width="3"/><path d="M120 100c20-20 60-10 60 20s-40 30-50 10-30-10-10-30z" fill="#7aa35a"/><path d="M220 200c20-10 40 10 30 30s-40 10-40-10z" fill="#7aa35a"/><circle cx="110" cy="230" r="10" fill="#7aa35a"/><circle cx="270" cy="140" r="8" fill="#7aa35a"/><circle cx="240" cy="270" r="7" fill="#7aa35a"/>${[
    [110, 230],
    [270, 140],
    [240, 270],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${RED}"/>`)
    .join('')}`,
  'mess-kit': `<ellipse cx="150" cy="150" rx="100" ry="26" fill="#8d949c"/><path d="M50 150v120c0 20 200 20 200 0V150" fill="#a7aeb6"/><ellipse cx="150" cy="150" rx="100" ry="26" fill="#c3c9cf"/><path d="M70 150c0-60 160-60 160 0" fill="none" stroke="#5b6470" stroke-width="8"/><path d="M250 200h50v80c0 14-50 14-50 0z" fill="#a7aeb6"/><path d="M300 215c30 0 30 40 0 40" fill="none" stroke="#8d949c" stroke-width="9"/><ellipse cx="275" cy="200" rx="25" ry="8" fill="#c3c9cf"/><path d="M40 320l60-40M90 330l50-50" stroke="#5b6470" stroke-width="8" stroke-linecap="round"/>`,
  painting: `<rect x="40" y="60" width="280" height="220" fill="${GOLD}"/><rect x="58" y="78" width="244" height="184" fill="#8a6d3b"/><rect x="66" y="86" width="228" height="168" fill="#cfe3f0"/><path d="M66 200c40-14 80 14 114 0s80 14 114 0v54H66z" fill="#1f4e79"/><path d="M140 196h80l-10 18h-60z" fill="#7a4e2d"/><rect x="178" y="130" width="4" height="66" fill="#5b3a1f"/><path d="M182 134l30 50h-30z" fill="#f6eddb"/><circle cx="250" cy="120" r="16" fill="#f1e6c8"/><rect x="150" y="290" width="60" height="24" fill="#f6eddb" stroke="#8a6d3b" stroke-width="3"/>`,
  helmet: `<path d="M70 230c0-110 220-110 220 0z" fill="#d8cfae"/><path d="M40 230h280c-10 25-40 30-140 30S50 255 40 230z" fill="#a89a6a"/>${anchor(180, 175, 55, GOLD)}`,
  beret: `<ellipse cx="180" cy="190" rx="130" ry="60" fill="${RED}"/><rect x="70" y="200" width="220" height="30" rx="12" fill="#3b1416"/>${anchor(130, 180, 40, GOLD)}`,
  flag: `<rect x="70" y="40" width="10" height="290" fill="#7a4e2d"/><path d="M80 50h80v130H80z" fill="#1f4e9a"/><path d="M160 50h80v130h-80z" fill="#fff"/><path d="M240 50h80v130h-80z" fill="${RED}"/>${anchor(200, 115, 50, GOLD)}`,
  medal: `<path d="M150 40h60l-10 90h-40z" fill="${RED}"/><path d="M165 40h30l-5 90h-20z" fill="#1f4e9a"/><circle cx="180" cy="210" r="80" fill="${GOLD}"/><circle cx="180" cy="210" r="60" fill="none" stroke="#8a6d3b" stroke-width="6"/>${anchor(180, 215, 60, '#8a6d3b')}`,
  boat: `<path d="M40 250h280l-40 50H80z" fill="#3c4654"/><rect x="120" y="180" width="120" height="70" fill="#5b6470"/><rect x="170" y="120" width="14" height="60" fill="#3c4654"/><path d="M0 300c60-20 120 20 180 0s120 20 180 0v60H0z" fill="#1f4e79"/>`,
  house: `<rect x="70" y="140" width="220" height="170" fill="#c8b89a"/><path d="M50 140l130-80 130 80z" fill="#7a4e2d"/><rect x="100" y="180" width="50" height="60" fill="${NAVY}"/><rect x="210" y="180" width="50" height="60" fill="${NAVY}"/><rect x="155" y="240" width="50" height="70" fill="#3b2f1e"/>`,
  book: `<rect x="70" y="70" width="220" height="230" rx="6" fill="#6b5533"/><rect x="90" y="85" width="190" height="200" fill="#f6eddb"/>${[120, 150, 180, 210, 240].map((y) => `<path d="M110 ${y}h150" stroke="#b59f73" stroke-width="5"/>`).join('')}`,
  map: `<rect x="30" y="40" width="300" height="280" rx="10" fill="#e9dcc0"/><path d="M60 260c60-40 80-120 160-140s80-60 80-60" fill="none" stroke="${RED}" stroke-width="8" stroke-dasharray="16 10"/><circle cx="300" cy="60" r="16" fill="${NAVY}"/><circle cx="60" cy="260" r="16" fill="${NAVY}"/>`,
  anchor: `<circle cx="180" cy="180" r="140" fill="#13315c"/>${anchor(180, 185, 200, GOLD)}`,
  // The emblem of the troupes de marine, the golden anchor, in a double ring: the home page's hero.
  emblem: `<circle cx="180" cy="180" r="160" fill="none" stroke="${GOLD}" stroke-width="4"/><circle cx="180" cy="180" r="148" fill="none" stroke="${GOLD}" stroke-width="1.5"/>${anchor(180, 188, 230, GOLD)}`,
  room: `<rect x="20" y="40" width="320" height="280" fill="#e9dcc0"/>${[80, 180, 280].map((x) => `<rect x="${x - 40}" y="200" width="80" height="14" fill="#7a4e2d"/><rect x="${x - 4}" y="214" width="8" height="70" fill="#7a4e2d"/><circle cx="${x}" cy="185" r="12" fill="${NAVY}"/>`).join('')}<rect x="40" y="60" width="280" height="90" fill="#cfe3f0"/>`,
  shelves: `<rect x="20" y="30" width="320" height="300" fill="#d9dde3"/>${[70, 140, 210, 280].map((y) => `<rect x="30" y="${y}" width="300" height="8" fill="#5b6470"/>${[40, 90, 140, 190, 240, 290].map((x) => `<rect x="${x}" y="${y - 48}" width="40" height="46" fill="${x % 100 === 40 ? '#8a6d3b' : '#b59f73'}"/>`).join('')}`).join('')}`,
  auditorium: `<rect x="20" y="30" width="320" height="300" fill="#13315c"/><rect x="70" y="50" width="220" height="100" fill="${SAND}"/>${[190, 230, 270, 310].map((y, row) => Array.from({ length: 7 }, (_, i) => `<rect x="${45 + i * 42 + (row % 2) * 10}" y="${y}" width="30" height="22" rx="6" fill="${RED}"/>`).join('')).join('')}`,
  photos: `${[
    [40, 60, -8],
    [150, 90, 6],
    [90, 190, -3],
  ]
    .map(
      ([x, y, r]) =>
        `<g transform="rotate(${r} ${x + 80} ${y + 60})"><rect x="${x}" y="${y}" width="170" height="130" fill="#fff" stroke="#8a6d3b" stroke-width="3"/><rect x="${x + 12}" y="${y + 12}" width="146" height="90" fill="#9a8f7a"/></g>`,
    )
    .join('')}`,
  gathering: `${[70, 140, 210, 280].map((x, i) => `<circle cx="${x}" cy="${150 + (i % 2) * 20}" r="30" fill="${i % 2 ? '#c8b89a' : '#a08060'}"/><path d="M${x - 45} ${320}c0-80 90-80 90 0z" fill="${i % 2 ? NAVY : '#13315c'}"/>`).join('')}${anchor(180, 70, 60, GOLD)}`,
};

/** A wide picture: the object on the right, the lines of text on the left (hero, video slides). */
function wideFrame(width, height, scene, lines, align = lines.length ? 'right' : 'centre') {
  // Without text (a hero under an HTML heading) the object takes the centre of the picture.
  const scale = (height * (lines.length ? 0.7 : 0.86)) / 360;
  const size = Math.round(height / 13);
  // On the right when text sits on the left: the picture's own lines, or the page's heading over a hero.
  const left = align === 'right' ? width - 360 * scale - height * 0.08 : (width - 360 * scale) / 2;
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="#1f4e79"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<g transform="translate(${left} ${(height - 360 * scale) / 2}) scale(${scale})">${scenes[scene]}</g>`,
    ...(lines.length
      ? [
          `<rect x="${width * 0.06}" y="${height * 0.5 - size * 1.6}" width="${size * 2}" height="${Math.max(4, size / 8)}" fill="${GOLD}"/>`,
        ]
      : []),
    ...fitLines(lines, (left - width * 0.08) / (size * 0.56)).map(({ line, first }, index) =>
      text(
        width * 0.06,
        height * 0.5 + index * size * 1.3,
        first ? size : size * 0.75,
        first ? '#ffffff' : '#f1e6c8',
        line,
        first ? ' font-weight="bold"' : '',
      ),
    ),
  ].join('');
  return svg(width, height, lines.join(' — '), body);
}

/** The text lines wrapped to the room left of the picture; the first line (the title) stays bold. */
function fitLines(lines, maxChars) {
  return lines.flatMap((line, index) =>
    wrap(line, Math.max(10, Math.floor(index === 0 ? maxChars : maxChars * 1.3)), 3).map((part) => ({
      line: part,
      first: index === 0,
    })),
  );
}

/** A gallery picture: the object on a light ground, its caption on a navy band. */
function cardFrame(width, height, scene, lines) {
  const band = height * 0.28;
  const scale = (height - band) / 380;
  const body = [
    `<rect width="${width}" height="${height}" fill="${SAND}"/>`,
    `<g transform="translate(${(width - 360 * scale) / 2} ${height * 0.02}) scale(${scale})">${scenes[scene]}</g>`,
    `<rect y="${height - band}" width="${width}" height="${band}" fill="${NAVY}"/>`,
    ...lines.map((line, index) =>
      text(
        width / 2,
        height - band + band * (lines.length === 1 ? 0.6 : 0.42 + index * 0.34),
        height / 17,
        '#ffffff',
        line,
        ' text-anchor="middle" font-weight="bold"',
      ),
    ),
  ].join('');
  return svg(width, height, lines.join(' '), body);
}

const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });

async function rasterize(svgText, width, height, target) {
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(svgText), { density: 72 * Math.max(1, width / svgWidthOf(svgText)) })
    .resize(width, height)
    .webp({ quality: 72, effort: 6 })
    .toFile(target);
}

const svgWidthOf = (svgText) => Number(/width="([\d.]+)"/.exec(svgText)?.[1] ?? 0) || 1;

const assetsOf = (module) => join(repoRoot, module, 'src/assets');

// --only <name> (home/hero), or a folder (collections/): those pictures alone, without the videos.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const chosen = (name) => !only || name === only || (only.endsWith('/') && name.startsWith(only));

for (const image of media.images.filter((entry) => chosen(entry.name))) {
  const [width, height] = image.size;
  const draw = width / height >= 1.7 ? wideFrame : cardFrame;
  const art =
    image.scene === 'map' && image.name.startsWith('practical/')
      ? accessMap(width, height)
      : draw(width, height, image.scene, image.lines, image.align);
  for (const w of image.widths) {
    const h = Math.round((height * w) / width);
    await rasterize(art, w, h, join(assetsOf(image.module), `${image.name}-${w}x${h}.webp`));
  }
}

/** The access plan of the practical-information page: motorways, RN7, the museum. */
function accessMap(width, height) {
  const body = [
    `<rect width="${width}" height="${height}" fill="#eef3e6"/>`,
    `<path d="M0 ${height * 0.78}C${width * 0.3} ${height * 0.7} ${width * 0.6} ${height * 0.88} ${width} ${height * 0.82}V${height}H0z" fill="#b7d3ea"/>`,
    text(width * 0.78, height * 0.95, 28, '#1f4e79', 'Méditerranée', ' font-style="italic"'),
    `<path d="M0 ${height * 0.3}H${width}" stroke="#a4161a" stroke-width="18"/>`,
    text(40, height * 0.3 - 24, 30, RED, 'A8 — vers Aix-en-Provence', ' font-weight="bold"'),
    text(width - 330, height * 0.3 - 24, 30, RED, 'vers Nice — A8', ' font-weight="bold"'),
    `<path d="M0 ${height * 0.55}C${width * 0.35} ${height * 0.52} ${width * 0.5} ${height * 0.62} ${width} ${height * 0.58}" fill="none" stroke="#d4a72c" stroke-width="14"/>`,
    text(40, height * 0.55 + 46, 28, '#6b5533', 'RN7 — depuis Le Puget-sur-Argens', ' font-weight="bold"'),
    `<path d="M${width * 0.55} ${height * 0.3}V${height * 0.7}" stroke="#5b6470" stroke-width="10"/>`,
    text(width * 0.55 - 16, height * 0.38, 26, '#3c4654', 'Sortie Fréjus', ' text-anchor="end"'),
    `<circle cx="${width * 0.55}" cy="${height * 0.7}" r="14" fill="#3c4654"/>`,
    text(width * 0.55 + 20, height * 0.72, 26, '#3c4654', 'Fréjus centre'),
    `<path d="M${width * 0.55} ${height * 0.44}H${width * 0.62}" stroke="#5b6470" stroke-width="8"/>`,
    `<circle cx="${width * 0.62}" cy="${height * 0.44}" r="26" fill="${NAVY}"/>`,
    anchor(width * 0.62, height * 0.445, 34, GOLD),
    text(width * 0.62 + 36, height * 0.43, 30, NAVY, 'Musée des Troupes', ' font-weight="bold"'),
    text(width * 0.62 + 36, height * 0.43 + 36, 30, NAVY, 'de Marine', ' font-weight="bold"'),
  ].join('');
  return svg(width, height, 'Plan d’accès au Musée des Troupes de Marine', body);
}

/** A silent clip of three slides (3 s each, cross-fades), its poster and its French captions. */
for (const video of only ? [] : media.videos) {
  const [width, height, seconds] = [640, 360, 3];
  const folder = assetsOf(video.module);
  const pngs = video.slides.map((slide, index) => {
    const target = join(work, `slide-${index}.png`);
    writeFileSync(join(work, 'slide.svg'), wideFrame(width, height, slide.scene, slide.lines));
    run('rsvg-convert', ['-w', String(width), '-h', String(height), '-o', target, join(work, 'slide.svg')]);
    return target;
  });
  const inputs = pngs.flatMap((png) => ['-loop', '1', '-t', String(seconds + 1), '-i', png]);
  const fades = pngs
    .slice(1)
    .map((_, index) => {
      const from = index === 0 ? '[0:v]' : `[v${index}]`;
      return `${from}[${index + 1}:v]xfade=transition=fade:duration=1:offset=${(index + 1) * seconds}[v${index + 1}]`;
    })
    .join(';');
  const target = join(folder, `${video.name}.mp4`);
  mkdirSync(dirname(target), { recursive: true });
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    `${fades};[v${pngs.length - 1}]format=yuv420p[out]`,
    '-map',
    '[out]',
    '-r',
    '24',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-movflags',
    '+faststart',
    '-an',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    target,
  ]);
  await rasterize(
    wideFrame(width, height, video.slides[0].scene, video.slides[0].lines),
    width,
    height,
    join(folder, `${video.name}-poster-${width}x${height}.webp`),
  );
  const stamp = (s) => `00:00:${String(s).padStart(2, '0')}.000`;
  const cues = video.slides.map(
    (slide, index) =>
      `${index + 1}\n${stamp(index * seconds)} --> ${stamp((index + 1) * seconds + (index === video.slides.length - 1 ? 1 : 0))}\n${slide.lines.join('\n')}`,
  );
  writeFileSync(join(folder, `${video.name}.fr.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`);
}

rmSync(work, { recursive: true, force: true });
console.log(`médias des pages : ${media.images.length} images, ${media.videos.length} vidéos`);
