// A withdrawal received by post, recorded from the order by the shop or the treasurer with the day of
// its postmark: the order is withdrawn, the buyer acknowledged at their address, the withdrawal, its
// postmark and who recorded it kept; once.
import { placeOrder } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { paymentReference } from '../../payments/payment-store';

const space = signedInSpaceForFile(['boutique@example.org', 'musee@example.org']);
const { json } = space;
const BUYER = 'par.courrier@example.com';

it('records a letter’s withdrawal on its order, acknowledges it to the buyer, and only once', async () => {
  const paymentId = await placeOrder(space.ctx, { email: BUYER });
  const url = `/api/benevoles/commandes/${paymentId}/retractation-postale`;
  const shop = space.sessions['boutique@example.org']!;
  // Paid on the tests' day, 1 December 2026 (Paris); the letter is posted that day.
  const letter = { articles: '1 casquette brodée ancre d’or', cachet: '2026-12-01' };
  expect((await json('POST', url, letter, space.sessions['musee@example.org']!)).statusCode).toBe(403);
  const empty = await json('POST', url, { articles: ' ' }, shop);
  expect(empty.statusCode).toBe(400);
  expect(empty.json().message).toMatch(/quels articles le courrier nomme/);
  // The postmark: a day that exists, neither after today nor before the order was paid.
  for (const cachet of [undefined, '', '01/12/2026', '2026-02-30']) {
    const refused = await json('POST', url, { ...letter, cachet }, shop);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Indiquez la date du cachet de la poste (jour, mois et année).');
  }
  const tomorrow = await json('POST', url, { ...letter, cachet: '2026-12-02' }, shop);
  expect(tomorrow.statusCode).toBe(400);
  expect(tomorrow.json().message).toMatch(
    /^La date du cachet de la poste ne peut pas être postérieure à aujourd’hui\.$/,
  );
  const beforePayment = await json('POST', url, { ...letter, cachet: '2026-11-30' }, shop);
  expect(beforePayment.statusCode).toBe(400);
  expect(beforePayment.json().message).toMatch(/ne peut pas précéder le paiement de la commande\.$/);
  expect(space.ctx.count('withdrawals')).toBe(0);

  const mailsBefore = space.ctx.smtp.messages.length;
  const recorded = await json('POST', url, letter, shop);
  expect(recorded.statusCode).toBe(200);
  const [, withdrawal] = recorded
    .json()
    .message.match(
      /^Rétractation (RET-\d{4}-\d{6}) enregistrée\s: la commande passe dans la liste «\sRétractées\s» et l’acheteur reçoit l’accusé de réception par courriel\.$/,
    )!;
  const order = (await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, shop)).json().order;
  expect(order.state).toBe('withdrawn');
  // Its refund is counted from the day the letter was recorded.
  expect(order.refundDueOn).toBe('2026-12-15');
  expect(order.withdrawalDecisions).toEqual([
    {
      withdrawal,
      decision: 'by-post',
      decidedBy: 'boutique@example.org',
      decidedAt: expect.any(String),
      postedOn: '2026-12-01',
    },
  ]);
  // The withdrawal is written as the letter gave it, under the order's reference and its buyer.
  expect(
    space.ctx.app.services.db
      .prepare('SELECT order_reference, email, items FROM withdrawals WHERE reference = ?')
      .get(withdrawal),
  ).toEqual({ order_reference: paymentReference('shop', paymentId), email: BUYER, items: letter.articles });
  await space.ctx.flushMail();
  const acknowledgement = (await space.ctx.smtp.waitFor(mailsBefore + 1))
    .slice(mailsBefore)
    .find((message) => mailText(message).includes(`sous la référence ${withdrawal}`));
  expect(acknowledgement?.to).toEqual([BUYER]);
  expect(mailText(acknowledgement!)).toMatch(
    /demande de rétractation, postée le 1er décembre 2026 et enregistrée le mardi 1er décembre 2026 à /,
  );
  // The database keeps the postmark for a letter's withdrawal, and for it alone.
  const { db } = space.ctx.app.services;
  const decide = db.prepare(
    `INSERT INTO withdrawal_decisions (withdrawal_id, order_id, decision, decided_by, decided_at, posted_on)
     VALUES (1, 1, @decision, 'x', '2026-12-01', @postedOn)`,
  );
  for (const wrong of [
    { decision: 'by-post', postedOn: null },
    { decision: 'by-post', postedOn: '1er décembre' },
    { decision: 'set-aside', postedOn: '2026-12-01' },
  ])
    expect(() => decide.run(wrong)).toThrow('Une rétractation reçue par courrier, et elle seule');
  expect(() => db.prepare("UPDATE withdrawal_decisions SET posted_on = '2026-11-30'").run()).toThrow(
    'Une décision sur une rétractation est écrite une fois',
  );

  // Withdrawn: not recorded twice, not shipped.
  const again = await json('POST', url, letter, shop);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toMatch(/^Cette commande est déjà rétractée ou remboursée/);
  expect(space.ctx.count('withdrawals')).toBe(1);
  const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A777' };
  expect(
    (await json('POST', `/api/benevoles/commandes/${paymentId}/expedition`, parcel, shop)).statusCode,
  ).toBe(409);
  expect(
    (await json('POST', '/api/benevoles/commandes/inconnue/retractation-postale', letter, shop)).statusCode,
  ).toBe(404);
});
