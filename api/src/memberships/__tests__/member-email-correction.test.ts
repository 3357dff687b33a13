// A member's address typed wrong when paying: the memberships' role sends a link to the right one,
// nothing moves until its owner opens it, and then the account moves, the correction is recorded
// beside the membership, its documents reach the member at last, the sessions opened from the wrong
// mailbox close and that mailbox is told only that it will hear no more of it.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { validationMessages } from '@mtdm/shared/validation';
import { payMembership } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { confirmChangeByPage, signInMember } from '../../__tests__/support/member-session';

const space = signedInSpaceForFile(['adhesions@example.org', 'tresorier@example.org']);
const { json } = space;
const REASON = 'Adresse mal saisie au paiement (signalé par téléphone)';
const correct = (paymentId: string, payload: object, as = 'adhesions@example.org') =>
  json('POST', `/api/benevoles/adhesions/${paymentId}/adresse`, payload, space.sessions[as]);
const membership = async (paymentId: string) =>
  calls.membership.answer.parse(
    (
      await json(
        'GET',
        `/api/benevoles/adhesions/${paymentId}`,
        undefined,
        space.sessions['adhesions@example.org'],
      )
    ).json(),
  ).membership;

/** The mails sent since `before`, once the queue is flushed. */
async function mailsSince(before: number) {
  await space.ctx.flushMail();
  return space.ctx.smtp.messages.slice(before);
}

/** The token of a confirmation link in a mail. */
const tokenIn = (mail: Parameters<typeof mailText>[0]) =>
  /\/adherents\/adresse\?jeton=([\w-]+)/.exec(mailText(mail))![1]!;

/** Confirms a change as the page's button does. */
const confirm = (jeton: string) => confirmChangeByPage(space.ctx, jeton);

it('moves the account once the right address confirms it; the wrong mailbox learns nothing of it and is signed out', async () => {
  const paymentId = await payMembership(space.ctx, 'jean.duponr@example.com');
  const { reference } = await membership(paymentId);
  // Whoever holds the mailbox typed wrong has received the member's links: they may have signed in.
  const stranger = await signInMember(space.ctx, 'jean.duponr@example.com');
  const before = space.ctx.smtp.messages.length;

  const asked = await correct(paymentId, { email: ' jean.dupont@example.com ', reason: REASON });
  expect([asked.statusCode, asked.json().message]).toEqual([
    200,
    'Lien de confirmation envoyé à jean.dupont@example.com\u00a0: l’adhésion passera à cette adresse quand son titulaire l’aura ouvert, dans les 24 heures.',
  ]);
  // Nothing moves before the owner of the right address opens the link.
  const waiting = await membership(paymentId);
  expect(waiting.email).toBe('jean.duponr@example.com');
  expect(waiting.emailCorrectionPending).toMatchObject({
    to: 'jean.dupont@example.com',
    askedBy: 'adhesions@example.org',
  });
  const sent = await mailsSince(before);
  expect(sent.map((mail) => mail.to)).toEqual([['jean.dupont@example.com']]);
  expect(mailText(sent[0]!)).toContain(`votre adhésion (référence ${reference})`);
  expect(mailText(sent[0]!)).not.toContain('duponr');

  const afterLink = space.ctx.smtp.messages.length;
  const confirmed = await confirm(tokenIn(sent[0]!));
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.body).toContain('Votre adresse e-mail est désormais celle de votre adhésion');
  // The documents the wrong mailbox received go to the right one; the wrong one is told only that it
  // will hear no more of a membership: not whose, nor where it went.
  const afterConfirmation = await mailsSince(afterLink);
  expect(afterConfirmation.map((mail) => mail.to)).toEqual([
    ['jean.duponr@example.com'],
    ['jean.dupont@example.com'],
  ]);
  const notice = mailText(afterConfirmation[0]!);
  expect(notice).toContain(
    'Une adhésion à l’AAMTDM avait été enregistrée par erreur sous cette adresse e-mail.',
  );
  for (const secret of ['dupont', reference, 'Lefèvre', 'Marie']) expect(notice).not.toContain(secret);
  expect(mailAttachments(afterConfirmation[0]!.raw)).toEqual([]);
  afterConfirmation.shift();
  expect(mailText(afterConfirmation[0]!)).toContain(
    'L’association avait envoyé votre attestation d’adhésion et votre reçu fiscal à l’adresse mal écrite',
  );
  expect(
    mailAttachments(afterConfirmation[0]!.raw)
      .map((part) => part.filename.replace(/-.*/, ''))
      .sort(),
  ).toEqual(['attestation', 'recu']);
  expect((await json('GET', '/api/adherents/moi', undefined, stranger.headers)).statusCode).toBe(401);

  const moved = await membership(paymentId);
  expect(moved.email).toBe('jean.dupont@example.com');
  expect(moved.emailCorrectionPending).toBeNull();
  expect(moved.emailCorrections).toEqual([
    {
      reason: REASON,
      askedBy: 'adhesions@example.org',
      askedAt: expect.any(String),
      confirmedAt: expect.any(String),
    },
  ]);
  const { me } = await signInMember(space.ctx, 'jean.dupont@example.com');
  expect(me.contact.email).toBe('jean.dupont@example.com');
  // The wrong mailbox opens nothing any more: a link asked for it goes nowhere.
  const asking = space.ctx.smtp.messages.length;
  await json('POST', '/api/adherents/lien', { email: 'jean.duponr@example.com' });
  expect(await mailsSince(asking)).toEqual([]);

  // The correction is a record: it never changes, and the journal names the membership it was asked from.
  const { db } = space.ctx.app.services;
  expect(() => db.prepare("UPDATE member_email_corrections SET reason = 'autre'").run()).toThrow(
    'Une correction de l’adresse d’un adhérent ne change jamais',
  );
  expect(
    db
      .prepare('SELECT volunteer FROM personal_data_views WHERE action = ? AND subject = ?')
      .all('adresse d’adhérent à confirmer', reference),
  ).toEqual([{ volunteer: 'adhesions@example.org' }]);
});

it('refuses what it cannot do, sending nothing and moving nothing', async () => {
  const paymentId = await payMembership(space.ctx, 'marie.curei@example.com');
  await payMembership(space.ctx, 'deja.adherente@example.com');
  const before = space.ctx.smtp.messages.length;
  const refused = async (payload: object, as?: string, id = paymentId) => {
    const answer = await correct(id, payload, as);
    return [answer.statusCode, answer.json().message];
  };
  expect(
    await refused({ email: 'marie.curie@example.com', reason: REASON }, 'tresorier@example.org'),
  ).toEqual([403, 'Votre rôle ne donne pas accès à ces informations.']);
  expect(await refused({ email: 'marie.curie@exemple', reason: REASON })).toEqual([
    400,
    validationMessages.email,
  ]);
  expect(await refused({ email: 'marie.curie@example.com', reason: ' ' })).toEqual([
    400,
    'Dites en une ligne (200 caractères au plus) pourquoi l’adresse de l’adhésion est corrigée.',
  ]);
  expect(await refused({ email: 'Marie.Curei@Example.com', reason: REASON })).toEqual([
    409,
    'L’adhésion est déjà sous cette adresse\u00a0: rien à corriger.',
  ]);
  expect(await refused({ email: 'deja.adherente@example.com', reason: REASON })).toEqual([
    409,
    'Cette adresse est déjà celle d’un compte d’adhérent\u00a0: les deux comptes ne se réunissent pas par ce lien. Convenez de la suite avec l’adhérent.',
  ]);
  expect(await refused({ email: 'marie.curie@example.com', reason: REASON }, undefined, 'inconnu')).toEqual([
    404,
    'Adhésion ou document introuvable.',
  ]);
  expect(await mailsSince(before)).toEqual([]);
  expect((await membership(paymentId)).emailCorrectionPending).toBeNull();
});

it('a couple joined from one address typed wrong moves together, as the volunteer is told, each sent their documents', async () => {
  const his = await payMembership(space.ctx, 'famille.martan@example.com', {
    firstName: 'Louis',
    lastName: 'Martin',
  });
  const hers = await payMembership(space.ctx, 'famille.martan@example.com', {
    firstName: 'Anne',
    lastName: 'Martin',
  });
  // The detail says beforehand that the address holds two members.
  expect((await membership(his)).membersAtAddress).toBe(2);
  const before = space.ctx.smtp.messages.length;
  const asked = await correct(his, { email: 'famille.martin@example.com', reason: REASON });
  expect(asked.json().message).toMatch(/ Les 2 adhérents de l’adresse actuelle la suivront ensemble\.$/);
  const [link] = await mailsSince(before);
  const confirming = space.ctx.smtp.messages.length;
  expect((await confirm(tokenIn(link!))).statusCode).toBe(200);
  // Each of them receives the documents of their membership, greeted by their name.
  const documentMails = (await mailsSince(confirming)).filter((mail) =>
    mail.to.includes('famille.martin@example.com'),
  );
  expect(documentMails.map((mail) => mail.to)).toEqual([
    ['famille.martin@example.com'],
    ['famille.martin@example.com'],
  ]);
  expect(documentMails.map((mail) => /^Bonjour (.+),/m.exec(mailText(mail))![1]).sort()).toEqual([
    'Anne Martin',
    'Louis Martin',
  ]);
  expect([(await membership(his)).email, (await membership(hers)).email]).toEqual([
    'famille.martin@example.com',
    'famille.martin@example.com',
  ]);
  // The correction is recorded beside the membership it was asked from.
  expect([
    (await membership(his)).emailCorrections.length,
    (await membership(hers)).emailCorrections,
  ]).toEqual([1, []]);
});

it('a new link voids the one before, and a volunteer sends ten in an hour at most', async () => {
  const paymentId = await payMembership(space.ctx, 'paul.verlain@example.com');
  const before = space.ctx.smtp.messages.length;
  expect((await correct(paymentId, { email: 'paul.verlaine@example.com', reason: REASON })).statusCode).toBe(
    200,
  );
  expect((await correct(paymentId, { email: 'p.verlaine@example.com', reason: REASON })).statusCode).toBe(
    200,
  );
  const [first, second] = await mailsSince(before);
  expect((await confirm(tokenIn(first!))).statusCode).toBe(400);
  expect((await membership(paymentId)).email).toBe('paul.verlain@example.com');
  expect((await confirm(tokenIn(second!))).statusCode).toBe(200);
  expect((await membership(paymentId)).email).toBe('p.verlaine@example.com');

  // The links this volunteer sent in this file so far, then as many more as make ten: no more this hour.
  const { sentLinks: already } = space.ctx.app.services.db
    .prepare('SELECT count(*) AS sentLinks FROM email_changes WHERE asked_by = ?')
    .get('adhesions@example.org') as { sentLinks: number };
  const next = await payMembership(space.ctx, 'arthur.rimbo@example.com');
  for (let sentLinks = already; sentLinks < 10; sentLinks += 1)
    expect(
      (await correct(next, { email: `arthur.rimbaud${sentLinks}@example.com`, reason: REASON })).statusCode,
    ).toBe(200);
  const limited = await correct(next, { email: 'arthur.rimbaud@example.com', reason: REASON });
  expect([limited.statusCode, limited.json().message]).toEqual([
    429,
    'Vous avez envoyé beaucoup de liens de correction d’adresse\u00a0: réessayez dans une heure.',
  ]);
});
