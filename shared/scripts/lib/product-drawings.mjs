// The drawing of each shop article, found by the words of its name: a cap for a cap, a tie for a tie.
// One flat style for all (navy, gold, red on sand, 400 × 400), so the shop reads as one set until the
// association supplies photographs. A name that matches nothing gets the museum's anchor.
import { anchor } from './svg.mjs';

const NAVY = '#1f3a5f';
const DEEP = '#14213d';
const GOLD = '#c9a227';
const RED = '#a4161a';
const WINE = '#7a1f2b';
const LEATHER = '#7a4e2d';
const STEEL = '#9aa4b1';
const PAPER = '#fffdf7';
const BRONZE = '#a0672c';

const polo = (scale, collarColor) => {
  const body = `<path d="M150 110l-62 38 24 40 28-14v130h120V174l28 14 24-40-62-38c-8 22-92 22-100 0z" fill="${NAVY}"/>`;
  const collar = `<path d="M150 110l30 34 20-22 20 22 30-34c-8 12-92 12-100 0z" fill="${collarColor}"/><path d="M200 122v50" stroke="${PAPER}" stroke-width="3"/><circle cx="200" cy="140" r="3" fill="${PAPER}"/><circle cx="200" cy="158" r="3" fill="${PAPER}"/>`;
  // Centred on the picture, whatever its size.
  return `<g transform="translate(${200 - 200 * scale} ${200 - 200 * scale}) scale(${scale})">${body}${collar}${anchor(235, 190, 28, GOLD)}</g>`;
};

const book = (cover, spine, mark) =>
  `<rect x="125" y="90" width="160" height="210" rx="4" fill="${cover}"/><rect x="125" y="90" width="20" height="210" fill="${spine}"/><rect x="160" y="115" width="105" height="4" fill="${GOLD}"/><rect x="160" y="265" width="105" height="4" fill="${GOLD}"/>${mark}`;

const comic = (cover, panel) =>
  `<rect x="120" y="85" width="160" height="220" rx="4" fill="${cover}"/><rect x="134" y="100" width="132" height="60" fill="${panel}"/><rect x="134" y="168" width="62" height="60" fill="${panel}"/><rect x="204" y="168" width="62" height="60" fill="${panel}"/><rect x="134" y="236" width="132" height="54" fill="${panel}"/><path d="M150 112h60a10 10 0 0 1 0 24h-40l-10 10v-10h-10a12 12 0 0 1 0-24z" fill="${PAPER}" stroke="${DEEP}" stroke-width="2"/>`;

const mug = (decor) =>
  `<path d="M130 120h130v135a20 20 0 0 1-20 20h-90a20 20 0 0 1-20-20z" fill="${PAPER}" stroke="${NAVY}" stroke-width="6"/><path d="M260 150c45 0 45 80 0 80" fill="none" stroke="${NAVY}" stroke-width="12"/>${decor}`;

const magnet = (inside) =>
  `<rect x="120" y="115" width="160" height="160" rx="24" fill="${WINE}"/><rect x="132" y="127" width="136" height="136" rx="16" fill="${PAPER}"/>${inside}`;

const facade = `<rect x="150" y="185" width="100" height="62" fill="${NAVY}"/><path d="M140 185l60-35 60 35z" fill="${DEEP}"/><rect x="192" y="215" width="16" height="32" fill="${PAPER}"/><rect x="163" y="200" width="14" height="14" fill="${PAPER}"/><rect x="223" y="200" width="14" height="14" fill="${PAPER}"/><path d="M200 150v-20" stroke="${DEEP}" stroke-width="3"/><path d="M200 130h16v5h-16z" fill="#1f4e9a"/><path d="M200 135h16v5h-16z" fill="#fff"/><path d="M200 140h16v5h-16z" fill="${RED}"/>`;

const keyRing = `<circle cx="200" cy="110" r="30" fill="none" stroke="${STEEL}" stroke-width="8"/><path d="M200 140v22" stroke="${STEEL}" stroke-width="6"/>`;

const bottle = (glass, shape) =>
  shape === 'round'
    ? `<circle cx="200" cy="215" r="70" fill="${glass}" stroke="${NAVY}" stroke-width="5"/><rect x="180" y="110" width="40" height="38" rx="4" fill="${GOLD}"/><rect x="188" y="140" width="24" height="10" fill="${NAVY}"/><rect x="160" y="200" width="80" height="34" rx="4" fill="${PAPER}"/>`
    : `<rect x="140" y="140" width="120" height="150" rx="12" fill="${glass}" stroke="${NAVY}" stroke-width="5"/><rect x="178" y="100" width="44" height="42" rx="4" fill="${GOLD}"/><rect x="160" y="190" width="80" height="50" rx="4" fill="${PAPER}"/>${anchor(200, 215, 30, NAVY)}`;

/** [words of the name, drawing]; the first that matches is drawn. */
const DRAWINGS = [
  [
    /casquette/i,
    `<path d="M118 225c0-75 42-110 82-110s82 35 82 110z" fill="${NAVY}"/><path d="M200 115v110" stroke="${DEEP}" stroke-width="3"/><path d="M108 225h175c40 0 70 10 76 26H108z" fill="${DEEP}"/>${anchor(160, 185, 38, GOLD)}`,
  ],
  [
    /cravate/i,
    `<path d="M182 80h36l10 34h-56z" fill="${DEEP}"/><path d="M172 114h56l26 180-54 36-54-36z" fill="${NAVY}"/><path d="M180 150l44 30M168 200l56 36M160 250l52 34" stroke="${GOLD}" stroke-width="6"/>`,
  ],
  [
    /écharpe/i,
    `<path d="M110 120c50-30 130-30 180 0l-12 36c-45-22-111-22-156 0z" fill="${NAVY}"/><path d="M150 150l-24 150h44l18-146z" fill="${NAVY}"/><path d="M214 152l8 150h44l-10-154z" fill="${DEEP}"/><path d="M130 300v18M140 300v18M150 300v18M160 300v18M226 302v18M236 302v18M246 302v18M256 302v18" stroke="${NAVY}" stroke-width="4"/><path d="M132 270h40M224 272h40" stroke="${GOLD}" stroke-width="6"/>`,
  ],
  [
    /lot de cinq cartes postales/i,
    `${[0, 1, 2].map((i) => `<g transform="rotate(${-8 + i * 8} 200 200)"><rect x="${95 + i * 8}" y="${115 + i * 10}" width="200" height="130" rx="4" fill="${PAPER}" stroke="${LEATHER}" stroke-width="3"/></g>`).join('')}<rect x="245" y="150" width="34" height="40" fill="${GOLD}"/><path d="M130 200h90M130 220h90M130 240h70" stroke="#b59f73" stroke-width="4"/>`,
  ],
  [
    /autocollant/i,
    `<circle cx="200" cy="195" r="100" fill="${NAVY}"/><path d="M270 265a100 100 0 0 1-30 22l-8-52z" fill="${PAPER}" stroke="${DEEP}" stroke-width="2"/>${anchor(195, 195, 130, GOLD)}`,
  ],
  [
    /carte postale/i,
    `<rect x="80" y="110" width="240" height="160" rx="4" fill="${PAPER}" stroke="${LEATHER}" stroke-width="4"/><rect x="98" y="128" width="120" height="124" fill="#e9dcc0"/><rect x="120" y="180" width="76" height="60" fill="#c8b89a"/><path d="M112 180l46-30 46 30z" fill="${LEATHER}"/><rect x="148" y="206" width="20" height="34" fill="${DEEP}"/><rect x="260" y="124" width="44" height="52" fill="${GOLD}"/><path d="M232 200h70M232 222h70M232 244h56" stroke="#b59f73" stroke-width="4"/>`,
  ],
  [/bande dessinée.*nil/i, comic('#c98a2b', '#f6e7c1')],
  [/bande dessinée/i, comic(RED, '#f6e7c1')],
  [
    /bracelet paracorde tricolore/i,
    `<ellipse cx="200" cy="200" rx="110" ry="70" fill="none" stroke="#1f4e9a" stroke-width="18" stroke-dasharray="26 52"/><ellipse cx="200" cy="200" rx="110" ry="70" fill="none" stroke="#fff" stroke-width="18" stroke-dasharray="26 52" stroke-dashoffset="26"/><ellipse cx="200" cy="200" rx="110" ry="70" fill="none" stroke="${RED}" stroke-width="18" stroke-dasharray="26 52" stroke-dashoffset="52"/><ellipse cx="200" cy="200" rx="110" ry="70" fill="none" stroke="${DEEP}" stroke-width="2"/>`,
  ],
  [
    /bracelet/i,
    `<ellipse cx="200" cy="190" rx="110" ry="70" fill="none" stroke="${NAVY}" stroke-width="12" stroke-dasharray="10 6"/><circle cx="200" cy="268" r="26" fill="${GOLD}"/>${anchor(200, 268, 34, DEEP)}`,
  ],
  [
    /boutons de manchette/i,
    `${[140, 260].map((x) => `<rect x="${x - 6}" y="200" width="12" height="60" fill="${STEEL}"/><circle cx="${x}" cy="190" r="48" fill="${GOLD}"/><circle cx="${x}" cy="190" r="40" fill="none" stroke="${BRONZE}" stroke-width="3"/>${anchor(x, 192, 56, NAVY)}`).join('')}`,
  ],
  [
    /carnet de chants/i,
    `<rect x="130" y="90" width="150" height="210" rx="6" fill="${WINE}"/><rect x="120" y="100" width="14" height="190" fill="${GOLD}"/><path d="M165 150h90M165 170h90M165 190h90M165 210h90M165 230h90" stroke="${PAPER}" stroke-width="2"/><circle cx="190" cy="190" r="8" fill="${PAPER}"/><path d="M198 190v-40" stroke="${PAPER}" stroke-width="3"/><circle cx="230" cy="210" r="8" fill="${PAPER}"/><path d="M238 210v-40l-40 -0" stroke="${PAPER}" stroke-width="3"/>`,
  ],
  [
    /\bCD\b/,
    `<rect x="80" y="100" width="180" height="180" rx="4" fill="${NAVY}"/>${anchor(170, 195, 90, GOLD)}<circle cx="245" cy="190" r="85" fill="#d9dde3" stroke="${STEEL}" stroke-width="3"/><circle cx="245" cy="190" r="55" fill="none" stroke="#eef1f4" stroke-width="10"/><circle cx="245" cy="190" r="16" fill="${PAPER}" stroke="${STEEL}" stroke-width="3"/>`,
  ],
  [
    /\bDVD\b/,
    `<rect x="125" y="80" width="150" height="220" rx="6" fill="${DEEP}"/><rect x="138" y="96" width="124" height="150" fill="${NAVY}"/><path d="M185 140v62l52-31z" fill="${GOLD}"/><rect x="138" y="256" width="124" height="30" fill="${WINE}"/>`,
  ],
  [
    /casque colonial/i,
    `<path d="M115 230c0-95 40-130 85-130s85 35 85 130z" fill="#e8e0c4"/><path d="M200 100v130" stroke="#c9bd95" stroke-width="4"/><path d="M70 232c20-12 70-14 130-14s110 2 130 14c-20 24-80 30-130 30s-110-6-130-30z" fill="#d8cfae" stroke="#a89a6a" stroke-width="3"/><circle cx="200" cy="100" r="8" fill="${GOLD}"/>`,
  ],
  [
    /casque adrian/i,
    `<path d="M110 235c0-90 40-125 90-125s90 35 90 125z" fill="#5d6b4e"/><path d="M160 128c10-30 70-30 80 0l-6 10h-68z" fill="#4b573f"/><path d="M70 236c30-10 260-10 260 0-10 22-60 28-130 28s-120-6-130-28z" fill="#4b573f"/>${anchor(200, 190, 44, GOLD)}`,
  ],
  [
    /insigne de béret/i,
    `<circle cx="200" cy="195" r="96" fill="none" stroke="${GOLD}" stroke-width="10"/>${anchor(200, 200, 150, GOLD)}<circle cx="200" cy="195" r="104" fill="none" stroke="${BRONZE}" stroke-width="2"/>`,
  ],
  [
    /béret/i,
    `<ellipse cx="200" cy="200" rx="140" ry="62" fill="${NAVY}"/><path d="M80 215c30 30 210 30 240 0v18c-30 30-210 30-240 0z" fill="${DEEP}"/><circle cx="200" cy="140" r="8" fill="${DEEP}"/><circle cx="150" cy="200" r="30" fill="${GOLD}"/>${anchor(150, 202, 40, NAVY)}`,
  ],
  [
    /couteau de poche.*olivier/i,
    `<path d="M90 214l150-40c12-3 28 4 32 10l-170 46z" fill="${STEEL}"/><path d="M236 176l80-20c18-4 30 14 14 24l-86 40c-10 5-20-2-18-12z" fill="#8b6a3e"/><path d="M250 190l60-16" stroke="#6b4f2b" stroke-width="3"/>`,
  ],
  [
    /couteau/i,
    `<path d="M80 230l160-44c12-3 26 4 30 12l-180 46z" fill="${STEEL}"/><rect x="232" y="168" width="110" height="34" rx="16" fill="${NAVY}" transform="rotate(-14 287 185)"/>${anchor(290, 183, 26, GOLD)}`,
  ],
  [
    /tapis de souris/i,
    `<rect x="70" y="110" width="260" height="180" rx="18" fill="${NAVY}"/><path d="M100 250c40-30 70-60 110-70s60-40 90-60" fill="none" stroke="${GOLD}" stroke-width="4" stroke-dasharray="10 8"/>${[
      [120, 240],
      [200, 180],
      [290, 125],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${PAPER}"/>`)
      .join(
        '',
      )}<path d="M276 214c0-22 32-22 32 0v26c0 22-32 22-32 0z" fill="#d9dde3" stroke="${DEEP}" stroke-width="3"/>`,
  ],
  [
    /sac en toile/i,
    `<path d="M160 150c0-60 80-60 80 0" fill="none" stroke="#c8b89a" stroke-width="10"/><path d="M110 150h180l-12 160H122z" fill="#e4d8b4" stroke="#b59f73" stroke-width="3"/>${anchor(200, 230, 80, NAVY)}`,
  ],
  [
    /pin’s/i,
    `<circle cx="200" cy="190" r="80" fill="${GOLD}"/><circle cx="200" cy="190" r="66" fill="${NAVY}"/>${anchor(200, 194, 86, GOLD)}<path d="M200 270v40" stroke="${STEEL}" stroke-width="6"/><circle cx="200" cy="318" r="10" fill="${STEEL}"/>`,
  ],
  [
    /écusson/i,
    `<path d="M200 90l95 32v74c0 62-48 95-95 114-47-19-95-52-95-114v-74z" fill="${NAVY}" stroke="${GOLD}" stroke-width="6" stroke-dasharray="4 4"/><path d="M200 102l83 28v66c0 54-42 84-83 100-41-16-83-46-83-100v-66z" fill="none" stroke="${GOLD}" stroke-width="3"/>${anchor(200, 200, 110, GOLD)}`,
  ],
  [/guide de visite/i, book('#2f5d50', GOLD, `<g transform="translate(7 0)">${facade}</g>`)],
  [
    /tirailleurs/i,
    book(
      WINE,
      GOLD,
      `<path d="M180 230c0-40 15-60 35-60s35 20 35 60z" fill="${RED}"/><path d="M215 170c8-10 22-10 30 0" stroke="${DEEP}" stroke-width="4" fill="none"/><rect x="176" y="226" width="78" height="10" fill="${DEEP}"/>`,
    ),
  ],
  [/histoire des troupes de marine/i, book(NAVY, GOLD, anchor(212, 195, 90, GOLD))],
  [/magnet façade/i, magnet(`<g transform="translate(0 -3)">${facade}</g>`)],
  [/magnet/i, magnet(anchor(200, 198, 110, NAVY))],
  [
    /billet/i,
    `<rect x="60" y="125" width="280" height="150" rx="6" fill="#e6dcc0" stroke="${LEATHER}" stroke-width="4"/><rect x="74" y="139" width="252" height="122" rx="4" fill="none" stroke="${BRONZE}" stroke-width="2" stroke-dasharray="6 4"/><ellipse cx="270" cy="200" rx="44" ry="50" fill="none" stroke="${BRONZE}" stroke-width="3"/>${anchor(270, 202, 60, NAVY)}<path d="M100 170h110M100 195h90M100 220h110" stroke="${BRONZE}" stroke-width="5"/>`,
  ],
  [
    /médaille/i,
    `<path d="M170 70h60l-8 100h-44z" fill="${RED}"/><path d="M186 70h28l-4 100h-20z" fill="#1f4e9a"/><circle cx="200" cy="240" r="72" fill="${BRONZE}"/><circle cx="200" cy="240" r="58" fill="none" stroke="#7d4e1e" stroke-width="5"/>${anchor(200, 244, 70, '#7d4e1e')}`,
  ],
  [
    /mug.*bazeilles/i,
    mug(
      `<text x="195" y="215" font-family="Georgia, serif" font-size="40" font-weight="bold" fill="${WINE}" text-anchor="middle">1870</text>`,
    ),
  ],
  [/mug/i, mug(anchor(195, 200, 90, GOLD))],
  [/eau de toilette/i, bottle('#cfe3f0', 'flat')],
  [/eau de parfum/i, bottle('#e3d2ef', 'round')],
  [/polo enfant/i, polo(0.72, DEEP)],
  [/polo femme/i, polo(0.9, WINE)],
  [/polo/i, polo(1, DEEP)],
  [
    /t-shirt/i,
    `<path d="M150 100l-66 40 26 42 30-16v150h120V166l30 16 26-42-66-40c-8 26-92 26-100 0z" fill="${PAPER}" stroke="${NAVY}" stroke-width="5"/>${anchor(200, 200, 70, NAVY)}`,
  ],
  [
    /porte-clefs en cuir/i,
    `${keyRing}<path d="M160 162h80v110l-40 30-40-30z" fill="${LEATHER}"/><path d="M170 172h60v96l-30 22-30-22z" fill="none" stroke="#5a3820" stroke-width="2" stroke-dasharray="4 4"/>${anchor(200, 225, 50, '#e4c9a0')}`,
  ],
  [/porte-clefs/i, `${keyRing}${anchor(200, 240, 150, STEEL)}`],
  [
    /stylo plume/i,
    `<g transform="rotate(-30 200 200)"><rect x="90" y="186" width="170" height="28" rx="10" fill="${DEEP}"/><rect x="250" y="189" width="18" height="22" fill="${GOLD}"/><path d="M268 189l50 11-50 11z" fill="${GOLD}"/><path d="M280 200h30" stroke="${DEEP}" stroke-width="2"/><rect x="110" y="176" width="80" height="6" fill="${GOLD}"/></g>`,
  ],
  [
    /stylo/i,
    `<g transform="rotate(-30 200 200)"><rect x="90" y="188" width="200" height="24" rx="12" fill="${NAVY}"/><path d="M290 192l30 8-30 8z" fill="${STEEL}"/><rect x="105" y="178" width="90" height="8" rx="3" fill="${STEEL}"/></g>`,
  ],
];

/** The drawing of an article by its name (the anchor when none matches). */
export function productDrawing(name) {
  const found = DRAWINGS.find(([words]) => words.test(name));
  return found ? found[1] : anchor(200, 200, 200, NAVY);
}

/** Every article name with no drawing of its own (the generator refuses them). */
export const undrawn = (names) => names.filter((name) => !DRAWINGS.some(([words]) => words.test(name)));
