// A withdrawal to check, decided by a volunteer: set aside (the order stays to ship, the flag goes),
// or attached (the order withdrawn, the buyer acknowledged at their own address); each decision
// written once, refused twice, shown on the order, and for the shop's and the treasurer's roles only.
// A buyer's withdrawal with a reference no order carries is checked on their recent orders.
import { TEST_NOW } from '../../__tests__/support/harness';
import { placeOrder } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { signInVolunteer, signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { rewriteHistory } from '../../__tests__/support/rewrite-history';
import { paymentReference } from '../../payments/payment-store';
import { purgeExpired } from '../../personal-data/purge';
import { ordersWithWithdrawalToCheck, UNKNOWN_REFERENCE_DAYS } from '../order-fulfilment-store';

const space = signedInSpaceForFile(['boutique@example.org', 'tresorier@example.org', 'musee@example.org']);
const { json } = space;
const BUYER = 'acheteuse.verifiee@example.com';

/** A withdrawal sent through the terms-of-sale form: its reference (RET-…). */
async function withdraw(orderReference: string, email: string): Promise<string> {
  const sent = await space.ctx.app.inject({
    method: 'POST',
    url: '/api/retractation',
    payload: { orderReference, firstName: 'Claire', lastName: 'Morel', email, items: '1 × Casquette' },
  });
  expect(sent.json()).toMatchObject({ success: true, acknowledgementMailed: false });
  return sent.json().reference as string;
}

const decide = (paymentId: string, body: object, volunteer = 'boutique@example.org') =>
  json(
    'POST',
    `/api/benevoles/commandes/${paymentId}/retractation-a-verifier`,
    body,
    space.sessions[volunteer]!,
  );

const orderOf = async (paymentId: string) =>
  (
    await json(
      'GET',
      `/api/benevoles/commandes/${paymentId}`,
      undefined,
      space.sessions['boutique@example.org']!,
    )
  ).json().order;

it('a withdrawal set aside leaves the order to ship, with nothing left to check; decided once', async () => {
  const paymentId = await placeOrder(space.ctx, { email: BUYER });
  const stranger = await withdraw(paymentReference('shop', paymentId), 'quelqu.un@example.net');
  expect((await orderOf(paymentId)).withdrawalToCheck).toMatchObject({
    reference: stranger,
    because: 'other-address',
  });
  const flagged = ordersWithWithdrawalToCheck(space.ctx.app.services.db);

  // The museum's role does not decide; a body without a decision, or another reference, changes nothing.
  expect(
    (await decide(paymentId, { retractation: stranger, decision: 'ecarter' }, 'musee@example.org'))
      .statusCode,
  ).toBe(403);
  const undecided = await decide(paymentId, { retractation: stranger });
  expect(undecided.statusCode).toBe(400);
  expect(undecided.json().message).toContain('rattacher la rétractation à la commande, ou l’écarter');
  expect((await decide(paymentId, { retractation: 'RET-2026-999999', decision: 'ecarter' })).statusCode).toBe(
    409,
  );
  expect((await decide('inconnue', { retractation: stranger, decision: 'ecarter' })).statusCode).toBe(404);
  expect(space.ctx.count('withdrawal_decisions')).toBe(0);

  const mailsQueued = space.ctx.count('mail_queue');
  const setAside = await decide(paymentId, { retractation: stranger, decision: 'ecarter' });
  expect(setAside.json().success).toBe(true);
  // Set aside, it is acknowledged to nobody.
  expect(space.ctx.count('mail_queue')).toBe(mailsQueued);
  expect(setAside.json().message).toMatch(
    /^Rétractation écartée\s: la commande reste dans sa liste, telle qu’elle était\.$/,
  );
  const order = await orderOf(paymentId);
  expect(order).toMatchObject({ state: 'to-ship', withdrawalToCheck: null });
  expect(order.withdrawalDecisions).toEqual([
    {
      withdrawal: stranger,
      decision: 'set-aside',
      decidedBy: 'boutique@example.org',
      decidedAt: expect.any(String),
      postedOn: null,
    },
  ]);
  expect(ordersWithWithdrawalToCheck(space.ctx.app.services.db)).toBe(flagged - 1);
  // Decided, it is not decided again, either way.
  const again = await decide(paymentId, { retractation: stranger, decision: 'rattacher' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toContain('n’est plus à vérifier');
  expect((await orderOf(paymentId)).state).toBe('to-ship');
  // The database keeps the decision as written.
  expect(() =>
    space.ctx.app.services.db.prepare("UPDATE withdrawal_decisions SET decision = 'attached'").run(),
  ).toThrow('Une décision sur une rétractation est écrite une fois');
});

it('a withdrawal attached withdraws the order and acknowledges it to the buyer, not to the address typed', async () => {
  const paymentId = await placeOrder(space.ctx, { email: BUYER });
  const reference = paymentReference('shop', paymentId);
  // The buyer writes from another mailbox: the association asks them, they confirm.
  const fromElsewhere = await withdraw(reference, 'claire.morel@example.net');
  const mailsBefore = space.ctx.smtp.messages.length;
  // The buyer answers the next day, a new session then (half past midnight on 2 December in Paris).
  space.ctx.setClock('2026-12-01T23:30:00.000Z');
  const attached = await signInVolunteer(space.ctx, 'tresorier@example.org')
    .then(({ headers }) =>
      json(
        'POST',
        `/api/benevoles/commandes/${paymentId}/retractation-a-verifier`,
        { retractation: fromElsewhere, decision: 'rattacher' },
        headers,
      ),
    )
    .finally(() => space.ctx.setClock(TEST_NOW));
  // Signing in then closed the sessions idle since the morning: the others sign in again.
  for (const email of Object.keys(space.sessions))
    space.sessions[email] = (await signInVolunteer(space.ctx, email)).headers;
  expect(attached.json().message).toMatch(
    /^Rétractation rattachée\s: la commande passe dans la liste «\sRétractées\s» et l’acheteur reçoit l’accusé de réception par courriel\.$/,
  );
  const order = await orderOf(paymentId);
  // Its refund is counted from the day the withdrawal came, not from the day it was checked.
  expect(order).toMatchObject({ state: 'withdrawn', withdrawalToCheck: null, refundDueOn: '2026-12-15' });
  expect(order.withdrawalDecisions).toEqual([
    expect.objectContaining({
      withdrawal: fromElsewhere,
      decision: 'attached',
      decidedBy: 'tresorier@example.org',
    }),
  ]);
  await space.ctx.flushMail();
  const acknowledgement = (await space.ctx.smtp.waitFor(mailsBefore + 1))
    .slice(mailsBefore)
    .find((message) => mailText(message).includes(`sous la référence ${fromElsewhere}`));
  expect(acknowledgement?.to).toEqual([BUYER]);
  const text = mailText(acknowledgement!);
  expect(text).toContain(`sous la référence ${fromElsewhere}`);
  expect(text).toMatch(new RegExp(`Commande concernée\\s: ${reference}`));
  // Withdrawn, it is not shipped.
  const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A999' };
  const ship = await json(
    'POST',
    `/api/benevoles/commandes/${paymentId}/expedition`,
    parcel,
    space.sessions['boutique@example.org']!,
  );
  expect(ship.statusCode).toBe(409);
});

it('a buyer’s withdrawal with a reference no order carries flags their recent orders only', async () => {
  const { db } = space.ctx.app.services;
  const MISTYPER = 'faute.de.frappe@example.com';
  const recent = await placeOrder(space.ctx, { email: MISTYPER });
  const older = await placeOrder(space.ctx, { email: MISTYPER });
  const anotherBuyers = await placeOrder(space.ctx, { email: 'autre.acheteur@example.com' });
  // The older one was paid more than UNKNOWN_REFERENCE_DAYS before the withdrawal.
  const longAgo = new Date(Date.parse(TEST_NOW) - (UNKNOWN_REFERENCE_DAYS + 1) * 24 * 3600_000).toISOString();
  rewriteHistory(db, () => db.prepare('UPDATE payments SET paid_at = ? WHERE id = ?').run(longAgo, older));
  const mailsBefore = space.ctx.smtp.messages.length;
  const typo = await withdraw('CMD-0000TYPO00', 'Faute.De.Frappe@example.com');
  expect((await orderOf(recent)).withdrawalToCheck).toEqual({
    reference: typo,
    typedReference: 'CMD-0000TYPO00',
    because: 'unknown-reference',
  });
  expect((await orderOf(older)).withdrawalToCheck).toBeNull();
  expect((await orderOf(anotherBuyers)).withdrawalToCheck).toBeNull();
  // The association reads which order the shop sees flagged.
  await space.ctx.flushMail();
  const notice = (await space.ctx.smtp.waitFor(mailsBefore + 1))
    .slice(mailsBefore)
    .find((message) => mailText(message).includes(typo));
  expect(mailText(notice!)).toMatch(
    new RegExp(
      `sur la commande ${paymentReference('shop', recent)}\\s: vérifiez la demande auprès de l’acheteur`,
    ),
  );
  // The buyer confirms it meant the recent order: attached, it is withdrawn.
  expect((await decide(recent, { retractation: typo, decision: 'rattacher' })).statusCode).toBe(200);
  expect((await orderOf(recent)).state).toBe('withdrawn');
});

it('a decision is kept as long as its order, and goes with it', async () => {
  const { db } = space.ctx.app.services;
  const decided = space.ctx.count('withdrawal_decisions');
  expect(decided).toBe(3);
  expect(() => db.prepare('DELETE FROM withdrawal_decisions').run()).toThrow();
  expect(space.ctx.count('withdrawal_decisions')).toBe(decided);
  // Ten years on (by the server's clock and the machine's), the purge takes the orders and their decisions.
  const tenYearsAgo = new Date(
    Math.min(Date.parse(TEST_NOW), Date.now()) - 3652 * 24 * 3600_000,
  ).toISOString();
  rewriteHistory(db, () => {
    db.prepare('UPDATE payments SET created_at = ?').run(tenYearsAgo);
    db.prepare('UPDATE withdrawals SET received_at = ?').run(tenYearsAgo);
  });
  purgeExpired(db, space.ctx.config, new Date(TEST_NOW));
  expect(space.ctx.count('withdrawal_decisions')).toBe(0);
  expect(space.ctx.count('orders')).toBe(0);
});
