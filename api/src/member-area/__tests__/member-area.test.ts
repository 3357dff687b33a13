// The member area over HTTP: a member signs in with the mailed link, sees only their own membership
// and documents, corrects their details and renews in one step; a non-member gets the same answer.
import { memberCalls, SIGNED_IN_COOKIES } from '@mtdm/shared/contracts/signed-in';
import { RENEWAL_DONATION_MESSAGE, validationMessages } from '@mtdm/shared/validation';
import { membershipPayload } from '../../__tests__/support/fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import { payMembership, paymentCalls } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import {
  confirmChangeByPage,
  memberAreaTestContext,
  signInMember,
} from '../../__tests__/support/member-session';
import { erasePersonData } from '../../personal-data/person-erasure';
import { RENEWAL_AFTER_ERASURE } from '../member-account';
import { spaceRequest, tokenMailedTo } from '../../__tests__/support/link-sign-in';
import { writeBuiltShell } from '../../__tests__/support/built-shell';
import { INHERITED_NAMES } from '../../__tests__/support/seeded-random';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await memberAreaTestContext();
});
afterAll(() => ctx.close());

const json = spaceRequest(() => ctx);

/** The last mail sent to an address, once the waiting mail is sent. */
async function lastMailTo(email: string) {
  await ctx.flushMail();
  return [...ctx.smtp.messages].reverse().find((message) => message.to.includes(email))!;
}

/** Signs a member in with the link of the mail: the cookies and CSRF token of their session. */
async function signIn(email: string) {
  const { opened, session, me, headers } = await signInMember(ctx, email);
  expect(opened.statusCode).toBe(303);
  expect(opened.headers.location).toBe('/adherents/');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
  return { me, headers };
}

it('answers the same to a member and to anyone else, and mails the member only', async () => {
  await payMembership(ctx, 'membre.un@example.com');
  const before = ctx.smtp.messages.length;
  const member = await json('POST', '/api/adherents/lien', { email: 'membre.un@example.com' });
  const stranger = await json('POST', '/api/adherents/lien', { email: 'pas.membre@example.com' });
  expect(stranger.json()).toEqual(member.json());
  await ctx.flushMail();
  expect(ctx.smtp.messages.slice(before).map((mail) => mail.to)).toEqual([['membre.un@example.com']]);
});

it('a member typing their address another way is mailed the link at the one they joined with', async () => {
  await payMembership(ctx, 'claire.fontaine@gmail.com');
  await payMembership(ctx, 'paul.martin@exemple.fr');
  const before = ctx.smtp.messages.length;
  const typed = await json('POST', '/api/adherents/lien', { email: 'ClaireFontaine+musee@googlemail.com' });
  // Outside Gmail a dot is part of the name: another person's address, which opens nothing.
  const other = await json('POST', '/api/adherents/lien', { email: 'paulmartin@exemple.fr' });
  expect(other.json()).toEqual(typed.json());
  await ctx.flushMail();
  expect(ctx.smtp.messages.slice(before).map((mail) => mail.to)).toEqual([['claire.fontaine@gmail.com']]);
  const token = await tokenMailedTo(
    ctx,
    /\/adherents\/connexion\?jeton=([\w-]+)/,
    'claire.fontaine@gmail.com',
  );
  const opened = await json('POST', memberCalls.openSession.path, { jeton: token });
  expect(opened.statusCode).toBe(303);
  const session = opened.cookies.find((cookie) => cookie.name === SIGNED_IN_COOKIES.member)!;
  const me = await json('GET', memberCalls.account.path, undefined, {
    cookie: `${SIGNED_IN_COOKIES.member}=${session.value}`,
  });
  expect(me.json().contact).toMatchObject({ email: 'claire.fontaine@gmail.com' });
});

it('a member sees their membership, number to come, and downloads their documents', async () => {
  const { me } = await signIn('membre.un@example.com');
  expect(me.memberships).toHaveLength(1);
  expect(me.memberships[0]).toMatchObject({
    type: 'Individuel',
    membershipType: 'individual',
    memberNumber: null,
  });
  expect(me.memberships[0].text).toMatchObject({
    amount: '30,00\u00a0€',
    validUntil: expect.stringMatching(/^\d{1,2}(er)? \S+ \d{4}$/),
  });
  expect(me.memberships[0].documents.map((document: { kind: string }) => document.kind).sort()).toEqual([
    'membership-attestation',
    'tax-receipt',
  ]);
  const attestation = me.memberships[0].documents.find(
    (document: { kind: string }) => document.kind === 'membership-attestation',
  );
  const pdf = await json('GET', new URL(attestation.url, 'http://localhost').pathname);
  expect(pdf.statusCode).toBe(200);
  expect(me.contact).toMatchObject({ email: 'membre.un@example.com', city: 'Fréjus' });
});

it('a lifetime member is told so: valid for life, nothing to renew', async () => {
  await paymentCalls(() => ctx).pay(
    'membership',
    membershipPayload({
      email: 'membre.a.vie@example.com',
      customer_id: 'adherent_1800000000000_9',
      amount: 600,
      donationAmount: 580,
    }),
  );
  const { me } = await signIn('membre.a.vie@example.com');
  expect(me.memberships[0]).toMatchObject({ lifetime: true, validUntil: 'à vie' });
  expect(me.memberships[0].text.validUntil).toBe('à vie');
});

it('a member never sees another member’s data, and a volunteer’s cookie opens nothing here', async () => {
  await payMembership(ctx, 'membre.deux@example.com');
  const first = await signIn('membre.un@example.com');
  const second = await signIn('membre.deux@example.com');
  expect(second.me.contact.email).toBe('membre.deux@example.com');
  expect(JSON.stringify(second.me)).not.toContain('membre.un@example.com');
  expect(JSON.stringify(first.me)).not.toContain('membre.deux@example.com');
  const volunteerCookie = first.headers.cookie.replace('__Host-mtdm_adherent=', '__Host-mtdm_benevole=');
  expect((await json('GET', '/api/benevoles/moi', undefined, { cookie: volunteerCookie })).statusCode).toBe(
    401,
  );
  expect((await json('GET', '/api/adherents/moi')).statusCode).toBe(401);
});

it('the session check answers everyone plainly: signed in for the member, signed out for anyone else', async () => {
  await payMembership(ctx, 'membre.etat@example.com');
  const { headers } = await signIn('membre.etat@example.com');
  const member = await json('GET', '/api/adherents/session', undefined, { cookie: headers.cookie });
  expect(member.statusCode).toBe(200);
  expect(member.headers['cache-control']).toBe('no-store');
  expect(member.json()).toEqual({ signedIn: true });
  const visitor = await json('GET', '/api/adherents/session');
  expect(visitor.statusCode).toBe(200);
  expect(visitor.json()).toEqual({ signedIn: false });
  const forged = await json('GET', '/api/adherents/session', undefined, {
    cookie: '__Host-mtdm_adherent=faux',
  });
  expect(forged.json()).toEqual({ signedIn: false });
});

it('the member’s pages: the shell with the members’ module for the member, the sign-in for anyone else', async () => {
  await payMembership(ctx, 'membre.pages@example.com');
  const { headers } = await signIn('membre.pages@example.com');
  writeBuiltShell(ctx.config.siteRoot);
  try {
    const page = await json('GET', '/adherents/', undefined, { cookie: headers.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const boot = JSON.parse(/id="mtdm-boot-data">([^<]*)</.exec(page.body)![1]!);
    expect(boot.signedInSpace).toMatchObject({ remote: 'mfe_members', module: './MembersSpacePage' });
    expect(page.body).not.toContain('membre.pages@example.com');
    const stranger = await json('GET', '/adherents/');
    expect(stranger.statusCode).toBe(303);
    expect(stranger.headers.location).toBe('/pages/Login');
  } finally {
    fs.rmSync(path.join(ctx.config.siteRoot, 'shell'), { recursive: true, force: true });
  }
});

it('signed out, a reminder’s renewal link leads through the sign-in back to that member’s renewal', async () => {
  const email = 'foyer.retour@example.com';
  await payMembership(ctx, email, { firstName: 'Marie', lastName: 'Retour' });
  const renewal = await json('GET', '/adherents/?adherent=marie+retour');
  expect(renewal.statusCode).toBe(303);
  expect(renewal.headers.location).toBe('/pages/Login?adherent=marie+retour');

  // The sign-in page asks for a link with the member it came for: the link mailed carries them.
  await json('POST', '/api/adherents/lien', { email, adherent: 'marie retour' });
  const [, jeton, adherent] = /\/adherents\/connexion\?jeton=([\w-]+)&adherent=(\S+)/.exec(
    mailText(await lastMailTo(email)),
  )!;
  expect(adherent).toBe('marie+retour');
  const page = await json('GET', `/adherents/connexion?jeton=${jeton}&adherent=${adherent}`);
  expect(page.body).toMatch(/<input type="hidden" name="adherent" value="marie retour"/);
  const opened = await json('POST', memberCalls.openSession.path, { jeton, adherent: 'marie retour' });
  expect(opened.statusCode).toBe(303);
  expect(opened.headers.location).toBe('/adherents/?adherent=marie+retour#renouveler');
});

it('a renewal named by anything but a key leads nowhere else: its signs stay in the query, a long one goes', async () => {
  const email = 'foyer.hostile@example.com';
  await payMembership(ctx, email);
  const tooLong = 'x'.repeat(600);
  expect((await json('GET', `/adherents/?adherent=${tooLong}`)).headers.location).toBe('/pages/Login');
  await json('POST', '/api/adherents/lien', { email, adherent: '//ailleurs.example#x' });
  const [, jeton] = /\/adherents\/connexion\?jeton=([\w-]+)/.exec(mailText(await lastMailTo(email)))!;
  const opened = await json('POST', memberCalls.openSession.path, {
    jeton,
    adherent: '//ailleurs.example#x',
  });
  expect(opened.headers.location).toBe('/adherents/?adherent=%2F%2Failleurs.example%23x#renouveler');
  await json('POST', '/api/adherents/lien', { email, adherent: tooLong });
  const [, again] = /\/adherents\/connexion\?jeton=([\w-]+)(\S*)/.exec(mailText(await lastMailTo(email)))!;
  const plain = await json('POST', memberCalls.openSession.path, { jeton: again, adherent: tooLong });
  expect(plain.headers.location).toBe('/adherents/');
});

it('a member corrects their address and phone, living abroad too; a refused detail is named in French', async () => {
  const { headers } = await signIn('membre.un@example.com');
  const correct = (contact: Record<string, string>, sent: Record<string, string> = headers) =>
    json('POST', '/api/adherents/coordonnees', contact, sent);
  const valid = {
    address: ' 3 rue Neuve ',
    postcode: '83600',
    city: 'Fréjus',
    mobileNumber: '06 11 22 33 44',
  };
  for (const [wrong, message] of [
    [{ postcode: '8' }, 'Code postal\u00a0: Le code postal n’est pas valide'],
    [{ mobileNumber: '12345' }, 'Téléphone\u00a0: Veuillez entrer un numéro de téléphone valide'],
    [{ city: ' ' }, 'Ville\u00a0: Ce champ est obligatoire.'],
    [{ address: '3 rue Neuve\nBcc: x@example.org' }, 'Adresse\u00a0: Écrivez-le sur une seule ligne'],
    // A line separator, a control character, a reversed direction: what the membership form refuses.
    [{ address: '3 rue Neuve\u2028Bcc: x@example.org' }, 'Adresse\u00a0: Écrivez-le sur une seule ligne'],
    [{ city: 'Fréjus\u0000' }, 'Ville\u00a0: Ce texte contient des caractères invisibles'],
    [{ address: '3 rue \u202eeuveN' }, 'Adresse\u00a0: Ce texte contient des caractères invisibles'],
  ] as const) {
    const refused = await correct({ ...valid, ...wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
  }
  const me = async () => (await json('GET', '/api/adherents/moi', undefined, headers)).json().contact;
  // A member who moved to Brussels: a four-digit postcode.
  const abroad = {
    address: '12 avenue Louise',
    postcode: '1050',
    city: 'Bruxelles',
    mobileNumber: '+33611223344',
  };
  expect((await correct(abroad)).statusCode).toBe(200);
  expect(await me()).toMatchObject(abroad);
  expect((await correct(valid, { cookie: headers.cookie })).statusCode).toBe(403);
  expect((await correct(valid)).statusCode).toBe(200);
  // Back home. Kept as the membership form keeps them: trimmed, the telephone as +33 and nine digits.
  expect(await me()).toMatchObject({
    address: '3 rue Neuve',
    postcode: '83600',
    mobileNumber: '+33611223344',
  });
  // Each correction is a record beside the membership, which keeps what was given when paying; the
  // same details again are nothing new.
  expect((await correct(valid)).statusCode).toBe(200);
  const { db } = ctx.app.services;
  const paid = db
    .prepare("SELECT payment_id AS id, address, city FROM memberships WHERE email = 'membre.un@example.com'")
    .all() as { id: string; address: string; city: string }[];
  expect(paid.length).toBeGreaterThan(0);
  for (const membership of paid) {
    expect(membership).toMatchObject({ address: '12 rue de la Garonne', city: 'Fréjus' });
    expect(
      db
        .prepare('SELECT version, city FROM member_contact_corrections WHERE payment_id = ? ORDER BY version')
        .all(membership.id),
    ).toEqual([
      { version: 2, city: 'Bruxelles' },
      { version: 3, city: 'Fréjus' },
    ]);
  }
});

it('refuses a renewal whose gift is not an amount from 0 to a million euros, and starts no payment', async () => {
  const { headers } = await signIn('membre.un@example.com');
  const before = ctx.count('payments');
  for (const donationAmount of [-5, 1_000_001, 'douze', '1e400', true])
    expect([
      donationAmount,
      (await json('POST', '/api/adherents/renouvellement', { donationAmount }, headers)).json(),
    ]).toEqual([donationAmount, expect.objectContaining({ error: RENEWAL_DONATION_MESSAGE })]);
  expect(ctx.count('payments')).toBe(before);
});

it('refuses a renewal of a type named after what every object has, and starts no payment', async () => {
  const { headers } = await signIn('membre.un@example.com');
  const before = ctx.count('payments');
  for (const membershipType of [...INHERITED_NAMES, 'honoraire'])
    expect([
      membershipType,
      await json('POST', '/api/adherents/renouvellement', { membershipType }, headers).then((answer) => [
        answer.statusCode,
        answer.json(),
      ]),
    ]).toEqual([membershipType, [400, expect.objectContaining({ error: 'Type d’adhésion inconnu.' })]]);
  expect(ctx.count('payments')).toBe(before);
});

it('a member renews in one step, prefilled, paid like the membership form', async () => {
  const { headers } = await signIn('membre.un@example.com');
  const renewal = await json('POST', '/api/adherents/renouvellement', { donationAmount: 5 }, headers);
  expect(renewal.statusCode).toBe(200);
  const { payment_id, customer_id } = renewal.json() as { payment_id: string; customer_id: string };
  const stored = ctx.app.services.db
    .prepare('SELECT birth_date, address, amount_cents FROM memberships WHERE payment_id = ?')
    .get(payment_id) as { birth_date: string; address: string; amount_cents: number };
  expect(stored).toEqual({ birth_date: '1960-05-12', address: '3 rue Neuve', amount_cents: 2500 });
  const calls = paymentCalls(() => ctx);
  // Paid half an hour after the first membership: the newest is listed first.
  ctx.setClock('2026-12-01T09:30:00+01:00');
  await calls.sandbox(payment_id, 'pay').finally(() => ctx.setClock(TEST_NOW));
  expect((await calls.confirm('membership', payment_id, customer_id)).json()).toMatchObject({
    success: true,
  });
  const me = (await json('GET', '/api/adherents/moi', undefined, headers)).json();
  expect(me.memberships).toHaveLength(2);
  expect(me.memberships[0].amountCents).toBe(2500);
});

it('two members sharing an address each see their name, and each renews their own', async () => {
  const address = 'foyer.partage@example.com';
  await payMembership(ctx, address, { firstName: 'Marie', lastName: 'Martin' });
  ctx.setClock('2026-12-01T09:30:00+01:00');
  await payMembership(ctx, address, { firstName: 'Paul', lastName: 'Martin' }).finally(() =>
    ctx.setClock(TEST_NOW),
  );
  const { me, headers } = await signIn(address);
  expect(me.memberships.map((membership: { member: string }) => membership.member)).toEqual([
    'Paul Martin',
    'Marie Martin',
  ]);
  const renewedName = async (body: object) => {
    const answer = await json('POST', '/api/adherents/renouvellement', body, headers);
    if (answer.statusCode !== 200) return [answer.statusCode, answer.json().error];
    const { payment_id } = answer.json() as { payment_id: string };
    return ctx.app.services.db
      .prepare('SELECT first_name AS firstName FROM memberships WHERE payment_id = ?')
      .get(payment_id);
  };
  expect(await renewedName({ member: me.memberships[1].memberKey })).toEqual({ firstName: 'Marie' });
  // Named by nobody, the renewal is of whoever paid last.
  expect(await renewedName({})).toEqual({ firstName: 'Paul' });
  // A member of another address, or no one, is never renewed from here: nothing starts.
  const payments = () =>
    (ctx.app.services.db.prepare('SELECT count(*) AS count FROM payments').get() as { count: number }).count;
  const before = payments();
  for (const member of ['marie lefevre', 'personne'])
    expect(await renewedName({ member })).toEqual([400, 'Aucune adhésion à renouveler pour cette adresse.']);
  for (const member of [42, 'a'.repeat(402)])
    expect(await renewedName({ member })).toEqual([400, 'Adhérent inconnu.']);
  expect(payments()).toBe(before);
});

it('two members sharing an address each correct their own details, never the other’s', async () => {
  const address = 'foyer.coordonnees@example.com';
  const marie = await payMembership(ctx, address, { firstName: 'Marie', lastName: 'Roux' });
  ctx.setClock('2026-12-01T09:30:00+01:00');
  const paul = await payMembership(ctx, address, { firstName: 'Paul', lastName: 'Roux' }).finally(() =>
    ctx.setClock(TEST_NOW),
  );
  const { me, headers } = await signIn(address);
  // Each member of the address, the latest first, with the details their latest membership holds.
  expect(me.members.map((member: { member: string }) => member.member)).toEqual(['Paul Roux', 'Marie Roux']);
  const phoneOf = (paymentId: string) =>
    (
      ctx.app.services.db
        .prepare('SELECT mobile_number AS phone FROM member_contacts WHERE payment_id = ?')
        .get(paymentId) as { phone: string }
    ).phone;
  const details = { address: '3 rue Neuve', postcode: '83600', city: 'Fréjus' };
  const correct = (body: object) => json('POST', '/api/adherents/coordonnees', body, headers);

  expect((await correct({ ...details, mobileNumber: '+33611111111', member: 'marie roux' })).statusCode).toBe(
    200,
  );
  expect([phoneOf(marie), phoneOf(paul)]).toEqual(['+33611111111', '+33612345678']);
  // Named by nobody, the details are those of whoever paid last.
  expect((await correct({ ...details, mobileNumber: '+33622222222' })).statusCode).toBe(200);
  expect([phoneOf(marie), phoneOf(paul)]).toEqual(['+33611111111', '+33622222222']);
  // Another address's member, or no one: refused, nothing written.
  for (const member of ['marie lefevre', 'personne']) {
    const refused = await correct({ ...details, mobileNumber: '+33633333333', member });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Aucune adhésion à ce nom pour cette adresse.',
    ]);
  }
  expect([phoneOf(marie), phoneOf(paul)]).toEqual(['+33611111111', '+33622222222']);
  const after = (await json('GET', '/api/adherents/moi', undefined, headers)).json();
  expect(
    after.members.map((member: { contact: { mobileNumber: string } }) => member.contact.mobileNumber),
  ).toEqual(['+33622222222', '+33611111111']);
});

it('a member erased on request is asked to join again by the form: a renewal has nothing to start from', async () => {
  const member = 'membre.efface@example.com';
  await payMembership(ctx, member);
  await erasePersonData(
    ctx.app.services,
    { email: 'admin@example.org', name: 'Admin', roles: ['administration'] },
    member,
  );
  // Their paid membership stays for the accounts, emptied of their birth and situation.
  const { headers } = await signIn(member);
  const before = ctx.count('payments');
  const renewal = await json('POST', '/api/adherents/renouvellement', { donationAmount: 0 }, headers);
  expect([renewal.statusCode, renewal.json()]).toEqual([409, { error: RENEWAL_AFTER_ERASURE }]);
  expect(ctx.count('payments')).toBe(before);
});

/** Confirms an address change as the page's form does. */
const confirmChange = (jeton: string) => confirmChangeByPage(ctx, jeton);

/** Asks for a change of address from a session; the token of the link mailed, if one was. */
async function askChange(headers: Record<string, string>, email: string) {
  const before = ctx.smtp.messages.length;
  const answer = await json('POST', '/api/adherents/adresse', { email }, headers);
  await ctx.flushMail();
  const mail = ctx.smtp.messages.slice(before).find((message) => message.to.includes(email));
  const token = mail && /\/adherents\/adresse\?jeton=([\w.-]+)/.exec(mailText(mail))![1]!;
  return { answer, token };
}

it('refuses an address longer than any mail can go to, for a link as for a change, sending nothing', async () => {
  const long = `${'a'.repeat(243)}@example.com`;
  expect(long).toHaveLength(255);
  const { headers } = await signIn('membre.un@example.com');
  const before = ctx.smtp.messages.length;
  for (const [url, sent] of [
    ['/api/adherents/lien', {}],
    ['/api/adherents/adresse', headers],
  ] as const) {
    const refused = await json('POST', url, { email: long }, sent);
    expect([url, refused.statusCode, refused.json().message]).toEqual([url, 400, validationMessages.email]);
  }
  // One character fewer is an address like any other.
  expect((await json('POST', '/api/adherents/lien', { email: long.slice(1) })).statusCode).toBe(200);
  await ctx.flushMail();
  expect(ctx.smtp.messages.length).toBe(before);
});

it('a new e-mail address is taken once its owner confirms it; sessions close and the old address is told', async () => {
  await payMembership(ctx, 'ancienne.adresse@example.com');
  const { headers } = await signIn('ancienne.adresse@example.com');
  const { answer, token } = await askChange(headers, 'nouvelle.adresse@example.com');
  expect(answer.statusCode).toBe(200);
  const page = await ctx.app.inject({ method: 'GET', url: `/adherents/adresse?jeton=${token}` });
  expect(page.body).toContain('Confirmer ma nouvelle adresse');
  expect((await confirmChange(`${token}x`)).statusCode).toBe(400);
  const before = ctx.smtp.messages.length;
  const confirmed = await confirmChange(token!);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.body).toContain('Votre nouvelle adresse e-mail est enregistrée.');
  // Every session of the account is closed; the old address is told.
  expect((await json('GET', '/api/adherents/moi', undefined, headers)).statusCode).toBe(401);
  await ctx.flushMail();
  const notice = ctx.smtp.messages
    .slice(before)
    .find((mail) => mail.to.includes('ancienne.adresse@example.com'));
  expect(mailText(notice!)).toContain(
    'L’association vous écrira désormais à l’adresse nouvelle.adresse@example.com',
  );
  // The link works once: replayed, it changes nothing back.
  expect((await confirmChange(token!)).statusCode).toBe(400);
  const { me } = await signIn('nouvelle.adresse@example.com');
  expect(me.contact.email).toBe('nouvelle.adresse@example.com');
});

it('a change never joins two accounts: the owner of the address is told to write, nothing moves', async () => {
  await payMembership(ctx, 'demandeur@example.com');
  await payMembership(ctx, 'victime@example.com');
  const requester = await signIn('demandeur@example.com');
  const victim = await signIn('victime@example.com');
  const { answer, token } = await askChange(requester.headers, 'victime@example.com');
  // The requester is answered as for any address.
  expect(answer.statusCode).toBe(200);
  expect(answer.json().message).toMatch(/^Un lien de confirmation vient d’être envoyé à la nouvelle adresse/);
  const confirmed = await confirmChange(token!);
  expect(confirmed.statusCode).toBe(409);
  expect(confirmed.body).toContain(
    'Cette adresse est déjà celle d’un compte d’adhérent\u00a0: rien n’a été changé.',
  );
  expect(confirmed.body).toContain('href="/pages/FormulaireAssociation"');
  // Both accounts as they were, both sessions alive.
  const mine = (await json('GET', '/api/adherents/moi', undefined, requester.headers)).json();
  const theirs = (await json('GET', '/api/adherents/moi', undefined, victim.headers)).json();
  expect(mine.contact.email).toBe('demandeur@example.com');
  expect(theirs.contact.email).toBe('victime@example.com');
  expect(theirs.memberships).toHaveLength(1);
});

it('asking again voids the earlier link; a session and an address get only a few change mails', async () => {
  await payMembership(ctx, 'pressee@example.com');
  const { headers } = await signIn('pressee@example.com');
  const first = await askChange(headers, 'cible.une@example.com');
  const second = await askChange(headers, 'cible.deux@example.com');
  expect((await confirmChange(first.token!)).statusCode).toBe(400);
  const third = await askChange(headers, 'cible.trois@example.com');
  expect(third.answer.statusCode).toBe(200);
  // A fourth request within the hour from the same session is refused in French.
  const fourth = await askChange(headers, 'cible.quatre@example.com');
  expect(fourth.answer.statusCode).toBe(429);
  expect(fourth.answer.json().message).toMatch(/réessayez dans une heure/);
  expect(fourth.token).toBeUndefined();
  expect((await confirmChange(second.token!)).statusCode).toBe(400);
  // The same address, asked from other sessions: three mails a day at most.
  let mailed = 0;
  for (const member of ['relais.un@example.com', 'relais.deux@example.com']) {
    await payMembership(ctx, member);
    const session = await signIn(member);
    for (let attempt = 0; attempt < 2; attempt += 1)
      if ((await askChange(session.headers, 'cible.unique@example.com')).token) mailed += 1;
  }
  expect(mailed).toBe(3);
});

it('a member’s address gets a few sign-in links an hour, whoever asks', async () => {
  const limited = await createTestContext({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  try {
    await payMembership(limited, 'tres.demandee@example.com');
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const asked = await limited.app.inject({
        method: 'POST',
        url: '/api/adherents/lien',
        payload: { email: 'tres.demandee@example.com' },
      });
      expect(asked.statusCode).toBe(200);
    }
    await limited.flushMail();
    const links = limited.smtp.messages.filter((mail) =>
      /\/adherents\/connexion\?jeton=/.test(mailText(mail)),
    );
    expect(links).toHaveLength(5);
  } finally {
    await limited.close();
  }
});
