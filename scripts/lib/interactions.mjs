// The interactions a visitor makes once a page has loaded, timed in Chromium slowed four times (as
// Lighthouse's phone) from a real input (a click, a key) to the next paint, by the browser's Event
// Timing (what INP reads: the longest event of the interaction). Run by npm run bench:interactions
// alone and by npm run bench, whose table carries them beside the load figures. An interaction under
// 16 ms leaves no entry (the browser reports from 16 ms) and is written « < 16 ms ».
import { log } from './workspace.mjs';

/** The longest Event Timing entry since the mark (the interaction's input to its next paint), or 0. */
const OBSERVE = () => {
  window.__mtdmEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__mtdmEvents.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
};
const longest = (page) =>
  page.evaluate(async () => {
    // The entries of an interaction are reported once its paint is done: two frames later, and a beat.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const events = window.__mtdmEvents.splice(0);
    return events.length > 0 ? Math.max(...events) : 0;
  });

/** Each interaction: where it starts (a fresh, loaded page), how it is made, at which width. */
const INTERACTIONS = [
  {
    name: 'Ouvrir le menu (téléphone)',
    url: '/',
    width: 390,
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
  },
  {
    name: 'Ouvrir un sous-menu',
    url: '/',
    width: 1280,
    act: (page) =>
      page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('button', { name: 'Le musée' })
        .click(),
  },
  {
    name: 'Ajouter au panier',
    url: '/pages/laboutique',
    width: 1280,
    act: (page) =>
      page
        .getByRole('button', { name: /Ajouter au panier/ })
        .first()
        .click(),
  },
  {
    name: 'Ouvrir le panier',
    url: '/pages/laboutique',
    width: 1280,
    act: (page) => page.getByRole('button', { name: /^Panier/ }).click(),
  },
  {
    name: 'Filtrer la boutique par catégorie',
    url: '/pages/laboutique',
    width: 1280,
    act: (page) => page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox').first().click(),
  },
  {
    name: 'Déplier une année de conférences',
    url: '/pages/sesconferences',
    width: 1280,
    act: (page) => page.locator('main button[aria-expanded="false"]').first().click(),
  },
  {
    name: 'Taper une lettre dans la recherche',
    url: '/pages/Recherche',
    width: 1280,
    act: async (page) => {
      await page.getByRole('searchbox').first().focus();
      await page.keyboard.press('b');
    },
  },
];

/** Each interaction `runs` times on the site served at `base`: its median and its longest, in ms. */
export async function measureInteractions(browser, base, runs) {
  const rows = [];
  for (const interaction of INTERACTIONS) {
    log(`${interaction.name}…`);
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: interaction.width, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${base}${interaction.url}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-page-hydrated'));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(OBSERVE);
      await interaction.act(page);
      times.push(await longest(page));
      await context.close();
    }
    times.sort((a, b) => a - b);
    rows.push({ name: interaction.name, median: times[Math.floor(times.length / 2)], highest: times.at(-1) });
  }
  return rows;
}

const ms = (value) => (value === 0 ? '< 16 ms' : `${Math.round(value)} ms`);

/** The table of the interactions, and the ones beyond the goal (median 100 ms, none over 200 ms). */
export function interactionTable(rows, runs) {
  const over = rows.filter((row) => row.median >= 100 || row.highest > 200);
  return [
    `Interactions, Chromium ralenti 4 fois, ${runs} passage(s) chacune (de l’entrée à l’image suivante) :`,
    '',
    '| Interaction | Médiane | La plus longue |',
    '| ---- | ---- | ---- |',
    ...rows.map((row) => `| ${row.name} | ${ms(row.median)} | ${ms(row.highest)} |`),
    // A benchmark says what it measured: beyond the goal is written, never an error.
    ...(over.length > 0
      ? [
          '',
          `Au-delà de l’objectif (médiane 100 ms, aucune au-delà de 200 ms) : ${over.map((row) => row.name).join(', ')}`,
        ]
      : []),
  ].join('\n');
}
