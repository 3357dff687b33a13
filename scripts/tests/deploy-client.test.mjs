// npm run deploy waits its turn: told 409 (another release of the module) or 429 (its token's limit),
// it waits as long as Retry-After says, saying so in French, and sends again.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { deployModule } from '../lib/deploy-client.mjs';

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
    const { status, body } = await deployModule('content', { root, commit: 'abc' });
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
