import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import {
  archiveMessages,
  ArchiveRefused,
  BUILD_FOLDERS,
  CONTENT_FOLDERS,
  unpackBuild,
} from '../deploy-archive';

type Entry = { name: string; content?: string; type?: 'symlink' | 'link' | 'directory'; linkname?: string };

/** A .tar.gz stream of the given entries, as hostile as a test wants it. */
function archive(entries: readonly Entry[]): Readable {
  const tar = pack();
  for (const entry of entries) {
    if (entry.type === 'symlink' || entry.type === 'link')
      tar.entry({ name: entry.name, type: entry.type, linkname: entry.linkname ?? '/etc/passwd' });
    else if (entry.type === 'directory') tar.entry({ name: entry.name, type: 'directory' });
    else tar.entry({ name: entry.name }, entry.content ?? '');
  }
  tar.finalize();
  return tar.pipe(createGzip());
}

let root: string;
let target: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-archive-'));
  target = path.join(root, 'staging', 'one');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ArchiveRefused ? error.message : `other: ${String(error)}`),
  );

it('unpacks dist/ and dist-server/ in place', async () => {
  await unpackBuild(
    archive([
      { name: 'dist/', type: 'directory' },
      { name: 'dist/remoteEntry.js', content: 'var mfe_shop;' },
      { name: 'dist-server/pages.js', content: 'exports.loadPages = () => ({});' },
    ]),
    target,
  );
  expect(fs.readFileSync(path.join(target, 'dist/remoteEntry.js'), 'utf8')).toBe('var mfe_shop;');
  expect(fs.existsSync(path.join(target, 'dist-server/pages.js'))).toBe(true);
});

it.each([
  ['dist/../../outside.js'],
  ['../outside.js'],
  ['/etc/cron.d/evil'],
  ['dist/..\\..\\outside.js'],
  ['node_modules/evil.js'],
])('refuses the path %s and leaves nothing behind', async (name) => {
  expect(await refusal(unpackBuild(archive([{ name, content: 'x' }]), target))).toBe(
    archiveMessages.unsafePath(name, BUILD_FOLDERS),
  );
  expect(fs.existsSync(target)).toBe(false);
  expect(fs.existsSync(path.join(root, 'outside.js'))).toBe(false);
});

it.each(['symlink', 'link'] as const)('refuses a %s', async (type) => {
  const message = await refusal(unpackBuild(archive([{ name: 'dist/remoteEntry.js', type }]), target));
  expect(message).toBe(archiveMessages.notAFile('dist/remoteEntry.js'));
  expect(fs.existsSync(target)).toBe(false);
});

it('refuses archives over their limits: entries (folders too), unpacked bytes, received bytes, time', async () => {
  const many = Array.from({ length: 4 }, (_, index) => ({ name: `dist/${index}.js`, content: 'x' }));
  const limits = {
    maxArchiveBytes: 1_000_000,
    maxUnpackedBytes: 1_000_000,
    maxEntries: 3,
    maxMilliseconds: 60_000,
  };
  expect(await refusal(unpackBuild(archive(many), target, limits))).toBe(archiveMessages.tooManyEntries(3));
  const folders = Array.from({ length: 4 }, (_, index) => ({
    name: `dist/${index}/`,
    type: 'directory' as const,
  }));
  expect(await refusal(unpackBuild(archive(folders), target, limits))).toBe(
    archiveMessages.tooManyEntries(3),
  );
  // Headers count: 20 empty files are 10 KB of tar, though they hold nothing.
  const empty = Array.from({ length: 20 }, (_, index) => ({ name: `dist/${index}.js`, content: '' }));
  expect(
    await refusal(
      unpackBuild(archive(empty), target, { ...limits, maxEntries: 100, maxUnpackedBytes: 8000 }),
    ),
  ).toMatch(/dépasse/);
  const stalled = new Readable({ read() {} });
  expect(await refusal(unpackBuild(stalled, target, { ...limits, maxMilliseconds: 200 }))).toBe(
    archiveMessages.tooSlow(200),
  );
  expect(fs.existsSync(target)).toBe(false);
  const big = [{ name: 'dist/big.js', content: 'x'.repeat(5000) }];
  expect(await refusal(unpackBuild(archive(big), target, { ...limits, maxUnpackedBytes: 4000 }))).toMatch(
    /dépasse/,
  );
  expect(await refusal(unpackBuild(archive(big), target, { ...limits, maxArchiveBytes: 10 }))).toMatch(
    /dépasse/,
  );
});

it('refuses what is not a gzip-compressed tar', async () => {
  expect(await refusal(unpackBuild(Readable.from([Buffer.from('pas une archive')]), target))).toBe(
    archiveMessages.unreadable(BUILD_FOLDERS),
  );
});

it('unpacks a content release’s content/ folder, and nothing else', async () => {
  const content = archive([
    { name: 'content/news/une-conference.json', content: '{}' },
    { name: 'content/media/documents/programme.pdf', content: '%PDF-1.4' },
  ]);
  await unpackBuild(content, target, undefined, CONTENT_FOLDERS);
  expect(fs.readFileSync(path.join(target, 'content/news/une-conference.json'), 'utf8')).toBe('{}');
  const build = archive([{ name: 'dist/remoteEntry.js', content: 'var x;' }]);
  expect(await refusal(unpackBuild(build, path.join(root, 'two'), undefined, CONTENT_FOLDERS))).toBe(
    'Chemin refusé dans l’archive : « dist/remoteEntry.js » (hors de content/, absolu ou remontant).',
  );
});
