// npm run bench -w @mtdm/api: builds the server, starts it on a temporary database (mail to an
// outbox folder, rate limit lifted), then measures a contact-form POST and a shop create-payment
// with autocannon and prints requests per second and p99 latency. A benchmark, not a test — but a
// bench whose requests fail measures nothing: each scenario is sent once first and must succeed,
// and any failed request during the run makes the bench say so and exit with an error.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-bench-'));
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: apiRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: path.join(dir, 'bench.sqlite'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    // No site to serve (nothing to pre-render at start), but the published catalogue the payments read.
    SITE_ROOT: path.join(dir, 'site'),
    CONTENT_DIR: path.join(apiRoot, '..', 'content'),
    DEPLOY_DIR: path.join(dir, 'deploy'),
    RATE_LIMIT_MAX: '100000000',
    // One machine sends the contact form thousands of times: the day's share per connection is lifted.
    MESSAGES_PER_CONNECTION: '100000000',
    UNPAID_PAYMENTS_PER_CONNECTION: '100000000',
    LOG_LEVEL: 'error',
  },
});
const base = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    if (attempt > 100) throw new Error('le serveur ne démarre pas');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The article as the catalogue publishes it (its name, price and weight are checked by the server).
const published = JSON.parse(
  fs.readFileSync(path.join(apiRoot, '..', 'content', 'products', '01-casquette-ancre-d-or.json'), 'utf8'),
);
const casquette = { id: 'casquette-ancre-d-or', ...published, quantity: 2, selectedSize: null };
const scenarios = [
  {
    title: 'POST /api/formulairemusee.php (formulaire de contact)',
    path: '/api/formulairemusee.php',
    body: {
      'first-name': 'Paul',
      'last-name': 'Durand',
      email: 'paul.durand@example.com',
      'phone-prefix': '+33',
      phone: '612345678',
      'vous-etes': 'Un groupe',
      message: 'Bonjour, quels sont vos horaires ?',
    },
  },
  {
    title: 'POST /api/index.php?endpoint=create-payment (boutique)',
    path: '/api/index.php?endpoint=create-payment',
    body: {
      email: 'marie@example.com',
      amount: 42.75,
      customer_id: 'customer_bench_1',
      firstName: 'Marie',
      lastName: 'Lefèvre',
      mobileNumber: '+33612345678',
      address: '12 rue de la Garonne',
      city: 'Fréjus',
      postcode: '83600',
      cart: JSON.stringify([casquette]),
      shippingCost: 6.75,
      cartDetails: [{ title: casquette.name, price: casquette.price, quantity: 2, image: casquette.image }],
    },
  },
];

let failed = false;
try {
  for (const scenario of scenarios) {
    const answer = await fetch(`${base}${scenario.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario.body),
    });
    if (!answer.ok)
      throw new Error(`${scenario.title} : le serveur répond ${answer.status} — ${await answer.text()}`);
  }
  console.log(
    `Banc d’essai : ${connections} connexions, ${duration} s par scénario, Node ${process.version}, ${os.cpus().length} cœurs`,
  );
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${base}${scenario.path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario.body),
      connections,
      duration,
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${scenario.title}\n  ${Math.round(result.requests.average)} requêtes/s, latence p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
        `, ${result.requests.total} requêtes, ${failures} en échec`,
    );
    if (failures > 0) failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Des requêtes ont échoué : ces chiffres ne mesurent pas le serveur.');
  process.exit(1);
}
