// npm run content:check: the repository's content passes; a broken copy fails, naming file, entry and field.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { useRunFolder } from '../../shared/build/run-folder.cjs';
import { repoRoot } from '../lib/workspace.mjs';

// What this file makes in the temporary folder is removed when it ends, even run on its own.
useRunFolder('mtdm-scripts-test-');

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
  // A JPEG as the check reads it (its start and its frame header: 1,600 × 1,200), to `bytes` long.
  const photo = (bytes) => {
    const head = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
      0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x06, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02,
      0x11, 0x01, 0x03, 0x11, 0x01,
    ]);
    const file = Buffer.alloc(bytes, 0);
    head.copy(file);
    fs.writeFileSync(path.join(folder, 'media', 'images', 'products', 'mug.jpg'), file);
  };
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

/** A copy of the repository's content, changed by `change(folder)`, then checked. */
function checkedCopy(change) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-media-'));
  fs.cpSync(path.join(repoRoot, 'content'), folder, { recursive: true });
  change(folder);
  return check(folder);
}

test('a page or a script dropped in content/media/ is refused, in French, whatever its name', () => {
  const result = checkedCopy((folder) => {
    fs.writeFileSync(path.join(folder, 'media', 'documents', 'page.html'), '<script>fetch("/api")</script>');
    fs.writeFileSync(path.join(folder, 'media', 'images', 'outil.js'), 'alert(document.cookie)');
    // A script named as a picture is found by its bytes.
    fs.writeFileSync(path.join(folder, 'media', 'images', 'deguise.png'), 'alert(1)');
  });
  assert.equal(result.status, 1);
  for (const file of ['documents/page.html', 'images/outil.js', 'images/deguise.png'])
    assert.match(
      result.stderr,
      new RegExp(
        `content/media/${file.replace('.', '\\.')}, entrée «\\s—\\s», champ «\\s—\\s»\\s: ce fichier n’est ni une image \\(SVG, JPEG, PNG, WebP\\) ni un PDF`,
      ),
    );
});

test('a drawing with a script, an event, a foreign object or an outside reference is refused', () => {
  const drawing = path.join('media', 'images', 'products', 'casquette-ancre-d-or.svg');
  for (const [insert, reason] of [
    ['<script>alert(1)</script>', 'il contient un script'],
    ['<rect onload="alert(1)" width="1" height="1"/>', 'il contient un attribut d’événement'],
    ['<foreignObject><p>x</p></foreignObject>', 'il contient un élément foreignObject'],
    [
      '<image href="https://ailleurs.example/suivi.png"/>',
      'il fait référence à un fichier ou une adresse hors de lui-même',
    ],
  ]) {
    const result = checkedCopy((folder) => {
      const file = path.join(folder, drawing);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('</svg>', `${insert}</svg>`));
    });
    assert.equal(result.status, 1, insert);
    assert.match(
      result.stderr,
      new RegExp(
        `champ «\\simage\\s»\\s: le fichier images/products/casquette-ancre-d-or\\.svg\\s: ce dessin est refusé\\s: ${reason}`,
      ),
      insert,
    );
  }
});

test('a photograph of more than 50 million pixels is refused, read from its header', () => {
  const result = checkedCopy((folder) => {
    // A PNG header saying 16,000 × 16,000 pixels (256 million).
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'ascii');
    header.writeUInt32BE(16000, 16);
    header.writeUInt32BE(16000, 20);
    fs.writeFileSync(path.join(folder, 'media', 'images', 'products', 'immense.png'), header);
    const product = path.join(folder, 'products', '01-casquette-ancre-d-or.json');
    fs.writeFileSync(
      product,
      JSON.stringify({
        ...JSON.parse(fs.readFileSync(product, 'utf8')),
        image: 'images/products/immense.png',
      }),
    );
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /cette image fait 16000 × 16000 pixels, au-delà de 50 millions de pixels/);
});

test('an object of the collections takes a photograph beside its drawing, and a text for its page', () => {
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x06, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02,
    0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
  const withObject = (entry) => (folder) => {
    fs.mkdirSync(path.join(folder, 'objects'), { recursive: true });
    fs.mkdirSync(path.join(folder, 'media', 'images', 'objects'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'media', 'images', 'objects', 'casque.jpg'), jpeg);
    fs.writeFileSync(path.join(folder, 'objects', 'casque-colonial.json'), JSON.stringify(entry, null, 2));
  };
  const accepted = checkedCopy(
    withObject({
      object: 'casque-colonial',
      photograph: 'images/objects/casque.jpg',
      photographAlt: 'Le casque colonial exposé dans sa vitrine.',
      description: 'Un casque de liège recouvert de toile.\n\nIl protège du soleil.',
    }),
  );
  assert.equal(accepted.status, 0, accepted.stderr);

  const unknown = checkedCopy(withObject({ object: 'tour-eiffel' }));
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /champ «\sobject\s»\s: un objet de la page des collections est attendu/);

  const drawing = checkedCopy(
    withObject({ object: 'casque-colonial', photograph: 'images/objects/casque.svg', photographAlt: 'x' }),
  );
  assert.equal(drawing.status, 1);
  assert.match(drawing.stderr, /une photographie JPEG, PNG ou WebP du dossier images\/objects est attendue/);

  const silent = checkedCopy(
    withObject({ object: 'casque-colonial', photograph: 'images/objects/casque.jpg' }),
  );
  assert.equal(silent.status, 1);
  assert.match(silent.stderr, /dites ce que montre la photographie/);
});
