// The signed-in spaces' code is theirs: a space's module files go to whom holds its session (and to
// the server's own check of a release), never to anyone else, however the address is written, and
// never into a shared cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicRemoteModules, signedInRemoteModules } from '@mtdm/shared/federation';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { payMembership } from '../../__tests__/support/payment-calls';
import { signInMember } from '../../__tests__/support/member-session';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';
import { localFetch } from '../../deployments/local-fetch';
import { highestBrotli, scriptText } from '../../__tests__/support/brotli';

const VOLUNTEER = 'boutique.fichiers@example.org';
const MEMBER = 'membre.fichiers@example.org';
/** A page's chunk of some kilobytes: the server sends it as a copy compressed once, made in the background. */
const PAGE_CHUNK = '/mfe/volunteers/__federation_expose_VolunteersSpacePage.1a2b3c4d.js';
const PAGE_TEXT = scriptText(11);

/** Each module's entry and one hashed chunk, and a released version of the volunteers' module. */
function makeSite(root: string, deployDir: string): void {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  const shop = publicRemoteModules.find((module) => module.segment === 'shop')!;
  for (const { folder } of [shop, ...signedInRemoteModules]) {
    write(path.join(root, folder, 'dist', 'remoteEntry.js'), `/* ${folder}, entry */`);
    write(path.join(root, folder, 'dist', '464.b37e6dd7.js'), `/* ${folder}, chunk */`);
  }
  write(path.join(deployDir, 'releases', 'volunteers', 'v2', 'remoteEntry.js'), 'var released = 2;');
  write(path.join(root, 'mfe-volunteers', 'dist', path.basename(PAGE_CHUNK)), PAGE_TEXT);
}

let ctx: TestContext;
let root: string;
let volunteer: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-space-files-'));
  const deployDir = path.join(root, '.deploy');
  makeSite(root, deployDir);
  ctx = await createTestContext({
    SITE_ROOT: root,
    DEPLOY_DIR: deployDir,
    VOLUNTEERS_FILE: volunteersFile([{ email: VOLUNTEER, name: 'Claire Boutique', roles: ['boutique'] }]),
    SIGN_IN_RATE_LIMIT_MAX: '1000',
  });
  volunteer = (await signInVolunteer(ctx, VOLUNTEER)).headers;
  await payMembership(ctx, MEMBER);
  member = (await signInMember(ctx, MEMBER)).headers;
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('a signed-in space’s files', () => {
  it('go to whom holds the space’s session, kept by their browser alone', async () => {
    const entry = await get('/mfe/volunteers/remoteEntry.js', volunteer);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* mfe-volunteers, entry */');
    const chunk = await get('/mfe/volunteers/464.b37e6dd7.js', volunteer);
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await get('/mfe/volunteers/releases/v2/remoteEntry.js', volunteer)).body).toBe(
      'var released = 2;',
    );
    const members = await get('/mfe/members/464.b37e6dd7.js', member);
    expect(members.statusCode).toBe(200);
    expect(members.body).toBe('/* mfe-members, chunk */');
  });

  it('are nowhere for anyone else, however the address is written', async () => {
    const addresses = [
      '/mfe/volunteers/remoteEntry.js',
      '/mfe/volunteers/464.b37e6dd7.js',
      '/mfe/volunteers/releases/v2/remoteEntry.js',
      '/mfe/%76olunteers/remoteEntry.js',
      '/mfe/volunteers/%34%36%34.b37e6dd7.js',
      '/mfe/members/remoteEntry.js',
    ];
    for (const url of addresses) {
      const answer = await get(url);
      expect({ url, status: answer.statusCode, body: answer.body }).toEqual({
        url,
        status: 404,
        body: JSON.stringify({ message: 'Ressource introuvable' }),
      });
    }
    // The same address, signed in: it does name the file (so the refusal above is not a missing file).
    for (const url of addresses.filter((each) => each.startsWith('/mfe/volunteers/')))
      expect({ url, status: (await get(url, volunteer)).statusCode }).toEqual({ url, status: 200 });
    // One space's session does not open the other's code.
    expect((await get('/mfe/members/remoteEntry.js', volunteer)).statusCode).toBe(404);
    expect((await get('/mfe/volunteers/remoteEntry.js', member)).statusCode).toBe(404);
    // A closed or forged session opens nothing.
    expect(
      (await get('/mfe/volunteers/remoteEntry.js', { cookie: '__Host-mtdm_benevole=forged' })).statusCode,
    ).toBe(404);
  });

  it('go out compressed ahead to the signed-in alone, and still private', async () => {
    const brotli = { 'accept-encoding': 'gzip, deflate, br' };
    const highest = highestBrotli(PAGE_TEXT);
    let sent = await get(PAGE_CHUNK, { ...volunteer, ...brotli });
    for (let attempt = 0; attempt < 100 && !sent.rawPayload.equals(highest); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent = await get(PAGE_CHUNK, { ...volunteer, ...brotli });
    }
    expect(sent.rawPayload).toEqual(highest);
    expect(sent.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // The copy is ready: it still goes to no one else.
    const stranger = await get(PAGE_CHUNK, brotli);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.rawPayload.equals(highest)).toBe(false);
  });

  it('go to the server’s own check of a release, and to no one who only imitates it', async () => {
    expect(await localFetch(ctx.app)('/mfe/volunteers/remoteEntry.js', '*/*')).toEqual({
      status: 200,
      body: '/* mfe-volunteers, entry */',
    });
    const forged = await get('/mfe/volunteers/remoteEntry.js', { 'x-mtdm-verification': 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(404);
  });

  it('leave the public modules’ files to everyone, kept by any cache', async () => {
    const shop = await get('/mfe/shop/464.b37e6dd7.js');
    expect(shop.statusCode).toBe(200);
    expect(shop.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(signedInRemoteModules.map((space) => space.segment).sort()).toEqual(['members', 'volunteers']);
  });
});
