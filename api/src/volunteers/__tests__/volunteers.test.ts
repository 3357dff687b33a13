// The volunteers' space over HTTP: sign-in by a single-use e-mail link, sessions in a strict cookie,
// CSRF on changes, and for each role and each call of the space, allowed or refused.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, multipart, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import {
  applicationFields,
  applicationForm,
  cartLine,
  contactPayloads,
  contactPaths,
  documents,
  shopPayload,
  tourForm,
  urlencoded,
  configuredIssuerEnv,
} from '../../__tests__/support/fixtures';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { payMembership, paymentCalls } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import { paymentReference } from '../../payments/payment-store';
import { writeBuiltShell } from '../../__tests__/support/built-shell';

const VOLUNTEERS = [
  { email: 'boutique@example.org', name: 'Claire Boutique', roles: ['boutique'] },
  { email: 'tresorier@example.org', name: 'Paul Trésorier', roles: ['tresorerie'] },
  { email: 'admin@example.org', name: 'Anne Admin', roles: ['administration'] },
  { email: 'musee@example.org', name: 'Marc Musée', roles: ['musee'] },
  { email: 'chetom@example.org', name: 'Chloé Archives', roles: ['chetom'] },
  { email: 'adhesions@example.org', name: 'Alain Adhésions', roles: ['adhesions'] },
  { email: 'sans-role@example.org', name: 'Sans Rôle', roles: [] },
];

/** An .ics as an independent parser (ical.js) reads it: its method and its one event. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: value('uid'),
    sequence: value('sequence'),
    status: value('status'),
    stamp: (value('dtstamp') as ICAL.Time).toJSDate(),
    start: (value('dtstart') as ICAL.Time).toString(),
    location: value('location') as string,
    attendee: value('attendee'),
  };
}

let ctx: TestContext;
let volunteersFile: string;

beforeAll(async () => {
  volunteersFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mtdm-volunteers-')), 'benevoles.json');
  fs.writeFileSync(volunteersFile, JSON.stringify(VOLUNTEERS));
  ctx = await createTestContext({
    ...configuredIssuerEnv(),
    VOLUNTEERS_FILE: volunteersFile,
    SIGN_IN_RATE_LIMIT_MAX: '1000',
    SIGN_IN_LINKS_PER_ADDRESS: '1000',
  });
});
afterAll(() => ctx.close());

const json = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
  });

/** The link of the last sign-in mail sent to this address. */
async function linkMailedTo(email: string): Promise<string> {
  await ctx.flushMail();
  const mail = [...ctx.smtp.messages].reverse().find((message) => message.to.includes(email));
  const link = mail && /https?:\/\/\S+\/benevoles\/connexion\?jeton=([\w-]+)/.exec(mailText(mail));
  if (!link) throw new Error(`aucun lien envoyé à ${email}`);
  return link[1]!;
}

/** Signs in as a volunteer of the file: the session cookie and a CSRF token with its cookie. */
async function signIn(email: string) {
  expect((await json('POST', '/api/benevoles/lien', { email })).statusCode).toBe(200);
  const token = await linkMailedTo(email);
  const opened = await json('POST', '/api/benevoles/session', { jeton: token });
  expect(opened.statusCode).toBe(303);
  const session = opened.cookies.find((cookie) => cookie.name === '__Host-mtdm_benevole')!;
  const me = await json('GET', '/api/benevoles/moi', undefined, {
    cookie: `__Host-mtdm_benevole=${session.value}`,
  });
  const csrf = me.cookies.find((cookie) => cookie.name === '__Host-mtdm_csrf')!;
  return {
    session,
    headers: {
      cookie: `__Host-mtdm_benevole=${session.value}; __Host-mtdm_csrf=${csrf.value}`,
      'x-csrf-token': (me.json() as { csrfToken: string }).csrfToken,
    },
  };
}

const paidMembership = (email = 'membre.numero@example.com') => payMembership(ctx, email);

async function paidOrder(email?: string, { paid = true } = {}): Promise<string> {
  const calls = paymentCalls(() => ctx);
  const payload = {
    ...shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75),
    ...(email ? { email } : {}),
  };
  const paymentId = ((await calls.start('shop', payload)).json() as { payment_id: string }).payment_id;
  if (paid) {
    await calls.sandbox(paymentId, 'pay');
    await calls.confirm('shop', paymentId, payload.customer_id);
  }
  await ctx.flushMail();
  return paymentId;
}

/** A visitor's guided-tour request, sent as the site's form sends it. */
async function tourRequest(values: Record<string, string> = {}): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/submit-guided-tour',
    payload: urlencoded({ ...tourForm, ...values }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  // Stored: the browser is sent on to the request's result page.
  expect(response.statusCode).toBe(303);
  await ctx.flushMail();
  return (ctx.app.services.db.prepare('SELECT MAX(id) AS id FROM tour_requests').get() as { id: number }).id;
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
    await json('POST', '/api/benevoles/lien', { email: 'boutique@example.org' });
    const token = await linkMailedTo('boutique@example.org');
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
    await json('POST', '/api/benevoles/lien', { email: 'boutique@example.org' });
    const token = await linkMailedTo('boutique@example.org');
    ctx.app.services.db
      .prepare('UPDATE sign_in_links SET expires_at = ? WHERE used_at IS NULL')
      .run(ctx.ago(1000));
    expect((await json('POST', '/api/benevoles/session', { jeton: token })).statusCode).toBe(400);
  });

  it('the link’s page asks for a click: a mail scanner following it uses nothing up', async () => {
    await json('POST', '/api/benevoles/lien', { email: 'boutique@example.org' });
    const token = await linkMailedTo('boutique@example.org');
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
        'x-csrf-token': theirs.headers['x-csrf-token']!,
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
    fs.writeFileSync(
      volunteersFile,
      JSON.stringify(VOLUNTEERS.filter((each) => each.roles[0] !== 'tresorerie')),
    );
    try {
      expect((await json('GET', '/api/benevoles/moi', undefined, signedIn.headers)).statusCode).toBe(401);
    } finally {
      fs.writeFileSync(volunteersFile, JSON.stringify(VOLUNTEERS));
    }
  });
});

it('limits the sign-in attempts of an address, saying when to come back', async () => {
  const limited = await createTestContext({ VOLUNTEERS_FILE: volunteersFile, SIGN_IN_RATE_LIMIT_MAX: '3' });
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
    const signIn = await ctx.app.inject({ url: '/benevoles/' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('Recevoir un lien de connexion');
    expect(signIn.body).not.toContain('mfe_volunteers');
    expect(signIn.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe('each role and each call of the space', () => {
  let paymentId: string;
  let tourId: number;
  let applicationId: number;
  let membershipId: string;
  let fileId: number;
  let sessions: Record<string, Awaited<ReturnType<typeof signIn>>>;
  beforeAll(async () => {
    paymentId = await paidOrder();
    tourId = await tourRequest();
    membershipId = await paidMembership();
    for (const form of ['museum', 'chetom'] as const)
      expect(
        (await ctx.app.inject({ method: 'POST', url: contactPaths[form], payload: contactPayloads[form] }))
          .statusCode,
      ).toBe(200);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/travailleraumusee.php',
      ...(await multipart(applicationForm())),
    });
    expect(sent.statusCode).toBe(200);
    ({ applicationId, fileId } = ctx.app.services.db
      .prepare(
        'SELECT application_id AS applicationId, id AS fileId FROM application_files ORDER BY id DESC LIMIT 1',
      )
      .get() as { applicationId: number; fileId: number });
    await ctx.flushMail();
    sessions = {};
    for (const volunteer of VOLUNTEERS) sessions[volunteer.email] = await signIn(volunteer.email);
    // An order, a tour, a membership, an application, a message and six sign-ins: generous on a busy CPU.
  }, 60_000);

  type Call = {
    readonly name: string;
    readonly method: 'GET' | 'POST';
    readonly url: string;
    readonly roles: readonly string[];
    readonly payload?: object;
    /** What a role that may make the call gets: a list (200), or for a change on nothing, 400 or 404. */
    readonly allowedStatus?: number;
  };
  const year = new Date().getUTCFullYear();

  /**
   * Every call of the space, and the roles that may make it. The changes aim at nothing (an unknown
   * id, an empty form): a role that may make them is answered on the merits (400, 404), any other is
   * refused (403) before that, and nothing changes.
   */
  const calls = (): Call[] => [
    {
      name: 'orders to ship',
      method: 'GET',
      url: '/api/benevoles/commandes?etat=a-expedier',
      roles: ['boutique', 'tresorerie'],
    },
    {
      name: 'an order’s details',
      method: 'GET',
      url: `/api/benevoles/commandes/${paymentId}`,
      roles: ['boutique', 'tresorerie'],
    },
    {
      name: 'a packing slip',
      method: 'GET',
      url: `/api/benevoles/commandes/${paymentId}/bordereau`,
      roles: ['boutique'],
    },
    {
      name: 'shipping an order',
      method: 'POST',
      url: '/api/benevoles/commandes/inconnue/expedition',
      payload: {},
      roles: ['boutique'],
      allowedStatus: 400,
    },
    {
      name: 'refunding an order',
      method: 'POST',
      url: '/api/benevoles/commandes/inconnue/remboursement',
      payload: { reason: 'article rendu' },
      roles: ['boutique', 'tresorerie'],
      allowedStatus: 404,
    },
    { name: 'tour requests', method: 'GET', url: '/api/benevoles/visites?etat=en-attente', roles: ['musee'] },
    {
      name: 'confirmed tours',
      method: 'GET',
      url: '/api/benevoles/visites?etat=confirmees',
      roles: ['musee'],
    },
    { name: 'a tour request', method: 'GET', url: `/api/benevoles/visites/${tourId}`, roles: ['musee'] },
    {
      name: 'confirming a tour',
      method: 'POST',
      url: '/api/benevoles/visites/0/confirmation',
      payload: {},
      roles: ['musee'],
      allowedStatus: 404,
    },
    {
      name: 'declining a tour',
      method: 'POST',
      url: '/api/benevoles/visites/0/refus',
      payload: {},
      roles: ['musee'],
      allowedStatus: 404,
    },
    { name: 'the museum’s messages', method: 'GET', url: '/api/benevoles/messages/musee', roles: ['musee'] },
    {
      name: 'the association’s messages',
      method: 'GET',
      url: '/api/benevoles/messages/association',
      roles: ['administration'],
    },
    {
      name: 'the CHETOM’s messages',
      method: 'GET',
      url: '/api/benevoles/messages/chetom',
      roles: ['chetom'],
    },
    { name: 'applications', method: 'GET', url: '/api/benevoles/candidatures', roles: ['musee'] },
    {
      name: 'an application',
      method: 'GET',
      url: `/api/benevoles/candidatures/${applicationId}`,
      roles: ['musee'],
    },
    {
      name: 'a CV',
      method: 'GET',
      url: `/api/benevoles/candidatures/${applicationId}/fichiers/${fileId}`,
      roles: ['musee'],
    },
    {
      name: 'an application handled',
      method: 'POST',
      url: '/api/benevoles/candidatures/0/traitee',
      roles: ['musee'],
      allowedStatus: 404,
    },
    {
      name: 'the members of the year',
      method: 'GET',
      url: `/api/benevoles/adhesions?annee=${year}`,
      roles: ['adhesions', 'tresorerie'],
    },
    {
      name: 'a membership',
      method: 'GET',
      url: `/api/benevoles/adhesions/${membershipId}`,
      roles: ['adhesions', 'tresorerie'],
    },
    {
      name: 'numbering a member',
      method: 'POST',
      url: '/api/benevoles/adhesions/inconnue/numero',
      roles: ['adhesions'],
      allowedStatus: 404,
    },
    {
      name: 'an attestation sent again',
      method: 'POST',
      url: '/api/benevoles/documents/inconnue/membership-attestation/renvoi',
      roles: ['adhesions'],
      allowedStatus: 404,
    },
    {
      name: 'a tax receipt sent again',
      method: 'POST',
      url: '/api/benevoles/documents/inconnue/tax-receipt/renvoi',
      roles: ['tresorerie'],
      allowedStatus: 404,
    },
    {
      name: 'the members’ CSV',
      method: 'GET',
      url: `/api/benevoles/adhesions/export?annee=${year}`,
      roles: ['adhesions', 'tresorerie'],
    },
    {
      name: 'the orders’ CSV',
      method: 'GET',
      url: '/api/benevoles/commandes/export?etat=expediees',
      roles: ['boutique', 'tresorerie'],
    },
    {
      name: 'the receipts’ CSV',
      method: 'GET',
      url: `/api/benevoles/recus.csv?annee=${year}`,
      roles: ['tresorerie'],
    },
    {
      name: 'the donations of the year',
      method: 'GET',
      url: `/api/benevoles/dons?annee=${year}`,
      roles: ['tresorerie'],
    },
    {
      name: 'a donation',
      method: 'GET',
      url: '/api/benevoles/dons/inconnu',
      roles: ['tresorerie'],
      allowedStatus: 404,
    },
    {
      name: 'the receipts of the year',
      method: 'GET',
      url: `/api/benevoles/recus?annee=${year}`,
      roles: ['tresorerie'],
    },
    {
      name: 'a person’s data',
      method: 'GET',
      url: '/api/benevoles/personnes?email=personne@example.org',
      roles: ['administration'],
    },
    {
      name: 'a person erased',
      method: 'POST',
      url: '/api/benevoles/personnes/effacement',
      payload: { email: 'pas-une-adresse' },
      roles: ['administration'],
      allowedStatus: 400,
    },
    {
      name: 'the personal-data log',
      method: 'GET',
      url: '/api/benevoles/journal',
      roles: ['administration'],
    },
  ];

  it.each(VOLUNTEERS.map((volunteer) => [volunteer.email, volunteer.roles] as const))(
    '%s: allowed exactly the calls of its roles, refused (403) the others',
    async (email, roles) => {
      for (const call of calls()) {
        const response = await json(
          call.method,
          call.url,
          call.payload ?? (call.method === 'POST' ? {} : undefined),
          sessions[email]!.headers,
        );
        const allowed = call.roles.some((role) => (roles as readonly string[]).includes(role));
        expect([call.name, response.statusCode]).toEqual([
          call.name,
          allowed ? (call.allowedStatus ?? 200) : 403,
        ]);
        if (!allowed)
          expect(response.json().message).toBe('Votre rôle ne donne pas accès à ces informations.');
      }
    },
  );

  it('without a session, every call answers 401 in French', async () => {
    for (const call of calls()) {
      const response = await json(call.method, call.url);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Connectez-vous pour accéder à l’espace des bénévoles.');
    }
  });

  it('the shop sees the order to ship, its lines and address; each view is recorded', async () => {
    const shop = sessions['boutique@example.org']!.headers;
    const list = await json('GET', '/api/benevoles/commandes?etat=a-expedier', undefined, shop);
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = (list.json() as { orders: { paymentId: string; reference: string }[] }).orders;
    expect(listed.map((order) => order.paymentId)).toContain(paymentId);
    expect(listed[0]).not.toHaveProperty('email');

    const before = ctx.count('personal_data_views');
    const details = (await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, shop)).json()
      .order;
    expect(details.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(details.address).toBeTruthy();
    expect(ctx.count('personal_data_views')).toBe(before + 1);
    const log = await json(
      'GET',
      '/api/benevoles/journal',
      undefined,
      sessions['admin@example.org']!.headers,
    );
    expect(log.json().views[0]).toMatchObject({
      volunteer: 'boutique@example.org',
      action: 'commande consultée',
      subject: paymentReference('shop', paymentId),
    });
    const slip = await json('GET', `/api/benevoles/commandes/${paymentId}/bordereau`, undefined, shop);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const printed = readPdf(slip.rawPayload).flat;
    expect(printed).toContain(`Bordereau de colis – commande ${paymentReference('shop', paymentId)}`);
    // Each line says how many of what, in which size; the sender, the order's date and reference too.
    expect(printed).toMatch(/1 × [^:\s][^:]*/);
    expect(printed).not.toMatch(/× :/);
    expect(printed).toContain('Expéditeur et adresse de retour');
    expect(printed).toMatch(/Date de la commande\s?: \d{1,2}(er)? \S+ \d{4}/);
    expect(printed).not.toMatch(/€/);
  });

  it('shipping needs the shop role and the CSRF token, mails the buyer once, then refuses again', async () => {
    const url = `/api/benevoles/commandes/${paymentId}/expedition`;
    const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A12345678901' };
    expect((await json('POST', url, parcel, sessions['tresorier@example.org']!.headers)).statusCode).toBe(
      403,
    );
    const shop = sessions['boutique@example.org']!.headers;
    expect((await json('POST', url, parcel, { cookie: shop.cookie })).statusCode).toBe(403);
    expect((await json('POST', url, { transporteur: 'Colissimo' }, shop)).statusCode).toBe(400);

    const before = ctx.smtp.messages.length;
    const shipped = await json('POST', url, parcel, shop);
    expect(shipped.statusCode).toBe(200);
    await ctx.flushMail();
    const mail = ctx.smtp.messages.slice(before).find((message) => mailText(message).includes('expédiée'));
    expect(mail?.to).toEqual([shopPayload([], 0, 0).email]);
    const text = mailText(mail!);
    expect(text).toContain(`Votre commande ${paymentReference('shop', paymentId)}`);
    expect(text).toContain('Colissimo');
    expect(text).toContain('6A12345678901');
    // A carrier the shop knows: the buyer gets its tracking link.
    expect(text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    expect((await json('POST', url, parcel, shop)).statusCode).toBe(409);
    const shippedList = await json('GET', '/api/benevoles/commandes?etat=expediees', undefined, shop);
    expect(
      (shippedList.json() as { orders: { paymentId: string }[] }).orders.map((order) => order.paymentId),
    ).toContain(paymentId);
  });

  it('an order the buyer withdrew leaves the list to ship for the withdrawn one, and cannot be shipped', async () => {
    const shop = sessions['boutique@example.org']!.headers;
    const withdrawn = await paidOrder('retracte@example.com');
    const idsOf = async (list: string) =>
      (
        (await json('GET', `/api/benevoles/commandes?etat=${list}`, undefined, shop)).json() as {
          orders: { paymentId: string }[];
        }
      ).orders.map((order) => order.paymentId);
    expect(await idsOf('a-expedier')).toContain(withdrawn);
    // The buyer's form names the order as their mail did, in any case and with spaces around.
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/retractation',
      payload: {
        orderReference: ` ${paymentReference('shop', withdrawn).toLowerCase()} `,
        firstName: 'Marie',
        lastName: 'Lefèvre',
        email: 'retracte@example.com',
        items: '1 × Casquette brodée ancre d’or',
      },
    });
    expect(form.statusCode).toBe(200);
    expect(await idsOf('a-expedier')).not.toContain(withdrawn);
    expect(await idsOf('retractees')).toContain(withdrawn);
    const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A000' };
    const refused = await json('POST', `/api/benevoles/commandes/${withdrawn}/expedition`, parcel, shop);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('rétractée');
    // The buyer's acknowledgement leaves now, not in the next test's mail.
    await ctx.flushMail();
  });

  it('the museum confirms a tour once: the visitor gets its day, time, guide and a calendar file', async () => {
    const museum = sessions['musee@example.org']!.headers;
    const url = `/api/benevoles/visites/${tourId}/confirmation`;
    const monday = await json(
      'POST',
      url,
      { date: '2027-03-08', heure: '14:30', guide: 'Jean Guide' },
      museum,
    );
    expect(monday.statusCode).toBe(400);
    expect(monday.json().message).toMatch(/lundi/);
    expect((await json('POST', url, { date: '2027-03-10', heure: '14:30' }, museum)).statusCode).toBe(400);

    const before = ctx.smtp.messages.length;
    const slot = { date: '2027-03-10', heure: '14:30', guide: 'Jean Guide' };
    expect((await json('POST', url, slot, museum)).statusCode).toBe(200);
    await ctx.flushMail();
    const [mail] = ctx.smtp.messages.slice(before);
    expect(mail!.to).toEqual([tourForm.email]);
    const text = mailText(mail!);
    expect(text).toContain('mercredi 10 mars 2027 à 14\u00a0h\u00a030');
    expect(text).toContain('Jean Guide');
    const ics = mailAttachments(mail!.raw).find((part) => part.filename?.endsWith('.ics'));
    expect(ics?.content.toString('utf8')).toContain('DTSTART;TZID=Europe/Paris:20270310T143000');
    expect(ics?.contentType).toBe('text/calendar');
    expect(mail!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    // Read back by an independent iCalendar parser, as a calendar would.
    const request = readCalendar(ics!.content.toString('utf8'));
    expect(request.method).toBe('REQUEST');
    expect(request.uid).toMatch(/^visite-guidee-\d+@[a-z0-9.-]+$/);
    expect(request.sequence).toBe(0);
    expect(request.status).toBe('CONFIRMED');
    expect(request.stamp).toEqual(ctx.app.services.now());
    expect(request.start).toBe('2027-03-10T14:30:00');
    expect(request.location).toContain('Fréjus');
    expect(request.attendee).toBe(`mailto:${tourForm.email}`);
    expect((await json('POST', url, slot, museum)).statusCode).toBe(409);

    const calendar = await json('GET', '/api/benevoles/visites?etat=confirmees', undefined, museum);
    expect(calendar.json().tours).toEqual([
      expect.objectContaining({
        id: tourId,
        confirmedDate: '2027-03-10',
        confirmedTime: '14:30',
        guide: 'Jean Guide',
      }),
    ]);
  });

  it('a confirmed tour declined after all is cancelled in the visitor’s calendar (same UID, next sequence)', async () => {
    const museum = sessions['musee@example.org']!.headers;
    const id = await tourRequest({ email: 'annule.plus.tard@example.com' });
    const confirmed = { date: '2027-03-11', heure: '10:00', guide: 'Jeanne Guide' };
    expect(
      (await json('POST', `/api/benevoles/visites/${id}/confirmation`, confirmed, museum)).statusCode,
    ).toBe(200);
    await ctx.flushMail();
    const before = ctx.smtp.messages.length;
    const reason = 'Le musée sera fermé ce jour-là pour travaux.';
    expect(
      (await json('POST', `/api/benevoles/visites/${id}/refus`, { raison: reason }, museum)).statusCode,
    ).toBe(200);
    expect(
      (await json('POST', `/api/benevoles/visites/${id}/refus`, { raison: reason }, museum)).statusCode,
    ).toBe(409);
    await ctx.flushMail();
    const [mail] = ctx.smtp.messages.slice(before);
    const invitations = ctx.smtp.messages
      .filter((each) => each.to.includes('annule.plus.tard@example.com'))
      .flatMap((each) => mailAttachments(each.raw).filter((part) => part.filename?.endsWith('.ics')))
      .map((part) => readCalendar(part.content.toString('utf8')));
    expect(mailText(mail!)).toContain(reason);
    expect(invitations.map((each) => [each.method, each.sequence, each.status])).toEqual([
      ['REQUEST', 0, 'CONFIRMED'],
      ['CANCEL', 1, 'CANCELLED'],
    ]);
    expect(invitations[1]!.uid).toBe(invitations[0]!.uid);
  });

  it('the museum declines a tour with a reason the visitor reads', async () => {
    const other = await tourRequest({ email: 'autre.groupe@example.com' });
    const museum = sessions['musee@example.org']!.headers;
    const url = `/api/benevoles/visites/${other}/refus`;
    expect((await json('POST', url, { raison: '' }, museum)).statusCode).toBe(400);
    const before = ctx.smtp.messages.length;
    const reason = 'Le musée accueille déjà deux groupes ce jour-là.';
    expect((await json('POST', url, { raison: reason }, museum)).statusCode).toBe(200);
    await ctx.flushMail();
    const [mail] = ctx.smtp.messages.slice(before);
    expect(mail!.to).toEqual(['autre.groupe@example.com']);
    expect(mailText(mail!)).toContain(reason);
  });

  it('a message is read by the role of its destination only, and marked handled once', async () => {
    const museum = sessions['musee@example.org']!.headers;
    const chetom = sessions['chetom@example.org']!.headers;
    const listed = (await json('GET', '/api/benevoles/messages/chetom', undefined, chetom)).json().messages;
    const id = listed[0].id as number;
    expect((await json('GET', `/api/benevoles/message/${id}`, undefined, museum)).statusCode).toBe(404);
    const read = await json('GET', `/api/benevoles/message/${id}`, undefined, chetom);
    expect(read.json().message.message).toBe(contactPayloads.chetom.message);
    expect((await json('POST', `/api/benevoles/message/${id}/traite`, {}, museum)).statusCode).toBe(404);
    expect((await json('POST', `/api/benevoles/message/${id}/traite`, {}, chetom)).statusCode).toBe(200);
    expect((await json('POST', `/api/benevoles/message/${id}/traite`, {}, chetom)).statusCode).toBe(409);
    const handled = await json('GET', '/api/benevoles/messages/chetom?etat=traites', undefined, chetom);
    expect(handled.json().messages.map((message: { id: number }) => message.id)).toEqual([id]);
  });

  it('a CV is downloaded by the museum’s role, each download recorded', async () => {
    const museum = sessions['musee@example.org']!.headers;
    const before = ctx.count('personal_data_views');
    const file = await json(
      'GET',
      `/api/benevoles/candidatures/${applicationId}/fichiers/${fileId}`,
      undefined,
      museum,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(documents.pdf)).toBe(true);
    expect(ctx.count('personal_data_views')).toBe(before + 1);
    const log = await json(
      'GET',
      '/api/benevoles/journal',
      undefined,
      sessions['admin@example.org']!.headers,
    );
    expect(log.json().views[0]).toMatchObject({
      volunteer: 'musee@example.org',
      action: 'fichier téléchargé\u00a0: cv.pdf',
    });
  });

  it('each list says how long its data is kept', async () => {
    const shop = sessions['boutique@example.org']!.headers;
    const orders = await json('GET', '/api/benevoles/commandes', undefined, shop);
    expect(orders.json().retention).toBe('Conservées dix ans, puis effacées automatiquement.');
    const tours = await json(
      'GET',
      '/api/benevoles/visites',
      undefined,
      sessions['musee@example.org']!.headers,
    );
    expect(tours.json().retention).toBe(
      'Conservées trois ans après le dernier échange, puis effacées automatiquement.',
    );
  });

  it('a person found by their address is erased, but for what the law keeps, and it is said', async () => {
    const email = 'effacement.demande@example.com';
    await ctx.app.inject({
      method: 'POST',
      url: contactPaths.museum,
      payload: { ...contactPayloads.museum, email },
    });
    await tourRequest({ email });
    const form = applicationForm({ ...applicationFields, email });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/travailleraumusee.php',
          ...(await multipart(form)),
        })
      ).statusCode,
    ).toBe(200);
    const storedCv = (
      ctx.app.services.db
        .prepare('SELECT stored_path AS path FROM application_files ORDER BY id DESC LIMIT 1')
        .get() as {
        path: string;
      }
    ).path;
    await paidOrder(email, { paid: false });
    const paid = await paidOrder(email);
    await ctx.flushMail();

    const admin = sessions['admin@example.org']!.headers;
    const found = await json(
      'GET',
      `/api/benevoles/personnes?email=${encodeURIComponent(email)}`,
      undefined,
      admin,
    );
    expect(found.json().records).toMatchObject({
      messages: 1,
      tourRequests: 1,
      applications: 1,
      unpaidPayments: 1,
      paidPayments: 1,
    });

    expect(
      (await json('POST', '/api/benevoles/personnes/effacement', { email }, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(403);
    const erased = await json('POST', '/api/benevoles/personnes/effacement', { email }, admin);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toMatchObject({
      messages: 1,
      tourRequests: 1,
      applications: 1,
      files: 1,
      unpaidPayments: 1,
    });
    expect(erased.json().erased.mails).toBeGreaterThan(0);
    expect(erased.json().kept.join(' ')).toContain('pièces comptables conservées dix ans');
    expect(fs.existsSync(storedCv)).toBe(false);
    const after = await json(
      'GET',
      `/api/benevoles/personnes?email=${encodeURIComponent(email)}`,
      undefined,
      admin,
    );
    expect(after.json().records).toMatchObject({
      messages: 0,
      tourRequests: 0,
      applications: 0,
      unpaidPayments: 0,
      mails: 0,
      paidPayments: 1,
    });
    const order = await json(
      'GET',
      `/api/benevoles/commandes/${paid}`,
      undefined,
      sessions['boutique@example.org']!.headers,
    );
    expect(order.statusCode).toBe(200);
    const log = await json('GET', '/api/benevoles/journal', undefined, admin);
    expect(log.json().views.map((view: { action: string }) => view.action)).toContain(
      'données d’une personne effacées',
    );
  });

  it('a member is numbered once from one sequence, and mailed the attestation bearing the number', async () => {
    const memberships = sessions['adhesions@example.org']!.headers;
    const listed = (await json('GET', '/api/benevoles/adhesions', undefined, memberships)).json().members;
    expect(listed).toEqual([expect.objectContaining({ paymentId: membershipId, memberNumber: null })]);
    expect(listed[0]).not.toHaveProperty('birthDate');

    const before = ctx.smtp.messages.length;
    const numbered = await json('POST', `/api/benevoles/adhesions/${membershipId}/numero`, {}, memberships);
    expect(numbered.json()).toMatchObject({ success: true, number: 1 });
    await ctx.flushMail();
    const [mail] = ctx.smtp.messages.slice(before);
    expect(mail!.to).toEqual(['membre.numero@example.com']);
    expect(mailText(mail!)).toContain('Votre numéro d’adhérent est le 1.');
    const attestation = mailAttachments(mail!.raw).find((part) =>
      part.filename.startsWith('attestation-adhesion'),
    );
    expect(readPdf(attestation!.content).flat).toContain('Numéro d’adhérent : 1 ');
    expect(
      (await json('POST', `/api/benevoles/adhesions/${membershipId}/numero`, {}, memberships)).statusCode,
    ).toBe(409);

    // The same member renewing keeps their number without a volunteer's click; another member gets the
    // next one, never a used one.
    const renewal = await paidMembership('membre.numero@example.com');
    const other = await paidMembership('autre.membre@example.com');
    const renewed = (await json('GET', `/api/benevoles/adhesions/${renewal}`, undefined, memberships)).json();
    expect(renewed.membership.memberNumber).toBe(1);
    expect(
      (await json('POST', `/api/benevoles/adhesions/${renewal}/numero`, {}, memberships)).statusCode,
    ).toBe(409);
    expect(
      (await json('POST', `/api/benevoles/adhesions/${other}/numero`, {}, memberships)).json().number,
    ).toBe(2);
  });

  it('documents are sent again by the role that owns them; the treasurer exports the receipts', async () => {
    const url = (kind: string) => `/api/benevoles/documents/${membershipId}/${kind}/renvoi`;
    const memberships = sessions['adhesions@example.org']!.headers;
    const treasury = sessions['tresorier@example.org']!.headers;
    expect((await json('POST', url('tax-receipt'), {}, memberships)).statusCode).toBe(403);
    expect((await json('POST', url('membership-attestation'), {}, treasury)).statusCode).toBe(403);
    await ctx.flushMail();
    const before = ctx.smtp.messages.length;
    expect((await json('POST', url('tax-receipt'), {}, treasury)).statusCode).toBe(200);
    await ctx.flushMail();
    const [mail] = ctx.smtp.messages.slice(before);
    expect(mailAttachments(mail!.raw).map((part) => part.filename)).toEqual([
      expect.stringMatching(/^recu-fiscal/),
    ]);
    // Several at once: one line that cannot be sent leaves the whole batch unsent, and is named.
    const batch = (documents: { id: string; nature: string }[]) =>
      json('POST', '/api/benevoles/documents/renvois', { documents }, treasury);
    await ctx.flushMail();
    const beforeBatch = ctx.smtp.messages.length;
    const refused = await batch([
      { id: membershipId, nature: 'tax-receipt' },
      { id: 'inconnue', nature: 'tax-receipt' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().failures).toEqual([
      { reference: 'inconnue', message: 'Document introuvable ou annulé.' },
    ]);
    const forbidden = await batch([{ id: membershipId, nature: 'membership-attestation' }]);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().failures[0].message).toBe('Votre rôle ne renvoie pas ce document.');
    await ctx.flushMail();
    expect(ctx.smtp.messages.length).toBe(beforeBatch);
    expect((await batch([{ id: membershipId, nature: 'tax-receipt' }])).statusCode).toBe(200);
    await ctx.flushMail();
    expect(ctx.smtp.messages.length).toBe(beforeBatch + 1);
    const csv = await json('GET', '/api/benevoles/recus.csv', undefined, treasury);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Lefèvre');
    // The members and the shipped orders, read back by a real CSV parser.
    const members = parse(
      (await json('GET', '/api/benevoles/adhesions/export', undefined, treasury)).rawPayload,
      { bom: true, delimiter: ';' },
    ) as string[][];
    // The membership's exported fields follow (their test: memberships/__tests__/membership-fields.test.ts).
    expect(members[0]!.slice(0, 8)).toEqual([
      'numero_adherent',
      'nom',
      'prenom',
      'type',
      'montant_euros',
      'payee_le',
      'valable_jusqu_au',
      'reference_paiement',
    ]);
    expect(members.slice(1)).toContainEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ADH-[0-9A-F]{10}$/),
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      ]),
    );
    // Words, not the form's codes.
    expect(members.slice(1).map((row) => row[3])).toContain('Individuel');
    expect(members.flat()).not.toContain('individual');
    const orders = parse(
      (
        await json(
          'GET',
          '/api/benevoles/commandes/export?etat=expediees',
          undefined,
          sessions['boutique@example.org']!.headers,
        )
      ).rawPayload,
      { bom: true, delimiter: ';' },
    ) as string[][];
    expect(orders[0]).toEqual([
      'reference',
      'etat',
      'nom',
      'prenom',
      'ville',
      'montant_euros',
      'payee_le',
      'expediee_le',
    ]);
    expect(orders.slice(1).every((row) => row[1] === 'expédiée')).toBe(true);
  });

  it('a paid order is refunded through the provider: voided, the buyer and the association told, once', async () => {
    const order = await paidOrder('rembourse.moi@example.com');
    const url = `/api/benevoles/commandes/${order}/remboursement`;
    expect(
      (await json('POST', url, { reason: 'x' }, sessions['musee@example.org']!.headers)).statusCode,
    ).toBe(403);
    // A refund says why.
    const withoutReason = await json('POST', url, {}, sessions['boutique@example.org']!.headers);
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().message).toMatch(/pourquoi la commande est remboursée/);
    const before = ctx.smtp.messages.length;
    // The refund comes an hour after the payment.
    ctx.setClock('2026-12-01T10:00:00+01:00');
    const refunded = await json(
      'POST',
      url,
      { reason: 'article rendu abîmé' },
      sessions['boutique@example.org']!.headers,
    ).finally(() => ctx.setClock(TEST_NOW));
    expect(refunded.statusCode).toBe(200);
    const status = ctx.app.services.db.prepare('SELECT status FROM payments WHERE id = ?').get(order) as {
      status: string;
    };
    expect(status.status).toBe('refunded');
    // The order tells its story: paid when it was paid, refunded when, by whom, how much and why.
    const detail = (
      await json(
        'GET',
        `/api/benevoles/commandes/${order}`,
        undefined,
        sessions['boutique@example.org']!.headers,
      )
    ).json().order;
    const events = ctx.app.services.db
      .prepare('SELECT status, created_at AS at FROM payment_events WHERE payment_id = ? ORDER BY id')
      .all(order) as { status: string; at: string }[];
    expect(detail).toMatchObject({
      state: 'refunded',
      paidAt: events.find((event) => event.status === 'paid')!.at,
      refundedAt: events.find((event) => event.status === 'refunded')!.at,
      refundedBy: 'bénévole:boutique@example.org',
      refundReason: 'article rendu abîmé',
      refundedCents: detail.amountCents,
    });
    expect([detail.paidAt, detail.refundedAt]).toEqual([
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T09:00:00.000Z',
    ]);
    await ctx.flushMail();
    const sent = ctx.smtp.messages.slice(before);
    expect(sent.map((mail) => mail.to[0]).sort()).toEqual(
      [ctx.config.recipients.association, 'rembourse.moi@example.com'].sort(),
    );
    expect(sent.map(mailText).join('\n')).toContain(
      `Votre commande ${paymentReference('shop', order)} a été remboursée`,
    );
    // The association's mail says who refunded and why, not that the payer contested it.
    const notice = mailText(sent.find((mail) => mail.to[0] === ctx.config.recipients.association)!);
    expect(notice).toContain('boutique@example.org a remboursé le paiement');
    expect(notice).toContain('article rendu abîmé');
    expect(notice).not.toContain('contesté');
    expect(
      (await json('POST', url, { reason: 'encore' }, sessions['boutique@example.org']!.headers)).statusCode,
    ).toBe(409);
    const list = await json(
      'GET',
      '/api/benevoles/commandes?etat=remboursees',
      undefined,
      sessions['boutique@example.org']!.headers,
    );
    expect(list.json().orders.map((each: { paymentId: string }) => each.paymentId)).toContain(order);
  });
});
