// npm run content:check: the repository's content passes; a broken copy fails, naming file, entry and field.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from '../lib/workspace.mjs';

const check = (...args) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'check-content.mjs'), ...args],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );

test('the repository’s content is valid, and the association’s missing details are listed', () => {
  const result = check();
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^Contenu valide : \d+ actualités, \d+ articles, \d+ archives\.$/m);
  const association = JSON.parse(fs.readFileSync(path.join(repoRoot, 'content', 'association.json'), 'utf8'));
  if (!association.rnaNumber) assert.match(result.stdout, /À renseigner .*numéro RNA/);
});

test('a broken copy is refused with every problem, file, entry and field named', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-check-'));
  fs.cpSync(path.join(repoRoot, 'content'), folder, { recursive: true });
  const product = path.join(folder, 'products', '01-casquette-ancre-d-or.json');
  fs.writeFileSync(
    product,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(product, 'utf8')), price: 'dix-huit' }),
  );
  fs.writeFileSync(path.join(folder, 'archives', '99-sans-titre.json'), '{ "date": "hier" ');
  const result = check(folder);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^Contenu refusé \(2 problèmes\) :$/m);
  assert.match(
    result.stderr,
    /content\/products\/01-casquette-ancre-d-or\.json, entrée «\sCasquette brodée ancre d’or\s», champ «\sprice\s»\s: un prix en euros est attendu/,
  );
  assert.match(
    result.stderr,
    /content\/archives\/99-sans-titre\.json, entrée «\ssans-titre\s», champ «\s—\s»\s: le fichier n’est pas du JSON lisible/,
  );
});

test('a text typed without French typography is refused with its file and line, and how to correct it', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-typography-'));
  fs.cpSync(path.join(repoRoot, 'content'), folder, { recursive: true });
  const archive = path.join(folder, 'archives', '01-carnet-de-route-tonkin.json');
  const entry = JSON.parse(fs.readFileSync(archive, 'utf8'));
  fs.writeFileSync(archive, JSON.stringify({ ...entry, title: "Carnet d'un caporal : Tonkin" }, null, 2));
  const result = check(folder);
  assert.equal(result.status, 1);
  assert.match(result.stderr, /npm run typography:fix -- --content/);
  assert.match(result.stderr, /archives\/01-carnet-de-route-tonkin\.json:2 : apostrophe, espace avant :/);
});

test('a product may show a photograph (2 MB at most) with its alternative text; a larger one is refused', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-photo-'));
  fs.cpSync(path.join(repoRoot, 'content'), folder, { recursive: true });
  const product = path.join(folder, 'products', '32-mug-ancre-d-or.json');
  const entry = JSON.parse(fs.readFileSync(product, 'utf8'));
  const photo = (bytes) =>
    fs.writeFileSync(path.join(folder, 'media', 'images', 'products', 'mug.jpg'), Buffer.alloc(bytes, 1));
  fs.writeFileSync(
    product,
    JSON.stringify(
      { ...entry, image: 'images/products/mug.jpg', imageAlt: 'Le mug posé sur une table en bois.' },
      null,
      2,
    ),
  );
  photo(1024 * 1024);
  assert.equal(check(folder).status, 0, check(folder).stderr);
  photo(3 * 1024 * 1024);
  const refused = check(folder);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /champ «\simage\s»\s: le fichier pèse 3072\sKo, au-delà de 2048\sKo/);
});
