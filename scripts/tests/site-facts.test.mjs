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

/** The published content and its calendar rules, read from their sources (tsx). */
const { readContentFolder } = await import('../../shared/src/content/files.ts');
const { closedWeekdays } = await import('../../shared/src/content/opening-calendar.ts');
const { museumClosureOn } = await import('../../shared/src/content/tour-booking.ts');
const { parseFrenchDate, toIsoDate } = await import('../../shared/src/news/french-date.ts');
const content = readContentFolder(path.join(repoRoot, 'content'));
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** The conferences held when the museum is closed (a closed day, the annual closure). */
const closedDayConferences = (news, practical) =>
  news
    .filter((item) => item.conference === true)
    .filter((item) => {
      const date = parseFrenchDate(item.date);
      return date !== null && museumClosureOn(toIsoDate(date), practical) !== null;
    })
    .map((item) => `${item.date} : ${item.title}`);

/** Sentences that give a closed weekday as a day something happens, without saying it is closed. */
const closedDaySentences = (pageTexts, practical) => {
  const closed = closedWeekdays(practical.closedDays).map((index) => WEEKDAYS[index]);
  return pageTexts.flatMap(({ name, text }) =>
    text
      .split(/(?<=[.!?¶])\s+/)
      // A sentence, not a table's cell or a calendar's column ('Le lundi', 'Lun Lundi').
      .filter((sentence) => sentence.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 4)
      .filter((sentence) => closed.some((day) => new RegExp(`\\b${day}\\b`, 'i').test(sentence)))
      .filter((sentence) => !/ferm|du \p{L}+ au \p{L}+/iu.test(sentence))
      .map((sentence) => `${name} : ${sentence.trim()}`),
  );
};

test('no conference is held on a day the museum is closed, and no page opens anything on that day', () => {
  assert.deepEqual(closedDayConferences(content.news, content.practical), []);
  assert.deepEqual(closedDaySentences(pages, content.practical), []);
});

test('the conferences page says why it lists fewer conferences a year than the association holds', () => {
  const perYear = new Map();
  for (const item of content.news.filter((news) => news.conference === true)) {
    const year = parseFrenchDate(item.date)?.year;
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }
  if ([...perYear.values()].some((count) => count < facts.association.conferencesPerYear))
    assert.match(textOf('conferences.html'), /celles dont le conférencier a confié le texte/);
});

test('the calendar reading catches a conference during the closure and a service open on the closed day', () => {
  const conference = { conference: true, date: '31 décembre 2027', title: 'Conférence de clôture' };
  assert.deepEqual(closedDayConferences([conference], content.practical), [
    '31 décembre 2027 : Conférence de clôture',
  ]);
  assert.deepEqual(
    closedDaySentences(
      [{ name: 'cgv', text: 'Le service client répond par téléphone, le lundi après-midi.' }],
      content.practical,
    ),
    ['cgv : Le service client répond par téléphone, le lundi après-midi.'],
  );
});

/** The published news items' pictures and their articles' shared paragraphs (shared/scripts/content). */
const articleSources = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'shared/scripts/content/themes.json'), 'utf8'),
);
const DATE_IN_PICTURE = /<text[^>]*>(\d{1,2}(?:er)? [a-zéû]+ \d{4})<\/text>/;

test('each news picture gives its item’s date, and the articles state the facts and the CHETOM’s name', () => {
  const wrongDates = content.news.flatMap((item) => {
    const svg = fs.readFileSync(path.join(repoRoot, 'content', 'media', item.image), 'utf8');
    const said = DATE_IN_PICTURE.exec(svg)?.[1];
    return said !== undefined && said !== item.date ? [`${item.image} : ${said} ≠ ${item.date}`] : [];
  });
  assert.deepEqual(wrongDates, []);
  const paragraphs = Object.entries(articleSources).map(([name, theme]) => ({
    name,
    text: visibleText(`<main>${theme.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}</main>`),
  }));
  assert.deepEqual(factDisagreements(paragraphs, facts), []);
  const archives = articleSources.archives.paragraphs.join(' ');
  assert.ok(archives.includes(content.association.archiveCentreName), archives);
});

test('the picture reading catches a picture that gives another date', () => {
  const svg = '<svg><text x="56" y="340">31 décembre 2027</text></svg>';
  assert.equal(DATE_IN_PICTURE.exec(svg)?.[1], '31 décembre 2027');
  assert.deepEqual(
    factDisagreements(
      [
        {
          name: 'themes',
          text: visibleText('<main><p>Il rassemble plus de 13\u202f000 documents.</p></main>'),
        },
      ],
      facts,
    ).map(({ said }) => said),
    ['13 000'],
  );
});

test('the pages place the museum in Fréjus alike, in French and English (no centre, no edge)', () => {
  const allPages = fs
    .readdirSync(outDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, text: visibleText(fs.readFileSync(path.join(outDir, file), 'utf8')) }));
  const placed = allPages.filter(({ text }) =>
    /cœur de Fréjus|centre de Fréjus|edge of Fréjus|heart of Fréjus/i.test(text),
  );
  assert.deepEqual(
    placed.map(({ file }) => file),
    [],
  );
});
