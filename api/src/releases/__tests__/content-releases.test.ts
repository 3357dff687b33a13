// Content releases over HTTP on the real builds: checked against the collections' schemas, only the
// pages of the changed collections rendered again, no module built or moved; a broken change refused
// with its file, entry and field.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteModules, shellModule } from '@mtdm/shared/federation';
import type { TestContext } from '../../__tests__/support/harness';
import {
  archiveOf,
  createReleaseSite,
  deploy,
  livePages,
  releaseTokens,
  repoRoot,
} from '../../__tests__/support/release-site';
import { currentStateDir, readLiveSite } from '../layout';
import { plainSpaces } from '@mtdm/shared/testing/text';

jest.setTimeout(180_000);
const CONTENT = path.join(repoRoot, 'content');
const CONFERENCE_TITLE = 'Conférence : les marsouins à Madagascar';
let ctx: TestContext;
let allPages: number;
/** The snapshot of the server's own content folder published at start. */
let ownSnapshot: string | null;

beforeAll(async () => {
  ctx = await createReleaseSite();
  // The documents of the registry's pages and the frame's (an item's page is counted with its list).
  allPages = Object.keys(livePages(ctx)).filter((file) => !file.includes('--')).length;
  ownSnapshot = readLiveSite(ctx.config.deployDir).content;
});
afterAll(() => ctx.close());

/** A copy of the repository's content (in <root>/content), changed by `change(contentFolder)`. */
function contentCopy(change: (content: string) => void = () => undefined): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-release-'));
  fs.cpSync(CONTENT, path.join(root, 'content'), { recursive: true });
  change(path.join(root, 'content'));
  return root;
}

const writeJson = (file: string, value: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** A conference next month, with its programme as a PDF. */
function addConference(content: string) {
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

const publish = async (root: string) => deploy(ctx, 'content', await archiveOf(root, ['content']));

/** Every file of every module's builds, with its modification time. */
function buildTimes(): Record<string, number> {
  const times: Record<string, number> = {};
  const visit = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full, `${prefix}/${entry.name}`);
      else times[`${prefix}/${entry.name}`] = fs.statSync(full).mtimeMs;
    }
  };
  for (const { folder } of [shellModule, ...remoteModules])
    for (const top of ['dist', 'dist-server']) visit(path.join(repoRoot, folder, top), `${folder}/${top}`);
  return times;
}

const livePage = (page: string) => livePages(ctx)[`${page}.html`]!;

it('a new conference with its PDF goes live: only the news pages are rendered again, no module rebuilt', async () => {
  const builds = buildTimes();
  const shopBefore = livePage('shop');
  expect(livePage('conferences')).not.toContain(CONFERENCE_TITLE);
  const response = await publish(contentCopy(addConference));
  expect(response.statusCode).toBe(200);
  const answer = response.json();
  expect(answer.version).toMatch(/^content-[0-9a-f]{12}$/);
  expect(answer.collections).toEqual(['news']);
  expect([...answer.pages].sort()).toEqual([
    '/',
    '/pages/ActualitesAAMTDM',
    '/pages/ActualitesMusee',
    '/pages/Agenda',
    '/pages/sesconferences',
  ]);
  expect(readLiveSite(ctx.config.deployDir).content).toBe(answer.version);
  const released = path.join(ctx.config.deployDir, 'releases', 'content', answer.version);
  expect(fs.existsSync(path.join(released, 'media', 'documents', 'news', 'marsouins-madagascar.pdf'))).toBe(
    true,
  );
  for (const page of ['conferences', 'home', 'associationNews'])
    expect(livePage(page)).toContain(CONFERENCE_TITLE);
  // The page carries the content it was rendered with, for the browser that hydrates it.
  const carried = /<script type="application\/json" id="mtdm-content">(.*?)<\/script>/.exec(
    livePage('conferences'),
  )!;
  expect(
    (JSON.parse(carried[1]!) as { news: { title: string }[] }).news.some(
      (item) => item.title === CONFERENCE_TITLE,
    ),
  ).toBe(true);
  // The site search finds it: the release made the index again.
  const index = fs.readFileSync(
    path.join(currentStateDir(ctx.config.deployDir)!, 'prerendered', 'search-index.json'),
    'utf8',
  );
  expect(index).toContain(CONFERENCE_TITLE);
  expect(livePage('shop')).toBe(shopBefore);
  expect(buildTimes()).toEqual(builds);
});

it('the same content again is the same version, and changes nothing', async () => {
  const answer = (await publish(contentCopy(addConference))).json();
  expect(answer.version).toBe(readLiveSite(ctx.config.deployDir).content);
  expect(answer.collections).toEqual([]);
  expect(answer.pages).toEqual([]);
});

it('what a volunteer’s computer left in the folder is neither refused, nor published, nor a new version', async () => {
  const traces = [
    '.DS_Store',
    'news/._99-marsouins-madagascar.json',
    'media/Thumbs.db',
    'products/desktop.ini',
  ];
  const answer = await publish(
    contentCopy((content) => {
      addConference(content);
      for (const trace of traces) fs.writeFileSync(path.join(content, trace), Buffer.from([0, 5, 22, 7]));
    }),
  );
  expect(answer.statusCode).toBe(200);
  expect(answer.json().version).toBe(readLiveSite(ctx.config.deployDir).content);
  const released = path.join(ctx.config.deployDir, 'releases', 'content', answer.json().version);
  for (const trace of traces)
    expect([trace, fs.existsSync(path.join(released, trace))]).toEqual([trace, false]);
  expect((await ctx.app.inject({ url: '/content/media/Thumbs.db' })).statusCode).toBe(404);
});

it('records what each release was: its commit, uncommitted changes, lockfile and builder', async () => {
  const history = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/deployments/content',
        headers: { host: 'localhost', authorization: `Bearer ${releaseTokens.content}` },
      })
    ).json().history as Record<string, unknown>[];
  const said = {
    'x-deploy-commit': 'a1b2c3d4e5f6',
    'x-deploy-dirty': 'yes',
    'x-deploy-lockfile': 'f'.repeat(64),
    'x-deploy-builder': encodeURIComponent('Claire Boutique@poste-boutique'),
  };
  const root = contentCopy(addConference);
  await deploy(ctx, 'content', await archiveOf(root, ['content']), releaseTokens.content, said);
  expect((await history())[0]).toMatchObject({
    commit: 'a1b2c3d4e5f6',
    dirtyTree: true,
    lockfileDigest: 'f'.repeat(64),
    builder: 'Claire Boutique@poste-boutique',
  });
  // What a deployer says out of shape is not written into the history.
  await deploy(ctx, 'content', await archiveOf(root, ['content']), releaseTokens.content, {
    'x-deploy-dirty': 'peut-être',
    'x-deploy-lockfile': 'pas-un-condensé',
    'x-deploy-builder': encodeURIComponent('ligne\nsuivante'),
  });
  expect((await history())[0]).toMatchObject({ dirtyTree: null, lockfileDigest: null, builder: null });
});

/**
 * Every live page's HTML without the content block it carries (which names every detail), the day it
 * was rendered on (a release after midnight renders on another day) and the numbers styled-components
 * gives its style groups in the order a render meets them (they follow the pages rendered before).
 */
const livePagesWithoutContent = () =>
  Object.fromEntries(
    Object.entries(livePages(ctx)).map(([file, html]) => [
      file,
      html
        .replace(/<script type="application\/json" id="mtdm-content">.*?<\/script>/, '')
        .replace(/ data-rendered-on="[\d-]+"/, '')
        .replace(/data-styled\.g\d+/g, 'data-styled.g'),
    ]),
  );

it('the association’s RNA number renders every page again, and changes the legal page only', async () => {
  const before = livePagesWithoutContent();
  const response = await publish(
    contentCopy((content) => {
      addConference(content);
      const file = path.join(content, 'association.json');
      writeJson(file, { ...readJson(file), rnaNumber: 'W831000123' });
    }),
  );
  expect(response.statusCode).toBe(200);
  expect(response.json().collections).toEqual(['association']);
  // Every page but the frame's own (not-found and search, in French and English).
  expect(response.json().pages).toHaveLength(allPages - 4);
  expect(livePage('legalInformation')).toContain('W831000123');
  const after = livePagesWithoutContent();
  expect(Object.keys(after).filter((file) => after[file] !== before[file])).toEqual([
    'legalInformation.html',
  ]);
});

const brokenChanges: [string, (content: string) => void, string][] = [
  [
    'a missing field',
    (content) => {
      const file = path.join(content, 'news', '01-bazeilles-derniere-cartouche.json');
      const { description: _description, ...rest } = readJson(file);
      writeJson(file, rest);
    },
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « description » : ce champ obligatoire manque.',
  ],
  [
    'a date in the wrong format',
    (content) => {
      const file = path.join(content, 'news', '01-bazeilles-derniere-cartouche.json');
      writeJson(file, { ...readJson(file), date: '2019-03-14' });
    },
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « date » :',
  ],
  [
    'a title whose letters a hidden mark reverses',
    (content) => {
      const file = path.join(content, 'news', '01-bazeilles-derniere-cartouche.json');
      writeJson(file, { ...readJson(file), title: 'Conférence : \u202eettuoc' });
    },
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : \u202eettuoc », champ « title » : ce texte contient un caractère invisible',
  ],
  [
    'a PDF that is missing',
    (content) =>
      fs.rmSync(path.join(content, 'media', 'documents', 'news', '01-bazeilles-derniere-cartouche.pdf')),
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « pdfPath » : le fichier documents/news/01-bazeilles-derniere-cartouche.pdf manque dans content/media.',
  ],
  [
    'an image over its byte budget',
    (content) =>
      fs.appendFileSync(
        path.join(content, 'media', 'images', 'products', 'casquette-ancre-d-or.svg'),
        `<!-- ${'x'.repeat(310 * 1024)} -->`,
      ),
    'content/products/01-casquette-ancre-d-or.json, entrée « Casquette brodée ancre d’or », champ « image » : le fichier pèse',
  ],
  [
    'a page dropped among the media',
    (content) =>
      fs.writeFileSync(
        path.join(content, 'media', 'documents', 'page.html'),
        '<script>fetch("/api")</script>',
      ),
    'content/media/documents/page.html, entrée « — », champ « — » : ce fichier n’est ni une image (SVG, JPEG, PNG, WebP) ni un PDF',
  ],
  [
    'a script dropped among the media',
    (content) =>
      fs.writeFileSync(path.join(content, 'media', 'images', 'outil.js'), 'alert(document.cookie)'),
    'content/media/images/outil.js, entrée « — », champ « — » : ce fichier n’est ni une image (SVG, JPEG, PNG, WebP) ni un PDF',
  ],
  [
    'a drawing whose script hides behind a namespace prefix',
    (content) =>
      fs.writeFileSync(
        path.join(content, 'media', 'images', 'products', 'casquette-ancre-d-or.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>fetch("/api")</s:script></svg>',
      ),
    'content/products/01-casquette-ancre-d-or.json, entrée « Casquette brodée ancre d’or », champ « image » : le fichier images/products/casquette-ancre-d-or.svg : ce dessin est refusé : il contient un script.',
  ],
  [
    'an article whose PDF runs code when opened',
    (content) =>
      fs.writeFileSync(
        path.join(content, 'media', 'documents', 'news', '01-bazeilles-derniere-cartouche.pdf'),
        '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      ),
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « pdfPath » : le fichier documents/news/01-bazeilles-derniere-cartouche.pdf : ce document est refusé : il contient du code (JavaScript).',
  ],
  [
    'a photograph the server cannot decode',
    (content) => {
      // A JPEG whose header is whole and whose picture is cut off.
      fs.writeFileSync(
        path.join(content, 'media', 'images', 'products', 'coupee.jpg'),
        Buffer.from([
          0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
          0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03, 0x01, 0x22,
          0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
        ]),
      );
      const file = path.join(content, 'products', '01-casquette-ancre-d-or.json');
      writeJson(file, { ...readJson(file), image: 'images/products/coupee.jpg' });
    },
    'content/media/images/products/coupee.jpg : cette image ne peut pas être lue',
  ],
  [
    'a picture named by its folder, which no check may read as a file',
    (content) => {
      const file = path.join(content, 'news', '01-bazeilles-derniere-cartouche.json');
      writeJson(file, { ...readJson(file), image: 'images/news/..' });
    },
    'content/news/01-bazeilles-derniere-cartouche.json, entrée « Conférence : Bazeilles, la dernière cartouche », champ « image » : un fichier du dossier images/news est attendu.',
  ],
  [
    'a product whose file name cannot be its page’s address',
    (content) =>
      fs.renameSync(
        path.join(content, 'products', '01-casquette-ancre-d-or.json'),
        path.join(content, 'products', '01-Casquette Ancre.json'),
      ),
    'content/products/01-Casquette Ancre.json, entrée « Casquette Ancre », champ « — » : ce nom de fichier ne peut pas servir d’adresse : des minuscules sans accent',
  ],
  [
    'a price that is not a number',
    (content) => {
      const file = path.join(content, 'products', '01-casquette-ancre-d-or.json');
      writeJson(file, { ...readJson(file), price: '18 €' });
    },
    'content/products/01-casquette-ancre-d-or.json, entrée « Casquette brodée ancre d’or », champ « price » : un prix en euros est attendu (un nombre, 18 ou 12.5).',
  ],
];

it.each(brokenChanges)(
  '%s is refused, naming file, entry and field, and nothing changes',
  async (_name, change, problem) => {
    const live = currentStateDir(ctx.config.deployDir);
    const response = await publish(contentCopy(change));
    expect(response.statusCode).toBe(422);
    const problems = response.json().problems as string[];
    // Compared with ordinary spaces (the messages carry French no-break spaces).
    expect(problems.some((line) => plainSpaces(line).startsWith(plainSpaces(problem)))).toBe(true);
    expect(currentStateDir(ctx.config.deployDir)).toBe(live);
  },
);

it('going back to the site’s own content takes the conference off the pages', async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/deployments/content/rollback',
    headers: { host: 'localhost', authorization: `Bearer ${releaseTokens.content}` },
    payload: { to: 'dist' },
  });
  expect(response.statusCode).toBe(200);
  // The server's own folder, published again as a snapshot: the same files, the same version as at start.
  expect(readLiveSite(ctx.config.deployDir)).toMatchObject({ content: ownSnapshot, ownContent: true });
  expect(livePage('conferences')).not.toContain(CONFERENCE_TITLE);
});

it('a product taken off the shop takes its page with it; a photograph given to another is made in every width at once', async () => {
  const pages = () => Object.keys(livePages(ctx));
  expect(pages()).toContain('shop--mug-bazeilles.html');
  const response = await publish(
    contentCopy((content) => {
      const products = path.join(content, 'products');
      fs.rmSync(
        path.join(
          products,
          fs.readdirSync(products).find((file) => file.endsWith('mug-bazeilles.json'))!,
        ),
      );
      // A real photograph of the helmet, beside its drawing.
      const photo = path.join(content, 'media', 'images', 'products', 'casque.png');
      fs.copyFileSync(path.join(repoRoot, 'shell', 'public', 'partage-1200x630.png'), photo);
      const file = path.join(products, '15-casque-colonial-replique.json');
      writeJson(file, {
        ...readJson(file),
        photograph: 'images/products/casque.png',
        photographAlt: 'Le casque colonial posé sur un présentoir.',
      });
    }),
  );
  expect(response.statusCode).toBe(200);
  const version = response.json().version as string;
  expect(pages()).not.toContain('shop--mug-bazeilles.html');
  expect(pages()).toContain('shop--casque-colonial-replique.html');
  expect(livePages(ctx)['shop--casque-colonial-replique.html']).toContain(
    '/content/media/images/products/casque.png?w=800',
  );
  const variants = path.join(ctx.config.deployDir, 'media-variants', version, 'images', 'products');
  expect(fs.readdirSync(variants).sort()).toEqual([
    'casque.png.200.webp',
    'casque.png.400.webp',
    'casque.png.800.webp',
  ]);
});
