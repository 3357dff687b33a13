// npm run bench [-- --runs 3] [-- --route /pages/laboutique …] [-- --no-lighthouse] [-- --no-monolith-lighthouse]
//   [-- --no-desktop] [-- --applied-throttling] [-- --steal-limit 3] [-- --blocked-runs 1]
//   [-- --interaction-runs 7] [-- --no-interactions]
// npm run bench -- --short: one route, no Lighthouse, nothing written (npm test runs it so that it
// cannot rot unseen: scripts/tests/bench.test.mjs).
// The site's benchmark: on every route of the site, Lighthouse mobile and desktop
// (median of --runs runs, each figure its own median), the largest contentful paint of the same page with
// its scripts blocked (what the pre-rendered HTML alone shows) with the blocking time of that page, and the first-load JavaScript and CSS (compressed) and requests as
// Chromium downloads them, beside the same pages built as one monolithic webpack bundle
// (scripts/bench/monolith.webpack.cjs). Lighthouse mobile also runs on the monolith: its score is what
// the machine allows that day without any federation, so a slow day is told apart from a regression.
// Then comes a control page (scripts/bench/control-page.html: a heading and a paragraph, nothing else),
// whose blocking time is what the browser and Lighthouse cost by themselves on this machine that day.
// Last, what a visitor feels once a page has loaded: the interactions of scripts/lib/interactions.mjs.
// Prints the table, writes it into docs/performance.md and formats that file with prettier.
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { readProcessorTimes, stolenShare } from './lib/host-steal.mjs';
import { interactionTable, measureInteractions } from './lib/interactions.mjs';
import { releases } from './lib/releases.mjs';
import { ensureBuilt, ensureInstalled, log, repoRoot, runOnPinnedNode } from './lib/workspace.mjs';
import { useRunFolder } from '../shared/build/run-folder.cjs';

// On a machine whose own Node is not the project's, everything below runs on the project's.
runOnPinnedNode();

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // The runs of each page with its scripts blocked (as many as --runs unless told).
    'blocked-runs': { type: 'string' },
    route: { type: 'string', multiple: true },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-monolith-lighthouse': { type: 'boolean', default: false },
    'no-desktop': { type: 'boolean', default: false },
    'applied-throttling': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    short: { type: 'boolean', default: false },
    'interaction-runs': { type: 'string', default: '7' },
    'no-interactions': { type: 'boolean', default: false },
    // In percent of the processor: a Lighthouse run during which the host took more is taken again.
    'steal-limit': { type: 'string', default: '3' },
  },
});
if (values.short) {
  values.route = values.route ?? ['/pages/LeMuseeEnBref'];
  values['no-lighthouse'] = true;
  values['no-write'] = true;
  values['interaction-runs'] = '1';
}
const interactionRuns = Number(values['interaction-runs']);
const runs = Number(values.runs);
const blockedRuns = Number(values['blocked-runs'] ?? runs);
const stealLimit = Number(values['steal-limit']) / 100;
const SITE_PORT = 8290;
const MONOLITH_PORT = 8291;

ensureInstalled();
ensureBuilt();

// --- the federated site, as npm start serves it (its own deployment folder and database) -------------
// The bench's folder is its TMPDIR too (browser profiles, the monolith's build): removed at its end.
const work = useRunFolder('mtdm-bench-');
const siteEnv = {
  ...process.env,
  PORT: String(SITE_PORT),
  HOST: '127.0.0.1',
  DEPLOY_DIR: path.join(work, 'deploy'),
  DATABASE_PATH: path.join(work, 'bench.sqlite'),
  UPLOADS_DIR: path.join(work, 'uploads'),
  MAIL_OUTBOX_DIR: path.join(work, 'outbox'),
  GA_MEASUREMENT_ID: '',
};
const site = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], {
  env: siteEnv,
  stdio: 'ignore',
});

// --- the monolithic build, served as a plain single-page application ----------------------------------
log('construction du monolithe de comparaison…');
execFileSync(
  'npx',
  ['webpack', '--config', path.join(repoRoot, 'scripts', 'bench', 'monolith.webpack.cjs')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
const monolithDir = path.join(repoRoot, '.bench', 'monolith');
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };
/**
 * What the monolith asks the server for, as the site does: the published content, media and the api;
 * and the site's robots.txt, which Lighthouse reads (a single-page fallback would answer it with HTML).
 */
const FROM_THE_SERVER = /^\/((content|api|media)\/|robots\.txt$)/;
/** Where the bench's own server answers with the control page. */
const CONTROL_PATH = '/page-temoin';
const CONTROL_PAGE = fs.readFileSync(path.join(repoRoot, 'scripts', 'bench', 'control-page.html'));

/** A request passed on to the site's server (the same content, the same answers). */
function passOn(request, response) {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: SITE_PORT,
      path: request.url,
      method: request.method,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

const monolith = http.createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
  if (FROM_THE_SERVER.test(pathname)) return passOn(request, response);
  if (pathname === CONTROL_PATH) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(CONTROL_PAGE);
  }
  let file = path.join(monolithDir, pathname);
  if (!file.startsWith(monolithDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
    file = path.join(monolithDir, 'index.html');
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const body = fs.readFileSync(file);
  // Its scripts and styles compressed like the site's (brotli's highest quality, made once), the rest
  // with gzip, so the two first loads compare.
  if (/javascript|css/.test(type) && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'br' });
    return response.end(highestBrotli(file, body));
  }
  const compress = /javascript|html|css|svg/.test(type);
  response.writeHead(200, { 'content-type': type, ...(compress ? { 'content-encoding': 'gzip' } : {}) });
  response.end(compress ? zlib.gzipSync(body) : body);
});
const brotliCopies = new Map();
function highestBrotli(file, body) {
  if (!brotliCopies.has(file)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
    brotliCopies.set(file, zlib.brotliCompressSync(body, { params }));
  }
  return brotliCopies.get(file);
}
await new Promise((resolve) => monolith.listen(MONOLITH_PORT, '127.0.0.1', resolve));

async function waitForSite() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${SITE_PORT}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('le site ne démarre pas');
}
await waitForSite();

// --- what Chromium downloads on a first visit ----------------------------------------------------------
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

/**
 * Code the pre-rendering writes in the page (api/src/releases/renderer/page-document.ts): the shell's
 * main.js in a bare <script>, the module's remote entry in one that names its address. Data blocks
 * (type="application/json") are not code.
 */
const INLINE_SCRIPT = /<script((?:\s(?!src=|type=)[\w-]+="[^"]*")*)>([\s\S]*?)<\/script>/g;
/** A page's size as the server sends it: brotli at its highest quality, in text mode. */
const sentSize = (text) =>
  zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  }).length;

/** Problems a page met while loading: a script error, an error in the console, a failed request. */
const problems = [];

async function firstLoad(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    responses.push(response);
    if (response.status() >= 400) problems.push(`${url} : ${response.url()} répond ${response.status()}`);
  });
  page.on('pageerror', (error) => problems.push(`${url} : ${error.message}`));
  page.on('console', async (message) => {
    if (message.type() !== 'error') return;
    // An error's cause says what React recovered from (a minified message names only its number).
    const causes = await Promise.all(
      message
        .args()
        .map((argument) =>
          argument
            .evaluate((value) =>
              value instanceof Error && value.cause ? ` (cause : ${String(value.cause)})` : '',
            )
            .catch(() => ''),
        ),
    );
    problems.push(`${url} : ${message.text()}${causes.join('')}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  // The page itself, not a fallback: its heading is the route's, whichever way it was built.
  const heading = (await page.locator('h1').first().innerText()).trim();
  let js = 0;
  let css = 0;
  // A script the document carries inline (the shell's main.js in a pre-rendered page) is JavaScript of
  // the first load too, though it costs no request: counted as the bytes it adds to the page as the
  // server sends it (brotli at its highest quality, made once per release: api/src/site/compressed-pages.ts).
  const documentResponse = responses.find((response) => response.request().resourceType() === 'document');
  const documentText = await documentResponse.text();
  const withoutInlineCode = documentText.replace(INLINE_SCRIPT, '<script$1></script>');
  if (withoutInlineCode !== documentText) js += sentSize(documentText) - sentSize(withoutInlineCode);
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    const { responseBodySize } = await response.request().sizes();
    if (type === 'script') js += responseBodySize;
    else css += responseBodySize;
  }
  await context.close();
  return { js, css, requests: responses.length, heading };
}

// --- Lighthouse, median of `runs` runs -----------------------------------------------------------------
const median = (list, key) => [...list].sort((a, b) => a[key] - b[key])[Math.floor(list.length / 2)][key];
/** Each figure's own median over the runs (a single noisy run moves none of them). */
const medians = (list) => Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list, key)]));
/** The lowest and the highest blocking time of the runs: how far their median can be trusted. */
const blockingSpread = (list) => {
  const times = list.map(({ tbt }) => tbt);
  return { lowest: Math.min(...times), highest: Math.max(...times) };
};

// Asynchronous: the monolith's server runs in this process and must answer while Lighthouse loads it.
const execFileAsync = promisify(execFile);
/**
 * The runs taken again because the host of the virtual machine took more than --steal-limit of the
 * processor during them (scripts/lib/host-steal.mjs), and the runs kept although it did, once a page
 * had been taken again as many times as it has runs: both are printed under the table.
 */
const hostNoise = { retaken: 0, keptBusy: 0, highestKept: 0 };
const percent = (share) => `${(share * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
async function lighthouse(url, preset, { blockScripts = false } = {}) {
  const output = path.join(work, 'lighthouse.json');
  const results = [];
  const count = blockScripts ? blockedRuns : runs;
  for (let run = 0, failures = 0, retakes = 0; run < count; run += 1) {
    const before = readProcessorTimes();
    try {
      await execFileAsync(
        'npx',
        [
          '-y',
          'lighthouse@13.5.0',
          url,
          `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
          ...(preset === 'desktop' ? ['--preset=desktop'] : []),
          ...(blockScripts ? ['--blocked-url-patterns=*.js'] : []),
          // Lighthouse's default simulates a slow phone from an unthrottled load; this slows the load
          // itself (CPU four times, network as Lighthouse's mobile profile). A script that downloads
          // beside the HTML then weighs what it weighs on the phone: the simulation counts any request
          // finished before the observed paint as holding that paint up (docs/performance.md).
          ...(values['applied-throttling'] ? ['--throttling-method=devtools'] : []),
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
        ],
        // A run that hangs is stopped and counted as failed.
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
      );
    } catch {
      // A run Lighthouse could not finish (a busy machine): tried again, twice at most per page.
      failures += 1;
      if (failures > 2) throw new Error(`Lighthouse échoue sur ${url} (${preset})`);
      run -= 1;
      continue;
    }
    const stolen = stolenShare(before, readProcessorTimes()) ?? 0;
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    if (stolen > stealLimit) {
      if (retakes < count) {
        // The set-aside run's blocking time goes to the log: a retake hides no figure.
        const tbt = Math.round(report.audits['total-blocking-time'].numericValue);
        log(`  passage repris (l’hôte a pris ${percent(stolen)} du processeur) : ${tbt} ms de blocage`);
        retakes += 1;
        hostNoise.retaken += 1;
        run -= 1;
        continue;
      }
      hostNoise.keptBusy += 1;
      hostNoise.highestKept = Math.max(hostNoise.highestKept, stolen);
    }
    const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100);
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: report.audits['largest-contentful-paint'].numericValue,
      tbt: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's reading of the machine's speed (higher is faster), kept to compare two days.
      benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
    });
  }
  return { ...medians(results), tbtSpread: blockingSpread(results), count };
}

// --- the table -----------------------------------------------------------------------------------------
const selected = releases.sitePages.filter((route) => !values.route || values.route.includes(route.url));
const kb = (bytes) => (bytes / 1024).toFixed(1).replace('.', ',');
// A gap that rounds to zero is written 0,0 s, not -0,0 s (adding 0 turns -0 into 0; a missing figure stays NaN).
const seconds = (ms) => `${(Math.round(ms / 100) / 10 + 0).toFixed(1).replace('.', ',')} s`;
// The server compresses each script once at brotli's highest quality, in the background after its first
// request (api/src/site/precompressed-files.ts). The routes are loaded until their JavaScript weighs the
// same twice in a row, so the figures are those of every visitor after the first.
const firstLoadBytes = async () => {
  let total = 0;
  for (const route of selected) total += (await firstLoad(`http://127.0.0.1:${SITE_PORT}${route.url}`)).js;
  return total;
};
for (let pass = 0, previous = await firstLoadBytes(), current; pass < 5; pass += 1, previous = current) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  current = await firstLoadBytes();
  if (current === previous) break;
}
const rows = [];
for (const route of selected) {
  log(`mesure de ${route.url}…`);
  const federated = await firstLoad(`http://127.0.0.1:${SITE_PORT}${route.url}`);
  const single = await firstLoad(`http://127.0.0.1:${MONOLITH_PORT}${route.url}`);
  const lh = values['no-lighthouse']
    ? undefined
    : {
        mobile: await lighthouse(`http://127.0.0.1:${SITE_PORT}${route.url}`, 'mobile'),
        withoutScripts: await lighthouse(`http://127.0.0.1:${SITE_PORT}${route.url}`, 'mobile', {
          blockScripts: true,
        }),
        desktop: values['no-desktop']
          ? undefined
          : await lighthouse(`http://127.0.0.1:${SITE_PORT}${route.url}`, 'desktop'),
        monolith: values['no-monolith-lighthouse']
          ? undefined
          : await lighthouse(`http://127.0.0.1:${MONOLITH_PORT}${route.url}`, 'mobile'),
      };
  if (federated.heading !== single.heading)
    problems.push(
      `${route.url} : « ${single.heading} » dans le monolithe, « ${federated.heading} » sur le site`,
    );
  rows.push({ route, federated, single, lh });
}
// The control page, measured like the routes and right after them: its blocking time is what a page
// with nothing in it costs on this machine that day, before the site adds anything (docs/performance.md,
// « La page témoin »).
log('mesure de la page témoin…');
const controlUrl = `http://127.0.0.1:${MONOLITH_PORT}${CONTROL_PATH}`;
const control = {
  load: await firstLoad(controlUrl),
  mobile: values['no-lighthouse'] ? undefined : await lighthouse(controlUrl, 'mobile'),
};
if (control.load.heading !== 'Page témoin')
  problems.push(`${CONTROL_PATH} : « ${control.load.heading} » au lieu de la page témoin`);
const interactions = values['no-interactions']
  ? undefined
  : await measureInteractions(browser, `http://127.0.0.1:${SITE_PORT}`, interactionRuns);
await browser.close();
monolith.close();
site.kill();

// A blocking time is the median of the runs, followed, when there are several, by the lowest and the
// highest of them: on a noisy machine one page's runs can lie hundreds of milliseconds apart.
const blocking = ({ tbt, tbtSpread, count }) =>
  count > 1
    ? `${Math.round(tbt)} ms (${Math.round(tbtSpread.lowest)} à ${Math.round(tbtSpread.highest)})`
    : `${Math.round(tbt)} ms`;
const scores = (r) =>
  `${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo} | ${seconds(r.lcp)} | ${blocking(r)} | ${r.cls.toFixed(3).replace('.', ',')}`;
// The mobile figures, with the paint of the same page whose scripts are blocked and the gap between them,
// then that page's own blocking time: the parsing, styles and layout of its HTML, with the start-up code
// written into it finding the other scripts missing. No change to those scripts removes it (on a slow
// machine it alone can pass 100 ms; docs/performance.md).
const mobileScores = ({ mobile, withoutScripts }) =>
  `${scores(mobile)} | ${seconds(withoutScripts.lcp)} | ${seconds(mobile.lcp - withoutScripts.lcp)} | ${blocking(withoutScripts)}`;
const withDesktop = !values['no-desktop'];
const withMonolith = !values['no-lighthouse'] && !values['no-monolith-lighthouse'];
const monolithCells = (lh) =>
  withMonolith ? ` ${lh.monolith.performance} | ${blocking(lh.monolith)} |` : '';
const controlLabel = `page témoin (\`${CONTROL_PATH}\`)`;
const lighthouseTable = values['no-lighthouse']
  ? []
  : [
      `| Page | Mobile : perf. / access. / bonnes pr. / SEO | LCP | TBT | CLS | LCP sans script | Écart | TBT sans script |${withDesktop ? ' Ordinateur : perf. / access. / bonnes pr. / SEO | LCP | TBT | CLS |' : ''}${withMonolith ? ' Monolithe, mobile : perf. | TBT |' : ''}`,
      `| ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- |${withDesktop ? ' ---- | ---- | ---- | ---- |' : ''}${withMonolith ? ' ---- | ---- |' : ''}`,
      ...rows.map(
        ({ route, lh }) =>
          `| \`${route.url}\` | ${mobileScores(lh)} |${withDesktop ? ` ${scores(lh.desktop)} |` : ''}${monolithCells(lh)}`,
      ),
      `| ${controlLabel} | ${scores(control.mobile)} | — | — | — |${withDesktop ? ' — | — | — | — |' : ''}${withMonolith ? ' — | — |' : ''}`,
    ];
// The median of every run's benchmarkIndex (Lighthouse's own CPU reading, higher is faster).
const benchmarkIndexes = rows.flatMap(({ lh }) =>
  lh
    ? [lh.mobile, lh.withoutScripts, lh.desktop, lh.monolith].filter(Boolean).map((r) => r.benchmarkIndex)
    : [],
);
if (control.mobile) benchmarkIndexes.push(control.mobile.benchmarkIndex);
const machineSpeed =
  benchmarkIndexes.length > 0
    ? ` ; indice de vitesse de Lighthouse (benchmarkIndex, médiane) : ${Math.round([...benchmarkIndexes].sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)])}`
    : '';
const bytesTable = [
  '| Page | Fédération : JS / CSS (Ko) | Requêtes | Monolithe : JS / CSS (Ko) | Requêtes | Écart JS |',
  '| ---- | ---- | ---- | ---- | ---- | ---- |',
  ...rows.map(
    ({ route, federated, single }) =>
      `| \`${route.url}\` | ${kb(federated.js)} / ${kb(federated.css)} | ${federated.requests} | ${kb(single.js)} / ${kb(single.css)} | ${single.requests} | ${Math.round((federated.js / single.js - 1) * 100)} % |`,
  ),
  `| ${controlLabel} | ${kb(control.load.js)} / ${kb(control.load.css)} | ${control.load.requests} | — | — | — |`,
];
/**
 * What one page fault costs on this machine, in microseconds: 256 MiB written twice, the first time
 * into pages the system has yet to map. A browser maps memory all through a page load (each new
 * document, its JavaScript heap, its layout), and Lighthouse's benchmarkIndex, a loop of plain
 * JavaScript, never sees that cost. On 24 November 2026 it was 15 µs here (bare hardware takes a
 * fraction of one), and the build that scored 99-100 on 23 November scored 72-86 (docs/performance.md).
 */
function pageFaultMicroseconds() {
  const size = 256 * 2 ** 20;
  const memory = Buffer.allocUnsafeSlow(size);
  const time = (value) => {
    const start = process.hrtime.bigint();
    memory.fill(value);
    return Number(process.hrtime.bigint() - start) / 1000;
  };
  const firstWrite = time(1);
  const secondWrite = time(2);
  return (firstWrite - secondWrite) / (size / 4096);
}

const cpu = os.cpus();
const pageFault = pageFaultMicroseconds().toLocaleString('fr-FR', { maximumFractionDigits: 1 });
// What Lighthouse ran, when it ran.
const lighthouseRun = values['no-lighthouse']
  ? 'sans Lighthouse'
  : `Lighthouse 13.5${values['applied-throttling'] ? ', ralentissement appliqué (--throttling-method=devtools)' : ''}, médiane de ${runs} passage(s)${blockedRuns !== runs ? `, ${blockedRuns} aux scripts bloqués` : ''}${runs > 1 ? ' (entre parenthèses, le plus bas et le plus haut des temps de blocage)' : ''}${machineSpeed}`;
const heading = `Mesuré le ${new Date().toLocaleDateString('fr-FR', { dateStyle: 'long' })} sur ${cpu.length} cœurs (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} Gio, Chromium de Debian ; ${lighthouseRun} ; un défaut de page mémoire : ${pageFault} µs.`;
// Which runs the host of the virtual machine disturbed: taken again, or kept after as many retakes as
// the page has runs (their figures are then those of a busy machine).
const busyHost = values['no-lighthouse']
  ? ''
  : ` Passages repris parce que l’hôte de la machine virtuelle a pris plus de ${percent(stealLimit)} du processeur pendant leur durée : ${hostNoise.retaken}${hostNoise.keptBusy > 0 ? ` ; gardés malgré tout, faute d’un moment plus calme : ${hostNoise.keptBusy} (jusqu’à ${percent(hostNoise.highestKept)})` : ''}.`;
const table = [
  heading + busyHost,
  '',
  ...(lighthouseTable.length > 0 ? [...lighthouseTable, ''] : []),
  'Premier chargement dans Chromium (fenêtre de 390 px, octets compressés reçus) :',
  '',
  ...bytesTable,
  ...(interactions ? ['', interactionTable(interactions, interactionRuns)] : []),
].join('\n');
console.log(`\n${table}\n`);

// A bench whose pages failed measures nothing: it says so and fails.
if (problems.length > 0) {
  console.error(`Le banc a rencontré ${problems.length} problème(s) :\n${problems.join('\n')}`);
  process.exit(1);
}

if (!values['no-write'] && !values.route && !values['applied-throttling']) {
  const doc = path.join(repoRoot, 'docs', 'performance.md');
  const text = fs.readFileSync(doc, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const block = `${start}\n${table}\n${end}`;
  fs.writeFileSync(
    doc,
    text.includes(start)
      ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
      : text.replace(/\n## /, `\n## Banc d’essai (npm run bench)\n\n${block}\n\n## `),
  );
  // Formatted as `npm run lint` (prettier --check) expects it.
  execFileSync('npx', ['prettier', '--write', doc], { cwd: repoRoot, stdio: 'ignore' });
  log('tableau écrit dans docs/performance.md');
}
process.exit(0);
