// Second security review, finding 8: absolute addresses never come from a request's Host header.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { testContentFolder } from '../../__tests__/support/content-folder';

const HOSTILE = 'evil.example"><meta http-equiv="refresh" content="0;url=https://evil.example">';

let root: string;
const apps: FastifyInstance[] = [];

/** A server whose one pre-rendered page has an absolute canonical link, as the real pages do. */
async function siteWith(env: Record<string, string>) {
  const deployDir = path.join(root, '.deploy');
  const app = await buildApp(
    loadConfig({ SITE_ROOT: root, DEPLOY_DIR: deployDir, CONTENT_DIR: testContentFolder(), ...env }),
  );
  apps.push(app);
  return app;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-host-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!DOCTYPE html><html lang="fr"><head><link rel="canonical" href="%SITE_ORIGIN%/pages/Accueil"></head><div id="root"></div></html>',
  );
  const state = path.join(root, '.deploy', 'states', 's1');
  fs.mkdirSync(path.join(state, 'prerendered'), { recursive: true });
  fs.writeFileSync(path.join(state, 'site.json'), '{}');
  fs.copyFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    path.join(state, 'prerendered', 'home.html'),
  );
  fs.symlinkSync(path.relative(path.join(root, '.deploy'), state), path.join(root, '.deploy', 'current'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('refuses to start in production without PUBLIC_BASE_URL', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' })).toThrow(
    /^PUBLIC_BASE_URL est obligatoire en production/,
  );
});

it.each(['/', '/sitemap.xml', '/robots.txt'])('%s never writes a foreign Host header', async (url) => {
  const app = await siteWith({});
  const response = await app.inject({ url, headers: { host: HOSTILE, accept: 'text/html' } });
  expect(response.body).not.toContain('evil.example');
  expect(response.body).not.toContain('http-equiv');
  expect(response.body).toContain('http://localhost:');
});

it('keeps a local address, as a developer opens it', async () => {
  const app = await siteWith({});
  const page = await app.inject({ url: '/', headers: { host: '127.0.0.1:8080', accept: 'text/html' } });
  expect(page.body).toContain('href="http://127.0.0.1:8080/pages/Accueil"');
});

it('writes PUBLIC_BASE_URL whatever the Host header says', async () => {
  const app = await siteWith({ PUBLIC_BASE_URL: 'https://musee-troupes-marine.fr' });
  const page = await app.inject({ url: '/', headers: { host: HOSTILE, accept: 'text/html' } });
  expect(page.body).toContain('href="https://musee-troupes-marine.fr/pages/Accueil"');
  const robots = await app.inject({ url: '/robots.txt', headers: { host: HOSTILE } });
  expect(robots.body).toContain('Sitemap: https://musee-troupes-marine.fr/sitemap.xml');
});
