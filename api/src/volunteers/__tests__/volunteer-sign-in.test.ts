// The volunteers' sign-in over HTTP: a single-use link mailed to a volunteer of the file, a session in
// a strict cookie closed when idle, when old or when its volunteer leaves the file, a CSRF token bound
// to its session, and the space's pages sent only to a session.
import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { mailText } from '../../__tests__/support/smtp';
import {
  ONE_VOLUNTEER_PER_ROLE,
  signInVolunteer,
  spaceTestContext,
  volunteerTokenMailedTo,
} from '../../__tests__/support/volunteer-session';
import { spaceRequest } from '../../__tests__/support/link-sign-in';
import { writeBuiltShell } from '../../__tests__/support/built-shell';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await spaceTestContext(ONE_VOLUNTEER_PER_ROLE);
});
afterAll(() => ctx.close());

const json = spaceRequest(() => ctx);
const signIn = (email: string) => signInVolunteer(ctx, email);

/** A link asked for this address, and the token it mailed. */
async function linkFor(email: string): Promise<string> {
  await json('POST', '/api/benevoles/lien', { email });
  return volunteerTokenMailedTo(ctx, email);
}

describe('sign-in by e-mail link', () => {
  it('answers the same whether the address is a volunteer’s or not, and mails only a volunteer', async () => {
    const before = ctx.smtp.messages.length;
    const known = await json('POST', '/api/benevoles/lien', { email: 'Boutique@Example.org' });
    const unknown = await json('POST', '/api/benevoles/lien', { email: 'inconnu@example.org' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await ctx.flushMail();
    const sent = ctx.smtp.messages.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([['boutique@example.org']]);
    expect(mailText(sent[0]!)).toContain('dans les 15 minutes');
  });

  it('keeps only a digest of the link, which opens one session once', async () => {
    const token = await linkFor('boutique@example.org');
    const stored = ctx.app.services.db.prepare('SELECT digest FROM sign_in_links').all() as {
      digest: string;
    }[];
    expect(stored.some((row) => row.digest === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.digest))).toBe(true);

    const first = await json('POST', '/api/benevoles/session', { jeton: token });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/benevoles/');
    const cookie = first.cookies.find((each) => each.name === '__Host-mtdm_benevole')!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    const again = await json('POST', '/api/benevoles/session', { jeton: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/n’est plus valable/);
  });

  it('refuses a link after 15 minutes', async () => {
    const token = await linkFor('boutique@example.org');
    ctx.app.services.db
      .prepare('UPDATE sign_in_links SET expires_at = ? WHERE used_at IS NULL')
      .run(ctx.ago(1000));
    expect((await json('POST', '/api/benevoles/session', { jeton: token })).statusCode).toBe(400);
  });

  it('the link’s page asks for a click: a mail scanner following it uses nothing up', async () => {
    const token = await linkFor('boutique@example.org');
    const page = await ctx.app.inject({ method: 'GET', url: `/benevoles/connexion?jeton=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Me connecter');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect((await json('POST', '/api/benevoles/session', { jeton: token })).statusCode).toBe(303);
  });

  it('closes a session idle for 8 hours, and signs out on request (with its CSRF token only)', async () => {
    const idle = await signIn('boutique@example.org');
    ctx.app.services.db.prepare('UPDATE sessions SET last_seen_at = ?').run(ctx.ago(8 * 3600 * 1000 + 1000));
    expect((await json('GET', '/api/benevoles/moi', undefined, idle.headers)).statusCode).toBe(401);

    const active = await signIn('boutique@example.org');
    const withoutToken = await json(
      'POST',
      '/api/benevoles/deconnexion',
      {},
      { cookie: active.headers.cookie },
    );
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().message).toMatch(/rechargez la page/);
    expect((await json('POST', '/api/benevoles/deconnexion', {}, active.headers)).statusCode).toBe(200);
    expect((await json('GET', '/api/benevoles/moi', undefined, active.headers)).statusCode).toBe(401);
  });

  it('closes a session 24 hours after it opened, however busy it was', async () => {
    const busy = await signIn('boutique@example.org');
    ctx.app.services.db.prepare('UPDATE sessions SET created_at = ?').run(ctx.ago(24 * 3600 * 1000 + 1000));
    expect((await json('GET', '/api/benevoles/moi', undefined, busy.headers)).statusCode).toBe(401);
  });

  it('a CSRF token works for its own session only, with its cookie', async () => {
    const mine = await signIn('boutique@example.org');
    const theirs = await signIn('musee@example.org');
    // Another session's token and its CSRF cookie, sent with my session: refused.
    const sessionOf = (headers: Record<string, string>) => headers.cookie!.split('; ')[0]!;
    const csrfOf = (headers: Record<string, string>) => headers.cookie!.split('; ')[1]!;
    const tossed = await json(
      'POST',
      '/api/benevoles/deconnexion',
      {},
      {
        cookie: `${sessionOf(mine.headers)}; ${csrfOf(theirs.headers)}`,
        'x-csrf-token': theirs.headers['x-csrf-token'],
      },
    );
    expect(tossed.statusCode).toBe(403);
    expect((await json('GET', '/api/benevoles/moi', undefined, mine.headers)).statusCode).toBe(200);
    // Every cookie of the space is a __Host- cookie: this host, HTTPS, the whole site.
    const me = await json('GET', '/api/benevoles/moi', undefined, { cookie: sessionOf(mine.headers) });
    for (const cookie of me.cookies)
      expect(cookie).toMatchObject({ name: expect.stringMatching(/^__Host-/), secure: true, path: '/' });
    expect((await json('POST', '/api/benevoles/deconnexion', {}, mine.headers)).statusCode).toBe(200);
  });

  it('a volunteer taken off the file loses the session at once', async () => {
    const signedIn = await signIn('tresorier@example.org');
    const file = ctx.config.volunteersFile;
    fs.writeFileSync(
      file,
      JSON.stringify(ONE_VOLUNTEER_PER_ROLE.filter((each) => each.roles[0] !== 'tresorerie')),
    );
    try {
      expect((await json('GET', '/api/benevoles/moi', undefined, signedIn.headers)).statusCode).toBe(401);
    } finally {
      fs.writeFileSync(file, JSON.stringify(ONE_VOLUNTEER_PER_ROLE));
    }
  });
});

it('limits the sign-in attempts of an address, saying when to come back', async () => {
  const limited = await createTestContext({
    VOLUNTEERS_FILE: ctx.config.volunteersFile,
    SIGN_IN_RATE_LIMIT_MAX: '3',
  });
  try {
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/benevoles/lien',
        payload: { email: 'inconnu@example.org' },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Veuillez patienter \d+ minutes puis réessayer/);
  } finally {
    await limited.close();
  }
});

describe('the space’s pages, under /benevoles/', () => {
  beforeAll(() => {
    writeBuiltShell(ctx.config.siteRoot);
  });
  afterAll(() => fs.rmSync(path.join(ctx.config.siteRoot, 'shell'), { recursive: true, force: true }));

  it('sends a signed-in volunteer the shell with the space’s module alone, kept out of search engines', async () => {
    const { headers } = await signIn('boutique@example.org');
    const page = await ctx.app.inject({ url: '/benevoles/commandes/pay_1', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const boot = JSON.parse(/id="mtdm-boot-data">([^<]*)</.exec(page.body)![1]!);
    expect(boot.signedInSpace).toEqual({
      remote: 'mfe_volunteers',
      module: './VolunteersSpacePage',
      title: 'Espace des bénévoles',
    });
    // No public module's code in the document of a session: the shell loads a public page anew.
    expect(boot.remotes).toEqual({ mfe_volunteers: '/mfe/volunteers/mf-manifest.json' });
    // Never rendered with anyone's data: the screens ask the api once the page runs.
    expect(page.body).not.toContain('boutique@example.org');
  });

  it('sends anyone else to the sign-in page, which names no module', async () => {
    const deeper = await ctx.app.inject({ url: '/benevoles/commandes' });
    expect(deeper.statusCode).toBe(303);
    expect(deeper.headers.location).toBe('/benevoles/');
    const signInPage = await ctx.app.inject({ url: '/benevoles/' });
    expect(signInPage.statusCode).toBe(200);
    expect(signInPage.body).toContain('Recevoir un lien de connexion');
    expect(signInPage.body).not.toContain('mfe_volunteers');
    expect(signInPage.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
