// French typography everywhere a visitor reads: the modules' and the api's texts (pages, messages,
// mails, PDF documents), the content folder and the video captions, then the headings of the served
// pages. Each fault is named by its file and line; `npm run typography:fix` corrects all but the headings.
// The texts the site keeps word for word are listed as such and left as they are.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { renderRepositorySite } from '../lib/releases.mjs';
import { capitalisedWords } from '../lib/typography/headings.mjs';
import { corrected, fixedWording, isFrenchProse, nestedGuillemets } from '../lib/typography/rules.mjs';
import { frenchTexts } from '../lib/typography/sources.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const files = frenchTexts(repoRoot);
const allTexts = files.flatMap(({ file, texts }) => texts.map((text) => ({ file, ...text })));
const show = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 90);

test('the check reads the site’s texts: pages, messages, mails, documents, content and captions', () => {
  const read = new Set(files.filter(({ texts }) => texts.length > 0).map(({ file }) => file));
  for (const expected of [
    'mfe-museum/src/features/home/home-content.ts',
    'mfe-forms/src/features/donation/donation-content.ts',
    'shared/src/contracts/messages.ts',
    'api/src/memberships/membership-mails.ts',
    'api/src/documents/document-texts.ts',
    'content/news/01-bazeilles-derniere-cartouche.json',
    'mfe-museum/src/assets/videos/chetom.fr.vtt',
    // The texts of the news PDF articles.
    'shared/scripts/content/news-articles.json',
    'shared/scripts/generate-documents.mjs',
  ]) {
    assert.ok(read.has(expected), `${expected} n’est pas lu`);
  }
  assert.ok(allTexts.length > 800, `${allTexts.length} textes seulement`);
});

test('every French text follows French typography (file:line, rule, text)', () => {
  const faults = [];
  for (const text of allTexts) {
    const { rules } = corrected(text.raw, { after: text.after });
    if (nestedGuillemets(text.raw)) rules.push('guillemets imbriqués (« “ ” » à l’intérieur)');
    if (rules.length > 0)
      faults.push(`${text.file}:${text.line} — ${rules.join(', ')} — « ${show(text.raw)} »`);
  }
  assert.deepEqual(
    faults,
    [],
    `${faults.length} faute(s) ; npm run typography:fix corrige les espaces et signes`,
  );
});

for (const fixed of fixedWording) {
  test(`kept word for word: ${JSON.stringify(fixed)}`, () => {
    const found = files.some(
      ({ source }) => source.includes(fixed) || source.includes(fixed.replace(/'/g, "\\'")),
    );
    assert.ok(
      found,
      'texte fixé introuvable dans le site : retirez-le de fixed-wording.json ou rétablissez-le',
    );
  });
}

test('the site’s headings are in sentence case (page, heading, where it is written)', async () => {
  const { failures, outDir } = await renderRepositorySite();
  assert.deepEqual(failures, []);
  const faults = [];
  let headings = 0;
  for (const page of fs.readdirSync(outDir).sort()) {
    const html = fs.readFileSync(path.join(outDir, page), 'utf8');
    // English headings capitalise proper nouns and languages (the visit in English).
    if (/<html lang="en"/.test(html)) continue;
    for (const match of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
      const heading = match[2]
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
      headings += 1;
      if (fixedWording.includes(heading)) continue;
      const wrong = capitalisedWords(heading);
      if (wrong.length === 0) continue;
      const source = allTexts.find(({ raw }) => raw.replace(/\s+/g, ' ').includes(heading));
      faults.push(
        `${page} : « ${heading} » (${wrong.join(', ')})${source ? ` — ${source.file}:${source.line}` : ''}`,
      );
    }
  }
  assert.ok(headings > 200, `${headings} titres seulement`);
  assert.deepEqual(faults, []);
});

test('each rule catches its fault and keeps the fixed wordings', () => {
  const cases = [
    ['Qui sommes-nous ?', 'espace avant ; ! ?'],
    ['Merci!', 'espace avant ; ! ?'],
    ['Horaires du musée : ouvert', 'espace avant :'],
    // A label alone before its colon (the model withdrawal form's « Date : … »).
    ['Date : ……', 'espace avant :'],
    ['le « musée »', 'guillemets'],
    ["l'armée d'Orient", 'apostrophe'],
    ['Chargement...', 'points de suspension'],
    ['le 1ER mai', '1er'],
    ['de 10 h à 18 h', 'nombre et unité'],
    ['sur 400 m²', 'nombre et unité'],
    ['les 9 000 membres', 'milliers'],
    // A mail's label before a line break the source writes as an escape.
    [String.raw`\n\nMessage :\n`, 'espace avant :'],
    [String.raw`La commande est confirmée. Merci !\n\n`, 'espace avant ; ! ?'],
  ];
  for (const [text, rule] of cases) {
    assert.ok(isFrenchProse(text), text);
    assert.deepEqual(corrected(text).rules, [rule], text);
  }
  // A migration's SQL, French words in its strings or not, is not prose: its semicolons end statements.
  assert.equal(
    isFrenchProse("DROP TRIGGER journal_guard; UPDATE journal SET action = 'fichier téléchargé'"),
    false,
  );
  assert.equal(nestedGuillemets('« le « musée » »'), true);
  for (const fixed of [
    'Paiement réussi !',
    'Traitement en cours...',
    'Demander une Visite Guidée',
    // The colon before a port, at the end of a template literal's text: an address, not prose.
    'le site est servi sur http://localhost:',
    // A no-break space the source writes as an escape.
    String.raw`Pour suivre la livraison, ouvrez ce lien\u00a0:\n`,
  ]) {
    assert.deepEqual(corrected(fixed).rules, [], fixed);
  }
  assert.deepEqual(capitalisedWords('Demander une Visite Guidée'), ['Visite', 'Guidée']);
  assert.deepEqual(capitalisedWords('Conférence : Bazeilles, la dernière cartouche'), []);
});
