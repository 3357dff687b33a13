// Start-up tells the truth: a server that cannot start says why in one French sentence (no stack
// trace, nothing said to be served), and /admin/ in production without a repository says in French
// what is missing. And a started server opens no inspector on a signal.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestContext } from '../../__tests__/support/harness';

const main = path.resolve(__dirname, '..', '..', '..', 'dist', 'main.js');

it('refuses to start in one French sentence, without a stack trace', () => {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-start-'));
  const result = spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_PATH: path.join(data, 'db.sqlite') },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    expect.stringMatching(/^PUBLIC_BASE_URL est obligatoire en production/),
  ]);
  expect(result.stdout).not.toMatch(/site servi/);
});

it('says in French, in production, that the content editor has no repository to write to', async () => {
  const ctx = await createTestContext({
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://musee.example.org',
    ALLOW_SANDBOX_PAYMENTS: '1',
  });
  try {
    const page = await ctx.app.inject({ url: '/admin/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<h1>L’éditeur du contenu n’est pas encore configuré</h1>');
    expect(page.body).toContain('CONTENT_EDITOR_REPO');
    expect(page.body).not.toContain('decap-cms.js');
  } finally {
    await ctx.close();
  }
});

it('opens no inspector when a process of its user sends it SIGUSR1', async () => {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-start-'));
  const port = await freePort();
  const server = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(data, 'db.sqlite'),
      DEPLOY_DIR: path.join(data, 'deploy'),
      MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
      UPLOADS_DIR: path.join(data, 'uploads'),
    },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    await until(() => /site servi/.test(output), 60_000);
    server.kill('SIGUSR1');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.exitCode).toBeNull();
    expect(output).not.toMatch(/Debugger listening/);
    expect(fs.readFileSync(`/proc/${server.pid}/net/tcp`, 'utf8')).not.toMatch(/:240D 00000000:0000 0A/);
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(data, { recursive: true, force: true });
  }
}, 90_000);

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('le serveur n’a pas démarré à temps');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
