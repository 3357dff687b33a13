// A content release through the server's release process (scripts/release.mjs), on the real builds:
// checked against the collections' schemas, only the pages of the changed collections rendered again,
// no module built or moved; a broken change refused with its file, entry and field.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { remoteModules, shellModule } from '../lib/modules.mjs';
import { filesUnder } from '../lib/files.mjs';
import { createState, currentStateDir, defaultSite, readSite, switchState } from '../lib/site-state.mjs';
import { repoRoot } from '../lib/workspace.mjs';

const RELEASE = path.join(repoRoot, 'scripts', 'release.mjs');
const CONTENT = path.join(repoRoot, 'content');
const CONFERENCE_TITLE = 'Conférence : les marsouins à Madagascar';
let deployDir;
let allPages;

/** A copy of the repository's content (in <root>/content), changed by `change(contentFolder)`. */
function contentCopy(change = () => undefined) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-release-'));
  fs.cpSync(CONTENT, path.join(root, 'content'), { recursive: true });
  change(path.join(root, 'content'));
  return root;
}

const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A conference next month, with its programme as a PDF. */
function addConference(content) {
  fs.writeFileSync(
    path.join(content, 'media', 'documents', 'news', 'marsouins-madagascar.pdf'),
    '%PDF-1.4\n',
  );
  writeJson(path.join(content, 'news', '99-marsouins-madagascar.json'), {
    title: CONFERENCE_TITLE,
    date: '17 décembre 2026',
    time: '18:00',
    description: 'Une soirée consacrée à la colonne de 1895 et à ses suites, archives du CHETOM à l’appui.',
    image: 'images/news/01-bazeilles-derniere-cartouche.svg',
    pdfPath: 'documents/news/marsouins-madagascar.pdf',
    link: '/pages/sesconferences',
    category: 'association',
    conference: true,
  });
}

const release = (...args) => {
  const result = spawnSync(process.execPath, [RELEASE, ...args, '--deploy-dir', deployDir], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: CONTENT },
  });
  return { status: result.status, answer: JSON.parse(result.stdout.trim().split('\n').pop()) };
};

const livePage = (page) =>
  fs.readFileSync(path.join(currentStateDir(deployDir), 'prerendered', `${page}.html`), 'utf8');

/** Every file of every module's builds, with its modification time. */
function buildTimes() {
  return Object.fromEntries(
    [shellModule, ...remoteModules].flatMap(({ folder }) =>
      ['dist', 'dist-server'].flatMap((top) => {
        const dir = path.join(repoRoot, folder, top);
        return filesUnder(dir).map((file) => [
          `${folder}/${top}/${file}`,
          fs.statSync(path.join(dir, file)).mtimeMs,
        ]);
      }),
    ),
  );
}

before(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-deploy-'));
  const first = createState(deployDir, defaultSite());
  assert.deepEqual(first.failures, []);
  switchState(deployDir, first.dir);
  allPages = fs
    .readdirSync(path.join(first.dir, 'prerendered'))
    .filter((file) => file.endsWith('.html')).length;
});

test('a new conference with its PDF goes live: only the news pages are rendered again, no module rebuilt', () => {
  const builds = buildTimes();
  const shopBefore = livePage('shop');
  assert.ok(!livePage('conferences').includes(CONFERENCE_TITLE));

  const { status, answer } = release('deploy', '--module', 'content', '--from', contentCopy(addConference));
  assert.equal(status, 0, JSON.stringify(answer));
  assert.match(answer.version, /^content-[0-9a-f]{12}$/);
  assert.deepEqual(answer.collections, ['news']);
  assert.deepEqual([...answer.pages].sort(), [
    '/',
    '/pages/ActualitesAAMTDM',
    '/pages/ActualitesMusee',
    '/pages/sesconferences',
  ]);
  assert.equal(readSite(deployDir).content, answer.version);
  const released = path.join(deployDir, 'releases', 'content', answer.version);
  assert.ok(fs.existsSync(path.join(released, 'media', 'documents', 'news', 'marsouins-madagascar.pdf')));

  for (const page of ['conferences', 'home', 'associationNews'])
    assert.ok(livePage(page).includes(CONFERENCE_TITLE), `${page} montre la conférence`);
  // The page carries the content it was rendered with, for the browser that hydrates it.
  const carried = /<script type="application\/json" id="mtdm-content">(.*?)<\/script>/.exec(
    livePage('conferences'),
  );
  assert.ok(JSON.parse(carried[1]).news.some((item) => item.title === CONFERENCE_TITLE));
  // The site search finds it: the release made the index again.
  const index = fs.readFileSync(
    path.join(currentStateDir(deployDir), 'prerendered', 'search-index.json'),
    'utf8',
  );
  assert.ok(
    JSON.parse(index).storedFields && index.includes(CONFERENCE_TITLE),
    'l’index de recherche la connaît',
  );
  assert.equal(livePage('shop'), shopBefore, 'la boutique n’est pas rendue de nouveau');
  assert.deepEqual(buildTimes(), builds, 'aucun module reconstruit');
});

test('the same content again is the same version', () => {
  const first = release('deploy', '--module', 'content', '--from', contentCopy(addConference)).answer;
  assert.equal(first.version, readSite(deployDir).content);
  assert.deepEqual(first.collections, [], 'rien n’a changé');
  assert.deepEqual(first.pages, []);
});

/** Every live page's HTML without the content block it carries (which names every detail). */
const livePagesWithoutContent = () =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(currentStateDir(deployDir), 'prerendered'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => [
        file,
        livePage(file.replace(/\.html$/, '')).replace(
          /<script type="application\/json" id="mtdm-content">.*?<\/script>/,
          '',
        ),
      ]),
  );

test('the association’s RNA number renders every page again, and changes the legal page only', () => {
  const before = livePagesWithoutContent();
  const { status, answer } = release(
    'deploy',
    '--module',
    'content',
    '--from',
    contentCopy((content) => {
      addConference(content);
      const file = path.join(content, 'association.json');
      writeJson(file, { ...readJson(file), rnaNumber: 'W831000123' });
    }),
  );
  assert.equal(status, 0, JSON.stringify(answer));
  assert.deepEqual(answer.collections, ['association']);
  assert.equal(
    answer.pages.length,
    allPages - 3,
    'toutes les pages (celles du cadre à part : introuvable, en français et en anglais, recherche)',
  );
  assert.ok(livePage('legalInformation').includes('W831000123'));
  const after = livePagesWithoutContent();
  const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
  assert.deepEqual(changed, ['legalInformation.html']);
});

const brokenChanges = [
  [
    'a missing field',
    (content) => {
      const file = path.join(content, 'news', '01-bazeilles-derniere-cartouche.json');
      const { description: _description, ...rest } = readJson(file);
      writeJson(file, rest);
    },
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « description » : ce champ obligatoire manque.',
  ],
  [
    'a date in the wrong format',
    (content) => {
      const file = path.join(content, 'news', '01-bazeilles-derniere-cartouche.json');
      writeJson(file, { ...readJson(file), date: '2019-03-14' });
    },
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « date » :',
  ],
  [
    'a PDF that is missing',
    (content) =>
      fs.rmSync(path.join(content, 'media', 'documents', 'news', '01-bazeilles-derniere-cartouche.pdf')),
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « pdfPath » : le fichier documents/news/01-bazeilles-derniere-cartouche.pdf manque dans content/media.',
  ],
  [
    'an image over its byte budget',
    (content) =>
      fs.appendFileSync(
        path.join(content, 'media', 'images', 'products', 'casquette-ancre-d-or.svg'),
        `<!-- ${'x'.repeat(310 * 1024)} -->`,
      ),
    'content/products/01-casquette-ancre-d-or.json, entrée « Casquette brodée ancre d’or », champ « image » : le fichier pèse',
  ],
  [
    'a price that is not a number',
    (content) => {
      const file = path.join(content, 'products', '01-casquette-ancre-d-or.json');
      writeJson(file, { ...readJson(file), price: '18 €' });
    },
    'content/products/01-casquette-ancre-d-or.json, entrée « Casquette brodée ancre d’or », champ « price » : un prix en euros est attendu (un nombre, 18 ou 12.5).',
  ],
];

for (const [name, change, problem] of brokenChanges)
  test(`${name} is refused, naming file, entry and field, and nothing changes`, () => {
    const live = currentStateDir(deployDir);
    const { status, answer } = release('deploy', '--module', 'content', '--from', contentCopy(change));
    assert.equal(status, 1);
    assert.ok(
      answer.problems.some((line) => line.startsWith(problem)),
      `${problem}\n— absent de —\n${answer.problems.join('\n')}`,
    );
    assert.equal(currentStateDir(deployDir), live);
  });

test('going back to the site’s own content takes the conference off the pages', () => {
  const { status, answer } = release('deploy', '--module', 'content', '--own-build');
  assert.equal(status, 0, JSON.stringify(answer));
  assert.equal(readSite(deployDir).content, null);
  assert.ok(!livePage('conferences').includes(CONFERENCE_TITLE));
});
