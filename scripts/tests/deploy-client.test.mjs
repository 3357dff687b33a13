// npm run deploy waits its turn: told 409 (another release of the module) or 429 (its token's limit),
// it waits as long as Retry-After says, saying so in French, and sends again.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { useRunFolder } from '../../shared/build/run-folder.cjs';
import { DIRTY_TREE, deployModule, provenanceOf } from '../lib/deploy-client.mjs';
import { errorLines, historyLines } from '../lib/deploy-history.mjs';

// What this file makes in the temporary folder is removed when it ends, even run on its own.
useRunFolder('mtdm-scripts-test-');

test('waits for Retry-After on 409 and 429, then gets its answer', async () => {
  const answers = [
    [
      409,
      { 'retry-after': '1' },
      { success: false, message: 'Un déploiement de content est déjà en cours.' },
    ],
    [
      429,
      { 'retry-after': '1' },
      { success: false, message: 'Trop de demandes de déploiement avec ce jeton.' },
    ],
    [200, {}, { success: true, message: 'content : version content-1 en service.' }],
  ];
  const received = [];
  const server = http.createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk) => (size += chunk.length));
    request.on('end', () => {
      received.push({ url: request.url, size, authorization: request.headers.authorization });
      const [status, headers, body] = answers.shift();
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-deploy-client-'));
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(path.join(root, 'content', 'practical.json'), '{}');
  process.env.SITE_URL = `http://127.0.0.1:${server.address().port}`;
  process.env.DEPLOY_TOKEN = 't'.repeat(40);
  const said = [];
  const original = console.log;
  console.log = (line) => said.push(line);
  try {
    const { status, body } = await deployModule('content', { root, provenance: { commit: 'abc' } });
    assert.equal(status, 200);
    assert.equal(body.success, true);
  } finally {
    console.log = original;
    server.close();
  }
  assert.equal(received.length, 3);
  assert.ok(received.every((request) => request.url === '/api/deployments/content' && request.size > 0));
  assert.deepEqual(said, [
    'Un déploiement de content est déjà en cours. Nouvel essai dans 1 s…',
    'Trop de demandes de déploiement avec ce jeton. Nouvel essai dans 1 s…',
  ]);
});

/** A repository of one commit in a fresh folder: its content and its lockfile. */
function repository() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-deploy-provenance-'));
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
      cwd: root,
      stdio: 'ignore',
    });
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(path.join(root, 'content', 'practical.json'), '{}');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'contenu');
  return root;
}

test('says what is deployed: the commit, a clean tree or not, the lockfile’s digest, the builder', () => {
  const root = repository();
  const clean = provenanceOf(root, {});
  assert.match(clean.commit, /^[0-9a-f]{40}$/);
  assert.equal(clean.dirty, false);
  assert.equal(clean.lockfileDigest, createHash('sha256').update('{"lockfileVersion":3}').digest('hex'));
  assert.match(clean.builder, /.@./);
  fs.writeFileSync(path.join(root, 'content', 'practical.json'), '{"changed":true}');
  assert.equal(provenanceOf(root, {}).dirty, true);
  const pipeline = provenanceOf(root, {
    GITHUB_SHA: 'f'.repeat(40),
    GITHUB_RUN_ID: '42',
    GITHUB_REPOSITORY: 'aamtdm/site',
  });
  assert.equal(pipeline.commit, 'f'.repeat(40));
  assert.equal(pipeline.builder, 'GitHub Actions aamtdm/site #42');
});

test('refuses a tree with uncommitted changes unless told, and sends what it deploys', async () => {
  const root = repository();
  fs.writeFileSync(path.join(root, 'content', 'practical.json'), '{"changed":true}');
  const received = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, message: 'content : en service.' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SITE_URL = `http://127.0.0.1:${server.address().port}`;
  process.env.DEPLOY_TOKEN = 't'.repeat(40);
  try {
    const refused = await deployModule('content', { root });
    assert.deepEqual(refused.body, { success: false, message: DIRTY_TREE });
    assert.equal(received.length, 0);
    const sent = await deployModule('content', { root, allowDirty: true });
    assert.equal(sent.body.success, true);
  } finally {
    server.close();
  }
  assert.equal(received.length, 1);
  assert.equal(received[0]['x-deploy-dirty'], 'yes');
  assert.match(received[0]['x-deploy-commit'], /^[0-9a-f]{40}$/);
  assert.match(received[0]['x-deploy-lockfile'], /^[0-9a-f]{64}$/);
  assert.ok(decodeURIComponent(received[0]['x-deploy-builder']).includes('@'));
});

test('prints the history with what each release was', () => {
  const lines = historyLines({
    module: 'mfe-shop',
    live: 'shop-1a2b3c4d5e6f',
    history: [
      {
        startedAt: '2026-12-01T14:03:02.000Z',
        action: 'deploy',
        version: 'shop-1a2b3c4d5e6f',
        result: 'live',
        commit: 'a1b2c3d4e5f60718',
        dirtyTree: true,
        lockfileDigest: 'f'.repeat(64),
        builder: 'GitHub Actions aamtdm/site #42',
        tokenName: 'mfe-shop',
      },
    ],
  });
  assert.deepEqual(lines, [
    'mfe-shop : en service shop-1a2b3c4d5e6f',
    '2026-12-01 14:03 · déploiement · shop-1a2b3c4d5e6f · en service · commit a1b2c3d4e5f6 (modifications non validées) · lockfile ffffffffffff · par GitHub Actions aamtdm/site #42',
  ]);
});

test('prints what visitors’ browsers reported, by release', () => {
  assert.deepEqual(
    errorLines({
      module: 'mfe-shop',
      keptDays: 30,
      byRelease: { 'shop-1a2b3c4d5e6f': 1 },
      reports: [
        {
          receivedAt: '2026-12-01T14:40:00.000Z',
          release: 'shop-1a2b3c4d5e6f',
          route: '/pages/laboutique',
          kind: 'boundary',
          message: 'TypeError: total is undefined',
        },
      ],
    }),
    [
      'mfe-shop : 1 rapport(s) d’erreur gardés 30 jours (shop-1a2b3c4d5e6f : 1)',
      '2026-12-01 14:40 · shop-1a2b3c4d5e6f · /pages/laboutique · boundary · TypeError: total is undefined',
    ],
  );
});
