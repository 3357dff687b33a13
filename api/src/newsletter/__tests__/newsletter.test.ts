// The newsletter with double opt-in, through the server's own addresses: the footer's form post, the
// confirmation link, the consent kept, the unsubscribe link and its one click, the volunteers' list.
import { parse } from 'csv-parse/sync';
import { NEWSLETTER_CONSENT, NEWSLETTER_PATHS } from '@mtdm/shared/contracts';
import { volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { mailText } from '../../__tests__/support/smtp';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';
import { addressesOfPerson, erasePerson } from '../../personal-data/person-store';
import { purgeExpired } from '../../personal-data/purge';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    VOLUNTEERS_FILE: volunteersFile([
      { email: 'admin@example.org', name: 'Admin', roles: ['administration'] },
      { email: 'boutique@example.org', name: 'Boutique', roles: ['boutique'] },
    ]),
  });
});
afterAll(() => ctx.close());

/** Each sign-up from a connection of its own, but those that test the connection's share. */
let connections = 0;
const form = (
  fields: Record<string, string>,
  remoteAddress = `10.9.${connections >> 8}.${connections++ & 255}`,
) => ({
  method: 'POST' as const,
  url: NEWSLETTER_PATHS.subscribe,
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  remoteAddress,
});
const signUp = (email: string, consent: string = NEWSLETTER_CONSENT.version) =>
  ctx.app.inject(form({ email, consent }));
const subscriber = (email: string) =>
  ctx.app.services.db.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').get(email) as
    Record<string, string | null> | undefined;
const mailsTo = async (email: string) => {
  await ctx.flushMail();
  return ctx.smtp.messages.filter((message) => message.to.includes(email));
};
const confirmationToken = async (email: string) => {
  const mail = (await mailsTo(email)).reverse().find((each) => mailText(each).includes('Pour confirmer'));
  return /\/lettre\/confirmer\?jeton=([\w-]+)/.exec(mailText(mail!))![1]!;
};
const confirmWith = (jeton: string) =>
  ctx.app.inject({
    method: 'POST',
    url: NEWSLETTER_PATHS.confirm,
    payload: new URLSearchParams({ jeton }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the newsletter, double opt-in', () => {
  it('a sign-up keeps its consent, waits for its link, and is confirmed by the link’s button alone', async () => {
    const email = 'lecteur@example.com';
    const posted = await signUp(email);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(NEWSLETTER_PATHS.subscribed);
    const stored = subscriber(email)!;
    expect(stored).toMatchObject({
      consent_version: NEWSLETTER_CONSENT.version,
      consent_text: NEWSLETTER_CONSENT.text,
      confirmed_at: null,
    });
    expect(stored.requested_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const token = await confirmationToken(email);
    // Opening the link (a mail scanner does) confirms nothing: its page has a button.
    const opened = await ctx.app.inject({ method: 'GET', url: `${NEWSLETTER_PATHS.confirm}?jeton=${token}` });
    expect(opened.body).toContain('Confirmer mon inscription');
    expect(subscriber(email)!.confirmed_at).toBeNull();
    // Not in the list before it is confirmed.
    const admin = await signInVolunteer(ctx, 'admin@example.org');
    const before = await ctx.app.inject({
      method: 'GET',
      url: volunteerCalls.newsletterCsv.path,
      headers: admin.headers,
    });
    expect(before.body).not.toContain(email);

    const confirmed = await confirmWith(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Votre inscription est confirmée');
    expect(subscriber(email)!.confirmed_at).not.toBeNull();
    // A link serves once.
    expect((await confirmWith(token)).statusCode).toBe(400);

    // The welcome carries the unsubscribe link, and the one-click header.
    const welcome = (await mailsTo(email)).find((mail) =>
      mailText(mail).includes('inscription est confirmée'),
    )!;
    expect(welcome.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const target = /^List-Unsubscribe:\s+<(\S+)>/m.exec(welcome.raw)![1]!;
    expect(mailText(welcome)).toContain(target);

    // The list, for the role that sends the letter: UTF-8 with BOM, ';', one confirmed address.
    const list = await ctx.app.inject({
      method: 'GET',
      url: volunteerCalls.newsletterCsv.path,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(list.body.slice(1), { delimiter: ';', columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        adresse: email,
        consentement: NEWSLETTER_CONSENT.version,
        lien_desinscription: target,
      }),
    ]);
    // Refused to another role.
    const shop = await signInVolunteer(ctx, 'boutique@example.org');
    expect(
      (await ctx.app.inject({ method: 'GET', url: volunteerCalls.newsletterCsv.path, headers: shop.headers }))
        .statusCode,
    ).toBe(403);

    // The mail client's one click: unsubscribed, out of the list.
    const { pathname, search } = new URL(target);
    const left = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(left.statusCode).toBe(200);
    expect(subscriber(email)!.unsubscribed_at).not.toBeNull();
    const after = await ctx.app.inject({
      method: 'GET',
      url: volunteerCalls.newsletterCsv.path,
      headers: admin.headers,
    });
    expect(after.body).not.toContain(email);
    // A forged link unsubscribes nobody.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${NEWSLETTER_PATHS.unsubscribe}?adresse=autre%40example.com&signature=faux`,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a wrong address with the form again, keeps nothing, and never says who is subscribed', async () => {
    const refused = await signUp('pas-une-adresse');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="pas-une-adresse"');
    expect(refused.body).toContain('aria-invalid="true"');
    expect(subscriber('pas-une-adresse')).toBeUndefined();
    // A page older than the consent's words is asked again, nothing kept.
    expect((await signUp('ancien@example.com', '2020-01-01')).statusCode).toBe(400);
    expect(subscriber('ancien@example.com')).toBeUndefined();

    // Twice in a row: the same answer, one mail (no mail bombing).
    const email = 'deux.fois@example.com';
    const first = await signUp(email);
    const second = await signUp(email);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect((await mailsTo(email)).length).toBe(1);
    // The hidden field a robot fills: answered alike, nothing stored.
    const robot = await ctx.app.inject(
      form({ email: 'robot@example.com', consent: NEWSLETTER_CONSENT.version, website: 'x' }),
    );
    expect(robot.statusCode).toBe(303);
    expect(subscriber('robot@example.com')).toBeUndefined();
  });

  it('sends one address three links a day at most, however often it is typed or signed off and on', async () => {
    const email = 'boite.visee@example.com';
    const tenMinutesLater = () =>
      ctx.app.services.db
        .prepare('UPDATE newsletter_subscribers SET confirm_sent_at = ? WHERE email = ?')
        .run(new Date(ctx.app.services.now().getTime() - 11 * 60_000).toISOString(), email);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await signUp(email)).statusCode).toBe(303);
      tenMinutesLater();
    }
    expect(await mailsTo(email)).toHaveLength(3);
    // Left, then signed up again: still no fourth link today, and the same answer as ever.
    ctx.app.services.db
      .prepare('UPDATE newsletter_subscribers SET unsubscribed_at = ? WHERE email = ?')
      .run(ctx.app.services.now().toISOString(), email);
    expect((await signUp(email)).statusCode).toBe(303);
    expect(await mailsTo(email)).toHaveLength(3);
    // Another address is mailed as before.
    await signUp('autre.boite@example.com');
    expect(await mailsTo('autre.boite@example.com')).toHaveLength(1);
  });

  it('keeps one subscriber for an address typed with accented capitals, then in small letters', async () => {
    expect((await signUp('Élodie.Héraut@Exemple-Café.fr')).statusCode).toBe(303);
    expect((await signUp('élodie.héraut@exemple-café.fr'.normalize('NFD'))).statusCode).toBe(303);
    const rows = ctx.app.services.db
      .prepare("SELECT email FROM newsletter_subscribers WHERE email LIKE '%raut@%'")
      .all();
    expect(rows).toEqual([{ email: 'élodie.héraut@exemple-café.fr' }]);
  });

  it('an erasure leaves no row; a sign-up never confirmed is purged after its link’s week', async () => {
    await signUp('efface@example.com');
    const { db } = ctx.app.services;
    db.transaction(() => erasePerson(db, addressesOfPerson(db, 'EFFACE@example.com')))();
    expect(subscriber('efface@example.com')).toBeUndefined();

    await signUp('jamais@example.com');
    const inEightDays = new Date(ctx.app.services.now().getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(
      purgeExpired(ctx.app.services.db, ctx.config, inEightDays).unconfirmedSubscriptions,
    ).toBeGreaterThan(0);
    expect(subscriber('jamais@example.com')).toBeUndefined();
  });
});

it('takes ten sign-ups a day from one connection, then says so above the form as typed, and mails nothing', async () => {
  for (let person = 0; person < 10; person += 1)
    expect(
      (
        await ctx.app.inject(
          form(
            { email: `voisin.${person}@example.com`, consent: NEWSLETTER_CONSENT.version },
            '198.51.100.60',
          ),
        )
      ).statusCode,
    ).toBe(303);
  const refused = await ctx.app.inject(
    form({ email: 'voisin.10@example.com', consent: NEWSLETTER_CONSENT.version }, '198.51.100.60'),
  );
  expect(refused.statusCode).toBe(429);
  expect(refused.body).toContain(
    'Plusieurs inscriptions ont déjà été demandées aujourd’hui depuis votre connexion\u00a0: réessayez demain.',
  );
  expect(refused.body).toContain('value="voisin.10@example.com"');
  // The address is not what is wrong: the field is not marked so.
  expect(refused.body).not.toMatch(/<input[^>]*aria-invalid/);
  expect(subscriber('voisin.10@example.com')).toBeUndefined();
  expect(await mailsTo('voisin.10@example.com')).toEqual([]);
  // Another connection signs the same address up.
  expect((await signUp('voisin.10@example.com')).statusCode).toBe(303);
});
