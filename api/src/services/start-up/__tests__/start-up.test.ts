// Start-up tells the truth: a server that cannot start says why in one French sentence (no stack
// trace, nothing said to be served), and /admin/ in production without a repository says in French
// what is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext } from '../../../__tests__/support/harness';

const main = path.resolve(__dirname, '..', '..', '..', '..', 'dist', 'main.js');

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
