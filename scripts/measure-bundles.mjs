// npm run measure:bundles — gzip sizes of what a visitor downloads: the shell's first load, each
// remote's entry and manifest, and the chunks of each exposed page. A measurement, not a test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from './lib/workspace.mjs';
import { remoteModules } from './lib/modules.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function report(title, rows) {
  console.log(`\n${title}`);
  for (const [name, bytes] of rows) console.log(`  ${name.padEnd(52)} ${kb(bytes).padStart(10)}`);
}

const shellDist = path.join(repoRoot, 'shell', 'dist');
if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
  console.error('Construisez d’abord le site : npx lerna run build');
  process.exit(1);
}
const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<script[^>]+src="?\/?([^"\s>]+)/g)].map((match) => match[1]);
const shellJs = fs.readdirSync(shellDist).filter((file) => file.endsWith('.js'));
report(
  'shell : scripts de index.html (gzip)',
  initial.map((file) => [file, gzipSize(path.join(shellDist, file))]),
);
report('shell : total des scripts (gzip)', [
  ['tous les .js', shellJs.reduce((sum, f) => sum + gzipSize(path.join(shellDist, f)), 0)],
]);

for (const { folder } of remoteModules) {
  const dist = path.join(repoRoot, folder, 'dist');
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestPath)) continue;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const rows = [
    ['remoteEntry.js', gzipSize(path.join(dist, 'remoteEntry.js'))],
    ['mf-manifest.json', gzipSize(manifestPath)],
  ];
  for (const expose of manifest.exposes ?? []) {
    // Synchronous chunks only: the asynchronous ones are shared-module fallbacks the shell already provides.
    const files = expose.assets?.js?.sync ?? [];
    const total = files.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
    rows.push([`page ${expose.path} (${files.length} fichiers)`, total]);
  }
  report(`${folder} (gzip)`, rows);
}
