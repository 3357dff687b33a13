// The pages agree on the figures they state: each served page's text is read against
// shared/src/site/facts.json, the one place those figures are written.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { renderRepositorySite } from '../lib/releases.mjs';
import { factDisagreements, visibleText } from '../lib/site-facts.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const facts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared/src/site/facts.json'), 'utf8'));
const { failures, outDir } = await renderRepositorySite();
// The French pages: the English ones write figures the English way (1,100), and are read by their own
// test (mfe-museum, english-facts.test.ts), from the same facts.
const pages = fs
  .readdirSync(outDir)
  .sort()
  .map((file) => ({ name: file, html: fs.readFileSync(path.join(outDir, file), 'utf8') }))
  .filter(({ html }) => !/<html lang="en"/.test(html))
  .map(({ name, html }) => ({ name, text: visibleText(html) }));
const textOf = (name) => pages.find((page) => page.name === name).text;

test('every page states the figures of facts.json, and no other', () => {
  assert.deepEqual(failures, []);
  assert.deepEqual(factDisagreements(pages, facts), []);
});

test('the pages that state a figure do state it (the reading finds them)', () => {
  const thin = (text) => text.replace(/\s/g, '');
  assert.match(textOf('collections.html'), new RegExp(`depuis ${facts.history.troupesDeMarineNamedIn}`));
  assert.match(textOf('archiveCentre.html'), /neuf conférences du CHETOM/);
  for (const page of ['conferences.html', 'missions.html', 'membership.html', 'home.html']) {
    assert.match(textOf(page), /huit conférences/, page);
  }
  assert.ok(thin(textOf('museumInBrief.html')).includes(`${facts.museum.temporaryRoomM2}m²`));
});

test('the reading catches a page that disagrees', () => {
  const wrong = [
    { name: 'a', text: 'L’auditorium accueille chaque année neuf conférences de l’association.' },
    { name: 'b', text: 'Le CHETOM organise huit conférences.' },
    { name: 'c', text: 'Une salle de 400 m² double presque l’espace.' },
    { name: 'd', text: 'Les troupes de marine aujourd’hui ¶ depuis 1962 ¶' },
    { name: 'e', text: 'Près de 18 000 visiteurs.' },
  ];
  assert.deepEqual(
    factDisagreements(wrong, facts).map(({ page, said }) => `${page}:${said}`),
    ['a:neuf', 'b:huit', 'c:double', 'd:1962', 'e:18 000'],
  );
});
