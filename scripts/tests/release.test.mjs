// The server's release process (scripts/release.mjs) on the real builds: a release is checked,
// pre-rendered and switched live with one rename; a crash at any moment leaves a whole state live.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { createState, currentStateDir, defaultSite, readSite, switchState } from '../lib/site-state.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const RELEASE = path.join(repoRoot, 'scripts', 'release.mjs');
let deployDir;
let pageCount;
/** The pre-rendered documents of a state (beside them, the site search's index). */
const htmlFiles = (dir) => fs.readdirSync(dir).filter((file) => file.endsWith('.html'));

/** A copy of the shop's build in a folder of its own (dist/ and dist-server/), changed by `change`. */
function shopBuild(change = () => undefined) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-release-build-'));
  for (const folder of ['dist', 'dist-server'])
    fs.cpSync(path.join(repoRoot, 'mfe-shop', folder), path.join(root, folder), { recursive: true });
  change(root);
  return root;
}

const release = (...args) => {
  const result = spawnSync(process.execPath, [RELEASE, ...args, '--deploy-dir', deployDir], {
    encoding: 'utf8',
  });
  return { status: result.status, answer: JSON.parse(result.stdout.trim().split('\n').pop()) };
};

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-release-'));
  const first = createState(deployDir, defaultSite());
  assert.deepEqual(first.failures, []);
  switchState(deployDir, first.dir);
  pageCount = htmlFiles(path.join(first.dir, 'prerendered')).length;
});

test('a release passes its checks, is moved in place and made live, its pages rendered again', () => {
  const build = shopBuild();
  const { status, answer } = release('deploy', '--module', 'mfe-shop', '--from', build);
  assert.equal(status, 0, JSON.stringify(answer));
  assert.match(answer.version, /^[0-9a-f]{12}$/);
  assert.equal(readSite(deployDir).remotes.mfe_shop, answer.version);
  assert.ok(fs.existsSync(path.join(deployDir, 'releases', 'shop', answer.version, 'remoteEntry.js')));
  assert.ok(fs.existsSync(path.join(deployDir, 'renderers', 'shop', answer.version, 'pages.js')));
  const shop = fs.readFileSync(path.join(currentStateDir(deployDir), 'prerendered', 'shop.html'), 'utf8');
  assert.ok(shop.includes(`/mfe/shop/releases/${answer.version}/remoteEntry.js`));
  assert.deepEqual(answer.pages, [
    '/pages/laboutique',
    '/pages/PaymentSuccess',
    '/pages/PaymentCancel',
    '/pages/CGV',
  ]);
  // The same build again is the same version.
  assert.equal(
    release('deploy', '--module', 'mfe-shop', '--from', shopBuild()).answer.version,
    answer.version,
  );
});

test('a release over its byte budget is refused, saying by how much', () => {
  const before = currentStateDir(deployDir);
  const heavy = shopBuild((root) =>
    fs.appendFileSync(
      path.join(root, 'dist', 'remoteEntry.js'),
      `\n/* ${Array.from({ length: 4000 }, (_, index) => (index * 7919).toString(36)).join(' ')} */`,
    ),
  );
  const { status, answer } = release('deploy', '--module', 'mfe-shop', '--from', heavy);
  assert.equal(status, 1);
  assert.match(answer.problems.join(' '), /remoteEntry\.js pèse \d+,\d Ko, au-delà de son budget de 5,5 Ko/);
  assert.equal(currentStateDir(deployDir), before);
});

test('killed at any moment, the process leaves the old state live or the new one, never a mix', async () => {
  for (const delay of [5, 40, 120, 250, 400, 600, 900]) {
    const build = shopBuild((root) => {
      for (const file of fs.readdirSync(path.join(root, 'dist')).filter((name) => name.endsWith('.js')))
        fs.appendFileSync(path.join(root, 'dist', file), `\n// ${delay}`);
    });
    const child = spawn(
      process.execPath,
      [RELEASE, 'deploy', '--module', 'mfe-shop', '--from', build, '--deploy-dir', deployDir],
      {
        stdio: 'ignore',
      },
    );
    const closed = new Promise((resolve) => child.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, delay));
    child.kill('SIGKILL');
    await closed;
    const live = currentStateDir(deployDir);
    assert.ok(live, `aucun état après ${delay} ms`);
    const site = JSON.parse(fs.readFileSync(path.join(live, 'site.json'), 'utf8'));
    assert.equal(htmlFiles(path.join(live, 'prerendered')).length, pageCount, `${delay} ms`);
    const version = site.remotes.mfe_shop;
    assert.ok(
      fs.existsSync(path.join(deployDir, 'releases', 'shop', version, 'remoteEntry.js')),
      `${delay} ms`,
    );
    const shop = fs.readFileSync(path.join(live, 'prerendered', 'shop.html'), 'utf8');
    assert.ok(shop.includes(`/mfe/shop/releases/${version}/`), `${delay} ms : pages et version d’accord`);
  }
});

test('switching back makes a previous state live again', () => {
  const live = currentStateDir(deployDir);
  const states = fs
    .readdirSync(path.join(deployDir, 'states'))
    .map((name) => path.join(deployDir, 'states', name));
  const other = states.find((state) => state !== live && fs.existsSync(path.join(state, 'site.json')));
  const { status, answer } = release('switch', '--to', other);
  assert.equal(status, 0);
  assert.equal(answer.previousState, live);
  assert.equal(currentStateDir(deployDir), other);
});

test('a shell release renders every page again with the new shell', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-release-shell-'));
  for (const folder of ['dist', 'dist-server'])
    fs.cpSync(path.join(repoRoot, 'shell', folder), path.join(root, folder), { recursive: true });
  const index = path.join(root, 'dist', 'index.html');
  fs.writeFileSync(
    index,
    fs.readFileSync(index, 'utf8').replace('</head>', '<meta name="x-release" content="2"></head>'),
  );
  const { status, answer } = release('deploy', '--module', 'shell', '--from', root);
  assert.equal(status, 0, JSON.stringify(answer));
  assert.equal(readSite(deployDir).shell, answer.version);
  // Every page of the registry; the frame's own not-found pages (French and English) and search page
  // too, though not listed.
  assert.equal(answer.pages.length, pageCount - 3);
  const live = path.join(currentStateDir(deployDir), 'prerendered');
  for (const file of htmlFiles(live))
    assert.ok(fs.readFileSync(path.join(live, file), 'utf8').includes('name="x-release"'), file);
});
