import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { REPOSITORY_CONTENT, testContentFolder } from '../../__tests__/support/content-folder';
import { IMMUTABLE, NO_CACHE } from '../cache-policy';
import { writeBuiltShell } from '../../__tests__/support/built-shell';

let app: FastifyInstance;
let root: string;
let deployDir: string;
let ownContent: string;

/** A live state naming `content` as the live content release, as a content release leaves it. */
function makeLiveContent(content: string | null): void {
  const state = path.join(deployDir, 'states', `s-${Math.random().toString(16).slice(2)}`);
  fs.mkdirSync(path.join(state, 'prerendered'), { recursive: true });
  fs.writeFileSync(path.join(state, 'site.json'), JSON.stringify({ shell: null, remotes: {}, content }));
  fs.rmSync(path.join(deployDir, 'current'), { force: true });
  fs.symlinkSync(path.relative(deployDir, state), path.join(deployDir, 'current'));
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-content-site-'));
  writeBuiltShell(root);
  deployDir = path.join(root, '.deploy');
  ownContent = testContentFolder();
  app = await buildApp(loadConfig({ SITE_ROOT: root, DEPLOY_DIR: deployDir, CONTENT_DIR: ownContent }));
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(ownContent, { recursive: true, force: true });
});

const bootDataOf = (page: string) =>
  JSON.parse(/id="mtdm-boot-data">(.*?)<\/script>/.exec(page)?.[1] ?? 'null') as { contentVersion?: unknown };

describe('the site’s own content (no content release yet)', () => {
  it('serves a collection as JSON at /content/repo/<collection>.json, revalidated', async () => {
    const response = await app.inject({ url: '/content/repo/news.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    const ids = (response.json() as { id: string }[]).map((item) => item.id);
    expect(ids).toEqual(
      expect.arrayContaining(
        fs.readdirSync(path.join(REPOSITORY_CONTENT, 'news')).map((file) => file.replace(/\.json$/, '')),
      ),
    );
  });

  it('answers 404 for an unknown collection or a name without .json', async () => {
    expect((await app.inject({ url: '/content/repo/secrets.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/content/repo/news' })).statusCode).toBe(404);
  });

  it('serves a medium from content/media, and nothing outside it', async () => {
    const medium = fs
      .readdirSync(path.join(REPOSITORY_CONTENT, 'media', 'images'), { recursive: true })
      .map(String)
      .find((file) => file.endsWith('.svg') || file.endsWith('.jpg') || file.endsWith('.webp'));
    const response = await app.inject({ url: `/content/media/images/${medium}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(
      fs.readFileSync(path.join(REPOSITORY_CONTENT, 'media', 'images', medium!)),
    );
    expect((await app.inject({ url: '/content/media/../association.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/content/media/%2e%2e/association.json' })).statusCode).toBe(404);
  });

  it('serves nothing a file manager left among the media, and the content still reads', async () => {
    const traces = ['Thumbs.db', 'images/desktop.ini', 'images/._visuel.svg'];
    for (const trace of traces) fs.writeFileSync(path.join(ownContent, 'media', trace), '<svg/>');
    try {
      for (const trace of traces)
        expect([trace, (await app.inject({ url: `/content/media/${trace}` })).statusCode]).toEqual([
          trace,
          404,
        ]);
      expect((await app.inject({ url: '/content/repo/news.json' })).statusCode).toBe(200);
    } finally {
      for (const trace of traces) fs.rmSync(path.join(ownContent, 'media', trace));
    }
  });

  it('shows a browser the site’s not-found page for a document no longer published, and a picture JSON', async () => {
    const document = 'documents/news/09-gallieni-madagascar.pdf';
    const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const published = await app.inject({ url: `/content/media/${document}`, headers: navigation });
    expect([published.statusCode, published.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(published.headers['content-security-policy']).toMatch(/^sandbox;/);

    const removed = await app.inject({
      url: '/content/media/documents/news/programme-2019.pdf',
      headers: navigation,
    });
    expect(removed.statusCode).toBe(404);
    expect(removed.headers['content-type']).toMatch(/^text\/html/);
    expect(removed.headers['content-security-policy']).not.toContain('sandbox');
    expect(removed.body).toContain('<div id="root">');

    const picture = await app.inject({
      url: '/content/media/images/disparue.jpg',
      headers: { accept: 'image/avif,image/webp,*/*;q=0.8' },
    });
    expect(picture.statusCode).toBe(404);
    expect(picture.json()).toEqual({ message: 'Ressource introuvable' });
  });

  it('tells the page there is no content release (boot data contentVersion null)', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(bootDataOf(page.body).contentVersion).toBeNull();
  });
});

describe('a live content release', () => {
  beforeAll(() => {
    const release = path.join(deployDir, 'releases', 'content', 'v2');
    fs.mkdirSync(path.dirname(release), { recursive: true });
    fs.cpSync(ownContent, release, { recursive: true, dereference: true });
    const practical = JSON.parse(fs.readFileSync(path.join(release, 'practical.json'), 'utf8'));
    fs.writeFileSync(
      path.join(release, 'practical.json'),
      JSON.stringify({ ...practical, receptionPhone: '04 94 00 00 99' }),
    );
    makeLiveContent('v2');
  });

  it('serves the release’s collections, kept for ever under the live version, revalidated under another', async () => {
    const live = await app.inject({ url: '/content/v2/practical.json' });
    expect(live.json()).toMatchObject({ receptionPhone: '04 94 00 00 99' });
    expect(live.headers['cache-control']).toBe(IMMUTABLE);
    const older = await app.inject({ url: '/content/v1/practical.json' });
    expect(older.json()).toMatchObject({ receptionPhone: '04 94 00 00 99' });
    expect(older.headers['cache-control']).toBe(NO_CACHE);
  });

  it('names the live release in the boot data of every page', async () => {
    const page = await app.inject({ url: '/pages/laboutique', headers: { accept: 'text/html' } });
    expect(bootDataOf(page.body).contentVersion).toBe('v2');
  });
});

describe('a photograph dropped in content/media', () => {
  const photo = 'images/products/photo-du-mug.jpg';

  beforeAll(async () => {
    // A real 1,600 × 1,200 JPEG, as a camera or a phone gives it.
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1f3a5f' } })
      .jpeg()
      .toBuffer();
    // Into the live content release (made by the describe above): what the server serves.
    fs.writeFileSync(path.join(deployDir, 'releases', 'content', 'v2', 'media', photo), jpeg);
  }, 30_000);

  it.each([200, 400, 800])('is served %i pixels wide as WebP, made once then kept', async (width) => {
    const first = await app.inject({ url: `/content/media/${photo}?w=${width}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const { width: made, format } = await sharp(first.rawPayload).metadata();
    expect([made, format]).toEqual([width, 'webp']);
    const cached = fs.readdirSync(path.join(deployDir, 'media-variants'));
    const again = await app.inject({ url: `/content/media/${photo}?w=${width}` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fs.readdirSync(path.join(deployDir, 'media-variants'))).toEqual(cached);
  });

  it('refuses a width the site does not make, and serves the original without ?w', async () => {
    expect((await app.inject({ url: `/content/media/${photo}?w=1234` })).statusCode).toBe(400);
    const original = await app.inject({ url: `/content/media/${photo}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  it('serves a drawing as it is, whatever width is asked', async () => {
    const drawing = await app.inject({ url: '/content/media/images/products/mug-ancre-d-or.svg?w=400' });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers 404 for a photograph that is not there', async () => {
    expect((await app.inject({ url: '/content/media/images/products/absente.jpg?w=400' })).statusCode).toBe(
      404,
    );
  });
});

describe('media as media, and photographs that cannot exhaust the server', () => {
  const live = () => path.join(deployDir, 'releases', 'content', 'v2', 'media');

  it('serves every medium in a sandbox, never sniffed: a drawing runs nothing, a PDF may sit in the site’s frame', async () => {
    const drawing = await app.inject({ url: '/content/media/images/products/mug-ancre-d-or.svg' });
    expect(drawing.headers['x-content-type-options']).toBe('nosniff');
    expect(drawing.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
    );
    const pdf = await app.inject({
      url: '/content/media/documents/news/01-bazeilles-derniere-cartouche.pdf',
    });
    expect(pdf.headers['content-security-policy']).toMatch(
      /^sandbox; default-src 'none';.*frame-ancestors 'self'$/,
    );
  });

  it('answers 415, never 500, for a photograph it cannot decode', async () => {
    fs.writeFileSync(
      path.join(live(), 'images', 'products', 'coupee.jpg'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]),
    );
    const response = await app.inject({ url: '/content/media/images/products/coupee.jpg?w=400' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Cette image ne peut pas être lue par le serveur.');
  });

  it('makes a width once however many ask at the same time (30 first requests of a 49-million-pixel picture)', async () => {
    const big = 'images/products/grande-photo.png';
    await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#1f3a5f' } })
      .png()
      .toFile(path.join(live(), big));
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => app.inject({ url: `/content/media/${big}?w=800` })),
    );
    clearInterval(watch);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expect(answers.every((answer) => answer.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
    const made = fs.readdirSync(path.join(deployDir, 'media-variants', 'v2', 'images', 'products'));
    expect(made.filter((file) => file.startsWith('grande-photo.png.800'))).toEqual([
      'grande-photo.png.800.webp',
    ]);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    console.info(`30 premières demandes simultanées : mémoire ${mb(before)} → ${mb(peak)} Mo au plus`);
    expect(peak - before).toBeLessThan(400 * 1024 * 1024);
  }, 60_000);
});
