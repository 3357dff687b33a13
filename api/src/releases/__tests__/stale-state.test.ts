// npm start renders the pages again when a build it serves from its own dist/ is newer than them:
// any file of the build counts, not only the server bundle, which webpack leaves untouched when only
// a browser chunk or the shell's start-up list changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteModules, shellModule } from '@mtdm/shared/federation';
import { defaultSite, switchState, writeStateRecord } from '../layout';
import { stateIsStale } from '../site-render';

let root: string;
let env: Parameters<typeof stateIsStale>[0];
const RENDERED_AT = new Date('2026-11-01T10:00:00Z');
const later = new Date('2026-11-01T11:00:00Z');

/** A build file of a part, dated. */
function buildFile(folder: string, build: string, name: string, date: Date) {
  const dir = path.join(root, 'builds', folder, build);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), 'x');
  fs.utimesSync(path.join(dir, name), date, date);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-stale-'));
  const deployDir = path.join(root, 'deploy');
  const state = path.join(deployDir, 'states', 'premier');
  fs.mkdirSync(state, { recursive: true });
  writeStateRecord(state, { ...defaultSite(), inlineScripts: [] });
  fs.utimesSync(path.join(state, 'site.json'), RENDERED_AT, RENDERED_AT);
  switchState(deployDir, state);
  for (const folder of [shellModule.folder, ...remoteModules.map((remote) => remote.folder)]) {
    buildFile(folder, 'dist-server', folder === shellModule.folder ? 'render.js' : 'pages.js', RENDERED_AT);
    buildFile(folder, 'dist', 'main.js', RENDERED_AT);
  }
  env = {
    roots: { deployDir, buildRoot: path.join(root, 'builds'), contentRoot: path.join(root, 'content') },
    limits: { rendererScript: '', timeoutMs: 1000, memoryMb: 64 },
  } as Parameters<typeof stateIsStale>[0];
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('keeps the pages while no build changed since they were rendered', () => {
  expect(stateIsStale(env)).toBe(false);
});

it('renders again when only the shell’s start-up list changed', () => {
  buildFile(shellModule.folder, 'dist', 'start-up-files.json', later);
  expect(stateIsStale(env)).toBe(true);
});

it('renders again when only a remote’s browser chunk changed', () => {
  buildFile(remoteModules[0]!.folder, 'dist', 'page.0123abcd.js', later);
  expect(stateIsStale(env)).toBe(true);
});

it('renders again when a server bundle changed', () => {
  buildFile(remoteModules[1]!.folder, 'dist-server', 'pages.js', later);
  expect(stateIsStale(env)).toBe(true);
});
