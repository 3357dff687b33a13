// The bench (npm run bench) in its short mode, so that it cannot rot unseen: the site and the
// monolith it compares with both load one route without an error, and the table is printed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../lib/workspace.mjs';
import { useRunFolder } from '../../shared/build/run-folder.cjs';

// Run on its own (outside npm test), the benches' servers and browsers leave nothing either.
useRunFolder('mtdm-bench-tests-');

test('npm run bench -- --short measures one route on the site and on the monolith, the control page and the interactions', () => {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'bench.mjs'), '--short'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 600_000,
  });
  assert.equal(run.status, 0, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  assert.match(
    run.stdout,
    /\| `\/pages\/LeMuseeEnBref` \| \d+,\d \/ \d+,\d \| \d+ \| \d+,\d \/ \d+,\d \| \d+ \|/,
  );
  // The control page is served by the bench itself and loads nothing but its own HTML.
  assert.match(run.stdout, /\| page témoin \(`\/page-temoin`\) \| 0,0 \/ 0,0 \| 1 \| — \| — \| — \|/);
  // Each interaction once, timed (« < 16 ms » when the browser reports nothing from 16 ms).
  for (const name of [
    'Ouvrir le menu (téléphone)',
    'Ajouter au panier',
    'Taper une lettre dans la recherche',
  ])
    assert.match(
      run.stdout,
      new RegExp(`\\| ${name.replace(/[()]/g, '\\$&')} \\| (< 16|\\d+) ms \\| (< 16|\\d+) ms \\|`),
    );
});

test('the api’s bench sends requests the server accepts (its contact form and a shop payment)', () => {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'bench', 'bench.mjs')], {
    cwd: path.join(repoRoot, 'api'),
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2' },
  });
  assert.equal(run.status, 0, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  const scenarios = run.stdout.match(/, \d+ requêtes, 0 en échec/g) ?? [];
  assert.equal(scenarios.length, 2, run.stdout);
});

test('the pages bench serves the shop and the home page both ways, every request answered', () => {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'bench', 'pages-bench.mjs')], {
    cwd: path.join(repoRoot, 'api'),
    encoding: 'utf8',
    timeout: 600_000,
    env: { ...process.env, BENCH_SECONDS: '1', BENCH_CONNECTIONS: '2' },
  });
  assert.equal(run.status, 0, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  const rows = run.stdout.match(
    /^\| (La boutique|Accueil) \| compressée [^|]+ \| \d+ \| \d+ ms \| br \| \d+ \| 0 \|$/gm,
  );
  assert.equal(rows?.length, 4, run.stdout);
});

test('the interactions bench times each interaction in Chromium', () => {
  const run = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'bench-interactions.mjs'), '--runs', '1'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  assert.equal(run.status, 0, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  const rows = run.stdout.match(/^\| [^|]+ \| (< 16|\d+) ms \| (< 16|\d+) ms \|$/gm);
  assert.equal(rows?.length, 7, run.stdout);
});

test('the lists bench asks every view and export of 10,000 members, each answered', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', 'lists-bench.mts')], {
    cwd: path.join(repoRoot, 'api'),
    encoding: 'utf8',
    timeout: 600_000,
    env: { ...process.env, BENCH_RUNS: '1' },
  });
  assert.equal(run.status, 0, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  const rows = run.stdout.match(/^\| [^|]+ \| \d+ ms \| \d+ ms \|$/gm);
  assert.equal(rows?.length, 9, run.stdout);
});

// The files of api/src four requests run through (npm run walk -w @mtdm/api -- <parcours>), measured
// with V8's coverage. Each walk must reach the files that do its work; none may grow past the count it
// had when it was last measured (a walk shrinks by editing its figure here). A walk of several requests
// is also read request by request: what each must reach, and the folder it must keep out of.
const WALKS = [
  {
    name: 'adhesion',
    // 34 until the payment starts counted a connection's unpaid ones: http/rate-limit.ts gives the
    // start its connection's key (connectionKeyOf), one file more, for a limit the server must hold.
    atMost: 35,
    // An api call never goes through the site's code (site/: pages, module files, previews).
    avoids: 'site/',
    reaches: [
      'settlement/payment-routes.ts',
      'settlement/start-payment.ts',
      'settlement/settle-payment.ts',
      'documents/issued-documents.ts',
      'memberships/member-store.ts',
      'mail/mail-store.ts',
    ],
    steps: {
      // Nothing is issued before the provider says the payment is paid.
      'le formulaire envoyé': { reaches: ['settlement/start-payment.ts'], avoids: 'documents/' },
      'la page du prestataire': { reaches: ['views/sandbox-page.ts'], avoids: 'documents/' },
      '« Payer » sur cette page : paiement réglé, documents émis': {
        reaches: ['settlement/settle-payment.ts', 'documents/issued-documents.ts'],
      },
      'la page de confirmation, les mails envoyés': {
        reaches: ['settlement/confirm-payment.ts', 'mail/mail-dispatcher.ts'],
      },
    },
  },
  {
    name: 'expedition',
    atMost: 19,
    avoids: 'site/',
    reaches: ['orders/order-routes.ts', 'orders/order-fulfilment-store.ts', 'orders/order-mails.ts'],
  },
  {
    name: 'rappel',
    atMost: 11,
    avoids: 'site/',
    reaches: ['member-area/membership-reminders.ts', 'member-area/reminder-store.ts', 'mail/mail-store.ts'],
  },
  {
    name: 'deploiement',
    atMost: 41,
    reaches: [
      'deployments/deployment-routes.ts',
      'deployments/deploy-release.ts',
      'releases/commit-release.ts',
    ],
  },
];

/**
 * Checks that `files` hold each of `reaches` and none under `avoids`. The messages name what ran them,
 * in French: `of` (« du parcours ») and `subject` (« le parcours »).
 */
function assertFilesOf(files, { reaches, avoids }, { of, subject }) {
  for (const file of reaches) assert.ok(files.includes(file), `${file} absent ${of} : ${files.join(', ')}`);
  if (avoids)
    assert.deepEqual(
      files.filter((file) => file.startsWith(avoids)),
      [],
      `${subject} passe par ${avoids}`,
    );
}

for (const walk of WALKS)
  test(`the walk « ${walk.name} » reaches the files that do its work, in at most ${walk.atMost} files`, () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join('bench', 'walk-files.mts'), walk.name, '--json'],
      { cwd: path.join(repoRoot, 'api'), encoding: 'utf8', timeout: 300_000 },
    );
    assert.equal(run.status, 0, `${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
    const { files, steps } = JSON.parse(run.stdout.trim().split('\n').at(-1));
    assertFilesOf(files, walk, { of: 'du parcours', subject: 'le parcours' });
    assert.ok(files.length <= walk.atMost, `${files.length} fichiers : ${files.join(', ')}`);
    for (const [name, expected] of Object.entries(walk.steps ?? {})) {
      const taken = steps.find((step) => step.name === name);
      assert.ok(taken, `requête « ${name} » absente : ${steps.map((step) => step.name).join(', ')}`);
      assertFilesOf(taken.files, expected, { of: `de « ${name} »`, subject: `« ${name} »` });
    }
  });
