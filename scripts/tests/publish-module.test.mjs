// Publishing one module: a versioned copy of its build and one changed line in remotes.json.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, test } from 'node:test';
import { publishModule, versionOf } from '../lib/deploy.mjs';
import { repoRoot } from '../lib/workspace.mjs';

let deployDir;
let buildDir;

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-publish-'));
  deployDir = path.join(root, 'deploy');
  buildDir = path.join(root, 'build');
  fs.mkdirSync(buildDir);
  fs.writeFileSync(path.join(buildDir, 'mf-manifest.json'), '{"name":"mfe_shop"}');
  fs.writeFileSync(path.join(buildDir, 'remoteEntry.js'), 'var mfe_shop;');
  fs.writeFileSync(path.join(buildDir, '464.b37e6dd7.js'), 'chunk');
  process.env.DEPLOY_DIR = deployDir;
});

test('copies the build under a versioned path and points only its line of remotes.json at it', () => {
  fs.mkdirSync(deployDir, { recursive: true });
  fs.writeFileSync(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({ mfe_forms: '/mfe/forms/releases/abc/mf-manifest.json' }),
  );
  const result = publishModule('mfe-shop', { buildDir, version: 'v7' });
  assert.equal(result.version, 'v7');
  assert.equal(fs.readFileSync(path.join(deployDir, 'releases/shop/v7/464.b37e6dd7.js'), 'utf8'), 'chunk');
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')), {
    mfe_forms: '/mfe/forms/releases/abc/mf-manifest.json',
    mfe_shop: '/mfe/shop/releases/v7/mf-manifest.json',
  });
});

test('names a version after the build’s content when none is given', () => {
  const first = publishModule('mfe-shop', { buildDir });
  assert.equal(first.version, versionOf(buildDir));
  assert.match(first.version, /^[0-9a-f]{12}$/);
  fs.writeFileSync(path.join(buildDir, 'remoteEntry.js'), 'var mfe_shop = 2;');
  assert.notEqual(publishModule('mfe-shop', { buildDir }).version, first.version);
});

test('refuses an unknown module or a folder without a build', () => {
  assert.throws(() => publishModule('mfe-inconnu', { buildDir }), /Module inconnu/);
  assert.throws(() => publishModule('mfe-shop', { buildDir: os.tmpdir() }), /Pas de build/);
});

test('the command line publishes and says where', () => {
  const output = execFileSync(
    process.execPath,
    ['scripts/publish-module.mjs', 'mfe-shop', '--from', buildDir, '--version', 'cli1'],
    { cwd: repoRoot, env: { ...process.env, DEPLOY_DIR: deployDir }, encoding: 'utf8' },
  );
  assert.match(output, /mfe-shop publié en version cli1 : \/mfe\/shop\/releases\/cli1\/mf-manifest.json/);
});
