// npm run bench:pages -w @mtdm/api: the pre-rendered pages served, side by side in one run, by a server
// that compresses each page at its request (PAGE_STORE_MB=0, as before the store) and by one that sends
// the copies compressed once per release (site/compressed-pages.ts). The site must be built (npm run
// build); each server renders it into the same temporary deployment. Pages per second and p99 latency,
// brotli asked as browsers ask it, with autocannon. A benchmark, not a test: a run whose requests fail
// says so and exits with an error.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PAGES = [
  ['La boutique', '/pages/laboutique'],
  ['Accueil', '/'],
];
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-bench-pages-'));

/** A production server on the built site; resolves once its pages answer. */
async function startServer(pageStoreMb) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      DATABASE_PATH: path.join(dir, `bench-${pageStoreMb}.sqlite`),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      SITE_ROOT: repoRoot,
      CONTENT_DIR: path.join(repoRoot, 'content'),
      DEPLOY_DIR: path.join(dir, 'deploy'),
      PAGE_STORE_MB: String(pageStoreMb),
      ALLOW_SANDBOX_PAYMENTS: '1',
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'error',
    },
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await fetch(`${base}${PAGES[0][1]}`, { headers: HEADERS });
      if (answer.ok && (await answer.text()).includes('<h1')) break;
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error('le serveur ne sert pas les pages');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, server };
}

const stop = async ({ server }) => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
};

let failed = false;
const rows = [];
try {
  for (const [mode, pageStoreMb] of [
    ['compressée à chaque demande', 0],
    ['compressée une fois par version', 64],
  ]) {
    const running = await startServer(pageStoreMb);
    try {
      for (const [title, url] of PAGES) {
        // Once first: the store makes its copies at the first request of a release's page.
        const first = await fetch(`${running.base}${url}`, { headers: HEADERS });
        if (!first.ok) throw new Error(`${url} : le serveur répond ${first.status}`);
        // What travels: the compressed length (fetch hands over the page decompressed).
        const bytes =
          Number(first.headers.get('content-length') ?? 0) || (await first.arrayBuffer()).byteLength;
        const result = await autocannon({
          url: `${running.base}${url}`,
          headers: HEADERS,
          connections,
          duration,
        });
        const failures = result.non2xx + result.errors + result.timeouts;
        if (failures > 0) failed = true;
        rows.push({
          mode,
          title,
          perSecond: Math.round(result.requests.average),
          p99: result.latency.p99,
          encoding: first.headers.get('content-encoding') ?? 'aucun',
          bytes,
          failures,
        });
      }
    } finally {
      await stop(running);
    }
  }
  console.log(
    `Pages servies : ${connections} connexions, ${duration} s par page, brotli demandé, Node ${process.version}, ${os.cpus().length} cœurs\n`,
  );
  console.log('| Page | Envoi | Pages/s | p99 | Encodage | Octets transmis | Échecs |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.title} | ${row.mode} | ${row.perSecond} | ${row.p99} ms | ${row.encoding} | ${row.bytes} | ${row.failures} |`,
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Des requêtes ont échoué : ces chiffres ne mesurent pas le serveur.');
  process.exit(1);
}
