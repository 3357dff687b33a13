// What is shown is what is charged: the pages and the api read the same published snapshot of the
// content, never the folder being edited. A price edited in the folder the server reads changes
// nothing until it is published; published, the page and the payment agree on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from '../../__tests__/support/harness';
import { cartLine, shopPayload } from '../../__tests__/support/fixtures';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import {
  archiveOf,
  createReleaseSite,
  deploy,
  livePages,
  repoRoot,
} from '../../__tests__/support/release-site';
import { mediaVariantsDir, readLiveSite } from '../layout';

jest.setTimeout(120_000);
let ctx: TestContext;
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-edited-content-'));
const productFile = path.join(copy, 'content', 'products', '01-casquette-ancre-d-or.json');
const payments = paymentCalls(() => ctx);
/** One cap, sent by post (6,75 €), as the shop computes it at `price`. */
const capAt = (price: number) =>
  shopPayload([{ ...cartLine('casquette-ancre-d-or', 1), price }], price + 6.75, 6.75);

beforeAll(async () => {
  fs.cpSync(path.join(repoRoot, 'content'), path.join(copy, 'content'), { recursive: true });
  ctx = await createReleaseSite({ CONTENT_DIR: path.join(copy, 'content') });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(copy, { recursive: true, force: true });
});

it('the server’s own content is live as a snapshot, not as the folder itself', () => {
  const live = readLiveSite(ctx.config.deployDir);
  expect(live.content).toMatch(/^content-[0-9a-f]{12}$/);
  expect(live.ownContent).toBe(true);
  expect(ctx.app.services.config.contentDir).toBe(path.join(copy, 'content'));
});

it('an edit of the folder changes neither the page nor the price charged until it is published', async () => {
  fs.writeFileSync(
    productFile,
    JSON.stringify({ ...JSON.parse(fs.readFileSync(productFile, 'utf8')), price: 19.5 }),
  );
  expect(livePages(ctx)['shop.html']).toContain('18,00');
  expect((await payments.start('shop', capAt(18))).statusCode).toBe(200);
  expect((await payments.start('shop', capAt(19.5))).statusCode).toBe(400);
});

it('published, the page shows the new price and the payment accepts it (and no longer the old one)', async () => {
  // A width made of a photograph of the snapshot live until now.
  const oldVariants = mediaVariantsDir(ctx.config.deployDir, readLiveSite(ctx.config.deployDir).content);
  fs.mkdirSync(path.join(oldVariants, 'images'), { recursive: true });
  fs.writeFileSync(path.join(oldVariants, 'images', 'photo.jpg.400.webp'), 'RIFF');
  const started = Date.now();
  const response = await deploy(ctx, 'content', await archiveOf(copy, ['content']));
  const elapsed = Date.now() - started;
  expect(response.statusCode).toBe(200);
  expect(response.json().collections).toEqual(['products']);
  const shop = livePages(ctx)['shop.html']!;
  expect(shop).toMatch(/19,50/);
  expect(shop).not.toMatch(/Casquette brodée ancre d’or[^€]*18,00/);
  expect((await payments.start('shop', capAt(19.5))).statusCode).toBe(200);
  expect((await payments.start('shop', capAt(18))).statusCode).toBe(400);
  console.info(`prix publié et payable en ${elapsed} ms`);
  // The widths made for the snapshot no longer live are gone.
  expect(fs.existsSync(oldVariants)).toBe(false);
});
