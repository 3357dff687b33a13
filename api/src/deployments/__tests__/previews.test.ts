import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { previewDir, writePreviewRecord, type PreviewRecord } from '../../releases/previews';
import { previewMessages } from '../deploy-preview';
import { previewLinkTexts } from '../preview-link-routes';
import { PREVIEW_COOKIE, previewLink } from '../preview-pass';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';
import { writeBuiltShell } from '../../__tests__/support/built-shell';

const shop = 's'.repeat(40);
const VOLUNTEER = 'apercu.espace@example.org';
let ctx: TestContext;
let secret: string;

beforeAll(async () => {
  ctx = await createTestContext({
    DEPLOY_TOKEN_MFE_SHOP: shop,
    VOLUNTEERS_FILE: volunteersFile([{ email: VOLUNTEER, name: 'Vincent Bénévole', roles: ['boutique'] }]),
  });
  secret = (ctx.app as unknown as { services: { documentLinkSecret: string } }).services.documentLinkSecret;
});
afterAll(() => ctx.close());

const local = { host: 'localhost' };
const HOUR = 3_600_000;

const SHOP = { module: 'mfe-shop', segment: 'shop', federationName: 'mfe_shop', pages: ['/pages/Boutique'] };

/** A preview of a module (the shop unless told) as the server keeps one: its record and one file. */
function keptPreview(id: string, expiresIn = HOUR, module = SHOP): PreviewRecord {
  const record: PreviewRecord = {
    id,
    module: module.module,
    segment: module.segment,
    federationName: module.federationName,
    version: `${id.slice(0, 12)}`,
    documents: [],
    pages: module.pages,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + expiresIn).toISOString(),
    tokenName: 'équipe boutique',
    commit: 'c0ffee',
    dirtyTree: false,
    lockfileDigest: null,
    builder: null,
    inlineScripts: [],
  };
  const folder = previewDir(ctx.config.deployDir, id);
  fs.mkdirSync(path.join(folder, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'dist', 'remoteEntry.js'), `var ${module.federationName} = "aperçu";`);
  writePreviewRecord(folder, record);
  return record;
}

const relative = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Opens a link; the cookie it leaves, if any. */
async function open(link: string) {
  const answer = await ctx.app.inject({ url: relative(link), headers: local });
  const cookie = String(answer.headers['set-cookie'] ?? '');
  return { answer, cookie: cookie.split(';')[0]! };
}

it('opens a preview only by its signed link; the cookie serves its files to that browser alone', async () => {
  const record = keptPreview('0123456789abcdef');
  const link = previewLink('http://localhost', secret, record);
  const { answer, cookie } = await open(link);
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe('/pages/Boutique');
  expect(cookie.startsWith(`${PREVIEW_COOKIE}=${record.id}.`)).toBe(true);
  expect(answer.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax/);

  const entry = `/mfe/shop/releases/${record.version}/remoteEntry.js`;
  const withCookie = await ctx.app.inject({ url: entry, headers: { ...local, cookie } });
  expect(withCookie.statusCode).toBe(200);
  expect(withCookie.body).toBe('var mfe_shop = "aperçu";');
  expect(withCookie.headers['cache-control']).toBe('private, no-store');
  expect((await ctx.app.inject({ url: entry, headers: local })).statusCode).toBe(404);

  const remotes = await ctx.app.inject({ url: '/remotes.json', headers: { ...local, cookie } });
  expect(remotes.json().mfe_shop).toBe(`/mfe/shop/releases/${record.version}/mf-manifest.json`);
  expect(remotes.headers['cache-control']).toBe('private, no-store');
  const live = await ctx.app.inject({ url: '/remotes.json', headers: local });
  expect(live.json().mfe_shop).toBe('/mfe/shop/mf-manifest.json');
});

it('refuses a link or a cookie changed by hand, stretched, or of a preview past its end', async () => {
  const record = keptPreview('1123456789abcdef');
  const link = previewLink('http://localhost', secret, record);
  const forged = link.replace(
    /signature=([0-9a-f])/,
    (_, first: string) => `signature=${first === '0' ? '1' : '0'}`,
  );
  const refused = await open(forged);
  expect(refused.answer.statusCode).toBe(403);
  expect(refused.answer.body).toContain(previewLinkTexts.invalid);
  expect(refused.cookie).toBe('');
  const stretched = link.replace(/fin=(\d+)/, (_, end: string) => `fin=${Number(end) + HOUR}`);
  expect((await open(stretched)).answer.statusCode).toBe(403);

  const { cookie } = await open(link);
  const entry = `/mfe/shop/releases/${record.version}/remoteEntry.js`;
  const [name, value] = cookie.split('=');
  const tampered = `${name}=${value!.replace(/\.(\d+)\./, (_, end: string) => `.${Number(end) + 1}.`)}`;
  expect((await ctx.app.inject({ url: entry, headers: { ...local, cookie: tampered } })).statusCode).toBe(
    404,
  );

  const ended = keptPreview('2123456789abcdef', -1000);
  expect((await open(previewLink('http://localhost', secret, ended))).answer.statusCode).toBe(403);
});

it('leaves the preview by the banner’s button, back to a page of this site only', async () => {
  const leave = async (retour: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/apercu/quitter',
      headers: { ...local, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `retour=${encodeURIComponent(retour)}`,
    });
  const back = await leave('/pages/Boutique');
  expect(back.statusCode).toBe(303);
  expect(back.headers.location).toBe('/pages/Boutique');
  expect(back.headers['set-cookie']).toMatch(new RegExp(`^${PREVIEW_COOKIE}=; Path=/; Max-Age=0`));
  expect((await leave('//ailleurs.example.org')).headers.location).toBe('/');
  expect((await leave('https://ailleurs.example.org')).headers.location).toBe('/');
});

it('discards a preview with the module’s token: its link opens nothing after; an unknown one is said', async () => {
  const record = keptPreview('3123456789abcdef');
  const link = previewLink('http://localhost', secret, record);
  const headers = { ...local, authorization: `Bearer ${shop}` };
  const discarded = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/deployments/mfe-shop/previews/${record.id}`,
    headers,
  });
  expect(discarded.statusCode).toBe(200);
  expect(discarded.json().message).toBe(previewMessages.discarded('mfe-shop', record.id));
  expect((await open(link)).answer.statusCode).toBe(403);
  const again = await ctx.app.inject({
    method: 'POST',
    url: `/api/deployments/mfe-shop/previews/${record.id}/promote`,
    headers,
  });
  expect(again.statusCode).toBe(422);
  expect(again.json().problems).toEqual([previewMessages.unknown(record.id)]);
  const listing = await ctx.app.inject({ url: '/api/deployments/mfe-shop', headers });
  expect(listing.json().history[0]).toMatchObject({
    action: 'discard',
    result: 'discarded',
    version: record.version,
  });
});

it('previews only the modules the shell loads', async () => {
  const content = await ctx.app.inject({
    method: 'POST',
    url: '/api/deployments/content/previews',
    headers: { ...local, authorization: `Bearer ${shop}`, 'content-type': 'application/gzip' },
    payload: Buffer.alloc(0),
  });
  // The shop's token cannot even ask for the content.
  expect(content.statusCode).toBe(403);
});

it('shows a signed-in space’s preview in the space’s own document, to its signed-in holder alone', async () => {
  writeBuiltShell(ctx.config.siteRoot);
  const space = {
    module: 'mfe-volunteers',
    segment: 'volunteers',
    federationName: 'mfe_volunteers',
    pages: [],
  };
  const record = keptPreview('3123456789abcdef', HOUR, space);
  const { answer, cookie } = await open(previewLink('http://localhost', secret, record));
  // The link leads to the space, which asks to sign in first.
  expect(answer.headers.location).toBe('/benevoles/');
  // No public page names the space, even to the preview's holder.
  const remotes = await ctx.app.inject({ url: '/remotes.json', headers: { ...local, cookie } });
  expect(remotes.json()).not.toHaveProperty('mfe_volunteers');
  // The previewed files: with the cookie and the session, not with the cookie alone.
  const session = (await signInVolunteer(ctx, VOLUNTEER)).cookie;
  const entry = `/mfe/volunteers/releases/${record.version}/remoteEntry.js`;
  expect((await ctx.app.inject({ url: entry, headers: { ...local, cookie } })).statusCode).toBe(404);
  const file = await ctx.app.inject({ url: entry, headers: { ...local, cookie: `${cookie}; ${session}` } });
  expect(file.statusCode).toBe(200);
  expect(file.body).toBe('var mfe_volunteers = "aperçu";');

  const bootOf = (body: string) => JSON.parse(/id="mtdm-boot-data">([^<]*)</.exec(body)![1]!);
  const previewed = await ctx.app.inject({
    url: '/benevoles/commandes',
    headers: { ...local, accept: 'text/html', cookie: `${cookie}; ${session}` },
  });
  expect(previewed.statusCode).toBe(200);
  expect(bootOf(previewed.body).remotes).toEqual({
    mfe_volunteers: `/mfe/volunteers/releases/${record.version}/mf-manifest.json`,
  });
  expect(previewed.body).toContain(`Aperçu de mfe-volunteers, version ${record.version}`);
  expect(previewed.body).toContain('name="retour" value="/benevoles/commandes"');
  expect(previewed.headers['cache-control']).toBe('private, no-store');
  // The same volunteer without the cookie: the live module, no banner.
  const live = await ctx.app.inject({
    url: '/benevoles/commandes',
    headers: { ...local, accept: 'text/html', cookie: session },
  });
  expect(bootOf(live.body).remotes).toEqual({ mfe_volunteers: '/mfe/volunteers/mf-manifest.json' });
  expect(live.body).not.toContain('data-preview');
  fs.rmSync(path.join(ctx.config.siteRoot, 'shell'), { recursive: true, force: true });
});
