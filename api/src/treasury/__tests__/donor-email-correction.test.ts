// A donor's address typed wrong when paying: the treasurer sends a link to the right one, nothing moves
// until its owner opens it, and then the donation alone is filed under it by a record beside it: its
// receipt reaches the donor at last, their space lists it, a copy or an erasure of them finds it, and the
// mailbox typed wrong is told only that it will hear no more of it.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { donationPayload } from '../../__tests__/support/fixtures';
import { payMembership, paymentCalls } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { mailAttachments } from '../../__tests__/support/mail-parts';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { confirmChangeByPage, signInMember } from '../../__tests__/support/member-session';
import { refundPayment } from '../../settlement/refund-payment';
import { requestEmailChange } from '../../member-area/email-change';

const space = signedInSpaceForFile(['tresorier@example.org', 'adhesions@example.org', 'admin@example.org']);
const { json } = space;
const payments = paymentCalls(() => space.ctx);
const REASON = 'Adresse mal saisie au paiement (signalé par courrier)';
const TREASURER = 'tresorier@example.org';

async function payDonation(email: string): Promise<string> {
  const customerId = `don_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const paymentId = await payments.pay('donation', donationPayload({ email, customer_id: customerId }));
  await space.ctx.flushMail();
  return paymentId;
}
const correct = (paymentId: string, payload: object, as = TREASURER) =>
  json('POST', `/api/benevoles/dons/${paymentId}/adresse`, payload, space.sessions[as]);
const donation = async (paymentId: string) =>
  calls.donation.answer.parse(
    (await json('GET', `/api/benevoles/dons/${paymentId}`, undefined, space.sessions[TREASURER])).json(),
  ).donation;

/** The mails sent since `before`, once the queue is flushed. */
async function mailsSince(before: number) {
  await space.ctx.flushMail();
  return space.ctx.smtp.messages.slice(before);
}
const tokenIn = (mail: Parameters<typeof mailText>[0]) =>
  /\/adherents\/adresse\?jeton=([\w-]+)/.exec(mailText(mail))![1]!;

it('files the donation under the right address once its owner confirms it, and mails the receipt there', async () => {
  const paymentId = await payDonation('paul.martln@example.com');
  // The mailbox typed wrong also holds a gift of its own owner's: it stays theirs.
  const strangers = await payDonation('paul.martln@example.com');
  const { reference, receiptNumber } = await donation(paymentId);
  expect(receiptNumber).not.toBeNull();
  const before = space.ctx.smtp.messages.length;

  const asked = await correct(paymentId, { email: ' Paul.Martin@example.com ', reason: REASON });
  expect([asked.statusCode, asked.json().message]).toEqual([
    200,
    'Lien de confirmation envoyé à Paul.Martin@example.com\u00a0: le don passera à cette adresse, et son reçu fiscal avec lui, quand son titulaire l’aura ouvert, dans les 24 heures.',
  ]);
  // Nothing moves before the owner of the right address opens the link.
  const waiting = await donation(paymentId);
  expect(waiting.email).toBe('paul.martln@example.com');
  expect(waiting.emailCorrectionPending).toMatchObject({ to: 'paul.martin@example.com', askedBy: TREASURER });
  const sent = await mailsSince(before);
  expect(sent.map((mail) => mail.to)).toEqual([['paul.martin@example.com']]);
  expect(mailText(sent[0]!)).toContain(`votre don (référence ${reference})`);
  expect(mailText(sent[0]!)).not.toContain('martln');

  const afterLink = space.ctx.smtp.messages.length;
  const confirmed = await confirmChangeByPage(space.ctx, tokenIn(sent[0]!));
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.body).toContain('Votre adresse e-mail est désormais celle de votre don');
  const afterConfirmation = await mailsSince(afterLink);
  expect(afterConfirmation.map((mail) => mail.to)).toEqual([
    ['paul.martln@example.com'],
    ['paul.martin@example.com'],
  ]);
  const notice = mailText(afterConfirmation[0]!);
  expect(notice).toContain('Un don à l’AAMTDM avait été enregistré par erreur sous cette adresse e-mail.');
  for (const secret of ['martin', reference, receiptNumber!]) expect(notice).not.toContain(secret);
  expect(mailAttachments(afterConfirmation[0]!.raw)).toEqual([]);
  expect(mailText(afterConfirmation[1]!)).toContain(
    'L’association avait envoyé votre reçu fiscal à l’adresse mal écrite',
  );
  expect(mailAttachments(afterConfirmation[1]!.raw).map((part) => part.filename)).toEqual([
    expect.stringMatching(/^recu/),
  ]);

  const moved = await donation(paymentId);
  expect(moved.email).toBe('paul.martin@example.com');
  expect(moved.emailCorrectionPending).toBeNull();
  expect(moved.emailCorrections).toEqual([
    {
      email: 'paul.martin@example.com',
      reason: REASON,
      askedBy: TREASURER,
      askedAt: expect.any(String),
      confirmedAt: expect.any(String),
    },
  ]);
  expect((await donation(strangers)).email).toBe('paul.martln@example.com');

  // The donor's space opens at the right address with this gift; the wrong one keeps only its own.
  const right = await signInMember(space.ctx, 'paul.martin@example.com');
  expect(right.me.donations).toHaveLength(1);
  const wrong = await signInMember(space.ctx, 'paul.martln@example.com');
  expect(wrong.me.donations).toHaveLength(1);

  // A receipt sent again goes to the right address.
  const resending = space.ctx.smtp.messages.length;
  const resent = await json(
    'POST',
    `/api/benevoles/documents/${paymentId}/tax-receipt/renvoi`,
    {},
    space.sessions[TREASURER],
  );
  expect(resent.statusCode).toBe(200);
  expect((await mailsSince(resending)).map((mail) => mail.to)).toEqual([['paul.martin@example.com']]);

  // The correction is a record, and the journal names the donation it was asked from.
  const { db } = space.ctx.app.services;
  expect(() => db.prepare("UPDATE payment_email_corrections SET email = 'autre@example.com'").run()).toThrow(
    'Une correction de l’adresse d’un payeur ne change jamais',
  );
  expect(
    db
      .prepare('SELECT volunteer FROM personal_data_views WHERE action = ? AND subject = ?')
      .all('adresse de donateur à confirmer', reference),
  ).toEqual([{ volunteer: TREASURER }]);
});

it('gives the donation to the right address in a copy and an erasure, no longer to the one typed wrong', async () => {
  const paymentId = await payDonation('claire.bernrad@example.com');
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'claire.bernard@example.com', reason: REASON });
  const [link] = await mailsSince(before);
  await confirmChangeByPage(space.ctx, tokenIn(link!));
  const admin = space.sessions['admin@example.org'];
  const records = async (email: string) =>
    (
      await json('GET', `/api/benevoles/personnes?email=${encodeURIComponent(email)}`, undefined, admin)
    ).json().records;
  expect(await records('claire.bernard@example.com')).toMatchObject({ paidPayments: 1, taxReceipts: 1 });
  expect(await records('claire.bernrad@example.com')).toMatchObject({ paidPayments: 0, taxReceipts: 0 });
  const copy = (
    await json(
      'GET',
      `/api/benevoles/personnes/copie?email=${encodeURIComponent('claire.bernard@example.com')}`,
      undefined,
      admin,
    )
  ).json();
  expect(copy.paiements[0].don.adresses_corrigees).toEqual([
    {
      email: 'claire.bernard@example.com',
      reason: REASON,
      asked_at: expect.any(String),
      confirmed_at: expect.any(String),
    },
  ]);
  // The mails of the gift sent before the correction are the donor's too, wherever they went: the
  // thanks to the address typed wrong, the association's notice that answered it.
  const { db } = space.ctx.app.services;
  const aboutTheGift = () =>
    db
      .prepare(
        'SELECT recipient, subject FROM mail_queue WHERE ? IN (lower(recipient), lower(reply_to)) ORDER BY id',
      )
      .all('claire.bernrad@example.com');
  expect(aboutTheGift()).toEqual([
    { recipient: 'claire.bernrad@example.com', subject: 'Merci pour votre don à l’AAMTDM' },
    { recipient: expect.any(String), subject: expect.stringMatching(/^Nouveau don payé DON-/) },
    { recipient: 'claire.bernrad@example.com', subject: 'Un don enregistré par erreur à votre adresse' },
  ]);
  expect(copy.courriels.map((mail: { subject: string }) => mail.subject)).toEqual(
    expect.arrayContaining([
      'Merci pour votre don à l’AAMTDM',
      expect.stringMatching(/^Nouveau don payé DON-/),
    ]),
  );
  // Erased at the right address, the donor's birth and telephone leave the kept donation, and the mails
  // about it go; the notice to the address typed wrong, which names no one, is its owner's.
  expect(
    (
      await json(
        'POST',
        '/api/benevoles/personnes/effacement',
        { email: 'claire.bernard@example.com' },
        admin,
      )
    ).statusCode,
  ).toBe(200);
  expect(
    space.ctx.app.services.db
      .prepare('SELECT birth_date, mobile_number FROM donations WHERE payment_id = ?')
      .get(paymentId),
  ).toEqual({ birth_date: '', mobile_number: '' });
  expect(aboutTheGift()).toEqual([
    { recipient: 'claire.bernrad@example.com', subject: 'Un don enregistré par erreur à votre adresse' },
  ]);
});

it('refuses what it cannot do, sending nothing and moving nothing', async () => {
  const paymentId = await payDonation('luc.petti@example.com');
  const before = space.ctx.smtp.messages.length;
  const refused = async (payload: object, as?: string, id = paymentId) => {
    const answer = await correct(id, payload, as);
    return [answer.statusCode, answer.json().message];
  };
  expect(await refused({ email: 'luc.petit@example.com', reason: REASON }, 'adhesions@example.org')).toEqual([
    403,
    'Votre rôle ne donne pas accès à ces informations.',
  ]);
  expect((await refused({ email: 'luc.petit@exemple', reason: REASON }))[0]).toBe(400);
  expect(await refused({ email: 'luc.petit@example.com', reason: ' ' })).toEqual([
    400,
    'Dites en une ligne (200 caractères au plus) pourquoi l’adresse du don est corrigée.',
  ]);
  expect(await refused({ email: 'LUC.PETTI@example.com', reason: REASON })).toEqual([
    409,
    'Le don est déjà sous cette adresse\u00a0: rien à corriger.',
  ]);
  expect(await refused({ email: 'luc.petit@example.com', reason: REASON }, undefined, 'inconnu')).toEqual([
    404,
    'Don introuvable.',
  ]);
  expect(await mailsSince(before)).toEqual([]);
  expect((await donation(paymentId)).emailCorrectionPending).toBeNull();
});

it('moves nothing when the gift was refunded before its link was opened', async () => {
  const paymentId = await payDonation('remi.blanc@exmaple.com');
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'remi.blanc@example.com', reason: REASON });
  const [link] = await mailsSince(before);
  expect(refundPayment(space.ctx.app.services.settlement, paymentId, { provider: 'test:refunded' })).toBe(
    true,
  );
  const opened = await confirmChangeByPage(space.ctx, tokenIn(link!));
  expect(opened.statusCode).toBe(400);
  const gift = await donation(paymentId);
  expect([gift.email, gift.emailCorrections]).toEqual(['remi.blanc@exmaple.com', []]);
});

it('keeps a donation’s link waiting when a member of the address typed wrong changes their own', async () => {
  // The address typed wrong is a real member's, who changes it from their space meanwhile.
  await payMembership(space.ctx, 'membre.reel@example.com');
  const paymentId = await payDonation('membre.reel@example.com');
  const { services } = space.ctx.app;
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'donatrice.vraie@example.com', reason: REASON });
  const [link] = await mailsSince(before);
  expect(
    requestEmailChange(
      services,
      'membre.reel@example.com',
      'membre.nouvelle@example.com',
      'session-du-membre',
    ),
  ).toEqual({ ok: true });
  expect((await confirmChangeByPage(space.ctx, tokenIn(link!))).statusCode).toBe(200);
  expect((await donation(paymentId)).email).toBe('donatrice.vraie@example.com');
});

// Last: it spends the treasurer's links of the hour.
it('voids the link before when another is sent, and stops a volunteer past ten links in an hour', async () => {
  const paymentId = await payDonation('anne.duboiss@example.com');
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'anne.dubios@example.com', reason: REASON });
  await correct(paymentId, { email: 'anne.dubois@example.com', reason: REASON });
  const [first, second] = await mailsSince(before);
  expect((await confirmChangeByPage(space.ctx, tokenIn(first!))).statusCode).toBe(400);
  expect((await confirmChangeByPage(space.ctx, tokenIn(second!))).statusCode).toBe(200);
  expect((await donation(paymentId)).email).toBe('anne.dubois@example.com');

  const other = await payDonation('limite@example.com');
  const { db } = space.ctx.app.services;
  const sentThisHour = (
    db.prepare('SELECT count(*) AS n FROM email_changes WHERE asked_by = ?').get(TREASURER) as { n: number }
  ).n;
  for (let sent = sentThisHour; sent < 10; sent += 1)
    expect((await correct(other, { email: `limite.${sent}@example.com`, reason: REASON })).statusCode).toBe(
      200,
    );
  const limited = await correct(other, { email: 'limite.onze@example.com', reason: REASON });
  expect([limited.statusCode, limited.json().message]).toEqual([
    429,
    'Vous avez envoyé beaucoup de liens de correction d’adresse\u00a0: réessayez dans une heure.',
  ]);
});
