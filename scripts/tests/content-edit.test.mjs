// npm run content:edit stays local: it listens on 127.0.0.1 only, reads and writes content/ only.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { isContentPath, outsideContent, refusal } from '../lib/content-editor-paths.mjs';
import { repoRoot } from '../lib/workspace.mjs';

let editor;
let port;

before(async () => {
  editor = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'content-edit.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_EDIT_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  port = await new Promise((resolve, reject) => {
    editor.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:(\d+)\/api\/v1/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    editor.on('exit', () => reject(new Error(`l’éditeur local s’est arrêté : ${output}`)));
  });
});
after(() => editor.kill());

const ask = (params, action) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });

test('reads an entry of content/', async () => {
  const response = await ask({ path: 'content/practical.json' }, 'getEntry');
  assert.equal(response.status, 200);
  assert.equal((await response.json()).file.path, 'content/practical.json');
});

test('refuses to read api/package.json, or to write outside content/, in French', async () => {
  const read = await ask({ path: 'api/package.json' }, 'getEntry');
  assert.equal(read.status, 403);
  assert.equal((await read.json()).error, refusal('api/package.json'));
  const target = path.join(repoRoot, 'shell', 'src', 'intrus.ts');
  const write = await ask(
    {
      entry: { slug: 'intrus', path: 'shell/src/intrus.ts', raw: 'alert(1)' },
      assets: [],
      options: { collectionName: 'news', commitMessage: 'x', useWorkflow: false, status: 'draft' },
    },
    'persistEntry',
  );
  assert.equal(write.status, 403);
  const sneaky = await ask({ path: 'content/../api/package.json' }, 'getEntry');
  assert.equal(sneaky.status, 403);
  assert.equal(fs.existsSync(target), false);
});

test('is not reachable from another address of this machine', async () => {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry.address);
  for (const address of addresses) {
    const refused = await new Promise((resolve) => {
      const socket = net.connect(port, address);
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    assert.equal(refused, true, address);
  }
});

test('names every path a request holds, wherever it sits', () => {
  assert.deepEqual(
    outsideContent({
      params: { dataFiles: [{ path: 'content/news/a.json' }], assets: [{ path: 'scripts/x.mjs' }] },
    }),
    'scripts/x.mjs',
  );
  assert.equal(
    outsideContent({ params: { paths: ['content/media/a.svg', 'content/news/b.json'] } }),
    undefined,
  );
  assert.equal(isContentPath('content/../shell/x'), false);
  assert.equal(isContentPath('/etc/passwd'), false);
  assert.equal(isContentPath('content/media/images/a.svg'), true);
});
