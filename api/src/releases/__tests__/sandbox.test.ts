// A team's build runs in the release renderer's sandbox: everything a hostile build tries beyond its
// own pages fails, while its release (and a normal one) still goes live.
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from '../../__tests__/support/harness';
import {
  archiveOf,
  copyBuild,
  createReleaseSite,
  deploy,
  livePages,
} from '../../__tests__/support/release-site';
import { hostileShop, lootOf, shopListingItems, throwingShop } from './hostile-build';

jest.setTimeout(120_000);
let ctx: TestContext;
/**
 * Secrets the server holds: the deployment tokens, the SMTP address (the harness's), the monitoring's
 * token, and the documents' link secret drawn into a file beside the database.
 */
const SECRETS = { HEALTH_TOKEN: 'h'.repeat(48) };

beforeAll(async () => {
  ctx = await createReleaseSite(SECRETS);
});
afterAll(() => ctx.close());

const alive = (pid: number) =>
  fs.existsSync(`/proc/${pid}`) && !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));

it('a hostile build reads no secret or database, writes nothing outside its output, starts nothing, signals nothing and does not outlive its release', async () => {
  const museumBefore = livePages(ctx)['museumInBrief.html'];
  const marker = path.join(os.tmpdir(), `mtdm-sandbox-marker-${process.pid}`);
  const live = fs.realpathSync(path.join(ctx.config.deployDir, 'current'));
  const secret = path.join(path.dirname(ctx.config.databasePath), 'document-link-secret');
  expect(fs.existsSync(secret)).toBe(true);
  const build = hostileShop({
    database: ctx.config.databasePath,
    secret,
    museumPage: path.join(live, 'prerendered', 'museumInBrief.html'),
    marker,
  });
  const response = await deploy(ctx, 'mfe-shop', await archiveOf(build.root));
  expect(response.json()).toMatchObject({ success: true });

  const loot = lootOf(livePages(ctx)['shop.html']!)!;
  expect(loot).toBeDefined();
  // Its environment names no token, secret, database, mail or provider setting: the mode, and the
  // server's time zone when it has one set.
  expect(loot.env).toEqual(['NODE_ENV', ...(process.env.TZ ? ['TZ'] : [])]);
  for (const attempt of [
    'database',
    'secret',
    'passwd',
    'writeBeside',
    'museumPage',
    'spawn',
    'worker',
    'addon',
  ])
    expect([attempt, loot[attempt]]).toEqual([attempt, { ok: false, code: 'ERR_ACCESS_DENIED' }]);
  // Under a user of its own (the tests run as root, as the server does in production), it can
  // signal neither the server nor pid 1: the server opened no inspector.
  for (const attempt of ['signalParent', 'probeParent', 'probeInit'])
    expect([attempt, loot[attempt]]).toEqual([attempt, { ok: false, code: 'EPERM' }]);
  expect(inspector.url()).toBeUndefined();
  expect(fs.existsSync(marker)).toBe(false);
  expect(livePages(ctx)['museumInBrief.html']).toBe(museumBefore);
  // Its renderer is gone, whatever it did to stay.
  expect(alive(loot.pid)).toBe(false);
});

it('a page that throws while rendered, even inside the loading boundary, fails the release with the page and the error', async () => {
  const before = livePages(ctx);
  const response = await deploy(ctx, 'mfe-shop', await archiveOf(throwingShop().root));
  expect(response.statusCode).toBe(422);
  expect(response.json().message).toMatch(/La page shop ne peut pas être pré-rendue\s: rendu impossible/);
  expect(livePages(ctx)).toEqual(before);
});

it('a build naming the pages of its items out of bounds is refused, the page and the reason named', async () => {
  const before = livePages(ctx);
  const head = (item: string) => ({ item, title: 'Article', description: 'Un article.' });
  for (const [items, reason] of [
    [[head('../../current/shop')], /nom d’élément refusé\s: \.\.\/\.\.\/current\/shop/],
    [[head('mug'), head('mug')], /l’élément mug est listé deux fois/],
    [Array.from({ length: 501 }, (_, index) => head(`article-${index}`)), /501 éléments, 500 au plus/],
    [[{ item: 'mug', title: 42 }], /l’élément mug n’a pas de titre ou de description/],
    ['pas une liste', /la liste des éléments n’est pas un tableau/],
  ] as const) {
    const response = await deploy(ctx, 'mfe-shop', await archiveOf(shopListingItems(items).root));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/La page shop ne peut pas être pré-rendue/);
    expect(response.json().message).toMatch(reason);
  }
  expect(livePages(ctx)).toEqual(before);
});

it('a normal build of the shop still goes live after them', async () => {
  const response = await deploy(ctx, 'mfe-shop', await archiveOf(copyBuild('mfe-shop').root));
  expect(response.statusCode).toBe(200);
  expect(lootOf(livePages(ctx)['shop.html']!)).toBeUndefined();
});
