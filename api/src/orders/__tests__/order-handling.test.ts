// The shop's work on orders in the volunteers' space: the list to ship and an order's details, each
// view recorded; its packing slip; shipping, once, with the buyer told; a withdrawn order kept out of
// the parcels; a refund through the provider, with its reason; the shipped orders' CSV.
import { parse } from 'csv-parse/sync';
import { shopPayload } from '../../__tests__/support/fixtures';
import { TEST_NOW } from '../../__tests__/support/harness';
import { placeOrder } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { paymentReference } from '../../payments/payment-store';
import { ordersWithWithdrawalToCheck } from '../order-fulfilment-store';

const space = signedInSpaceForFile([
  'boutique@example.org',
  'tresorier@example.org',
  'admin@example.org',
  'musee@example.org',
]);
const { json } = space;
let paymentId: string;
beforeAll(async () => {
  paymentId = await placeOrder(space.ctx);
});

it('the shop sees the order to ship, its lines and address; each view is recorded', async () => {
  const shop = space.sessions['boutique@example.org']!;
  const list = await json('GET', '/api/benevoles/commandes?etat=a-expedier', undefined, shop);
  expect(list.headers['cache-control']).toBe('no-store');
  const listed = (list.json() as { orders: { paymentId: string; reference: string }[] }).orders;
  expect(listed.map((order) => order.paymentId)).toContain(paymentId);
  expect(listed[0]).not.toHaveProperty('email');

  const before = space.ctx.count('personal_data_views');
  const details = (await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, shop)).json().order;
  expect(details.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
  expect(details.address).toBeTruthy();
  expect(space.ctx.count('personal_data_views')).toBe(before + 1);
  const log = await json('GET', '/api/benevoles/journal', undefined, space.sessions['admin@example.org']!);
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
  expect((await json('POST', url, parcel, space.sessions['tresorier@example.org']!)).statusCode).toBe(403);
  const shop = space.sessions['boutique@example.org']!;
  expect((await json('POST', url, parcel, { cookie: shop.cookie })).statusCode).toBe(403);
  expect((await json('POST', url, { transporteur: 'Colissimo' }, shop)).statusCode).toBe(400);

  const before = space.ctx.smtp.messages.length;
  const shipped = await json('POST', url, parcel, shop);
  expect(shipped.statusCode).toBe(200);
  await space.ctx.flushMail();
  const mail = space.ctx.smtp.messages
    .slice(before)
    .find((message) => mailText(message).includes('expédiée'));
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
  const shop = space.sessions['boutique@example.org']!;
  const withdrawn = await placeOrder(space.ctx, { email: 'retracte@example.com' });
  const idsOf = async (list: string) =>
    (
      (await json('GET', `/api/benevoles/commandes?etat=${list}`, undefined, shop)).json() as {
        orders: { paymentId: string }[];
      }
    ).orders.map((order) => order.paymentId);
  expect(await idsOf('a-expedier')).toContain(withdrawn);
  const flaggedBefore = ordersWithWithdrawalToCheck(space.ctx.app.services.db);
  const withdraw = (orderReference: string, email: string) =>
    space.ctx.app.inject({
      method: 'POST',
      url: '/api/retractation',
      payload: { orderReference, firstName: 'Marie', lastName: 'Lefèvre', email, items: '1 × Casquette' },
    });
  // Someone who knows the reference, but not the buyer's address, withdraws nothing: the association
  // reads the request, the parcel stays to ship.
  const stranger = await withdraw(paymentReference('shop', withdrawn), 'quelqu.un@example.net');
  expect(stranger.json()).toMatchObject({ success: true, acknowledgementMailed: false });
  expect(await idsOf('a-expedier')).toContain(withdrawn);
  expect(await idsOf('retractees')).not.toContain(withdrawn);
  // The shop sees that a withdrawal gives its reference, for the association to check before it ships.
  const toCheck = async () =>
    (await json('GET', `/api/benevoles/commandes/${withdrawn}`, undefined, shop)).json().order
      .withdrawalToCheck;
  const flag = {
    reference: stranger.json().reference,
    typedReference: paymentReference('shop', withdrawn),
    because: 'other-address',
  };
  expect(await toCheck()).toEqual(flag);
  const row = (await json('GET', '/api/benevoles/commandes?etat=a-expedier', undefined, shop))
    .json()
    .orders.find((order: { paymentId: string }) => order.paymentId === withdrawn);
  expect(row.withdrawalToCheck).toEqual(flag);
  // Not withdrawn: no refund is due.
  expect(row).toMatchObject({ withdrawnAt: null, refundDueOn: null });
  expect(ordersWithWithdrawalToCheck(space.ctx.app.services.db)).toBe(flaggedBefore + 1);
  // The buyer's form names the order in their own way: small letters, a blank for the dash, words around.
  const typed = ` ma commande ${paymentReference('shop', withdrawn).toLowerCase().replace('-', ' ')}. `;
  // Two days after the stranger's request.
  space.ctx.setClock('2026-12-03T10:00:00+01:00');
  const form = await withdraw(typed, 'Retracte@example.com').finally(() => space.ctx.setClock(TEST_NOW));
  expect(form.json()).toMatchObject({ success: true, acknowledgementMailed: true });
  expect(await idsOf('a-expedier')).not.toContain(withdrawn);
  // Withdrawn by its buyer, it has nothing left to check.
  expect(await toCheck()).toBeNull();
  expect(ordersWithWithdrawalToCheck(space.ctx.app.services.db)).toBe(flaggedBefore);
  expect(await idsOf('retractees')).toContain(withdrawn);
  // Withdrawn on 3 December 2026 (Paris): the refund is due fourteen days later, in the order and in its
  // list; the stranger's request of the 1st, which withdrew nothing, does not count.
  const received = form.json().reference;
  const receivedAt = (
    space.ctx.app.services.db
      .prepare('SELECT received_at FROM withdrawals WHERE reference = ?')
      .get(received) as {
      received_at: string;
    }
  ).received_at;
  expect(
    (await json('GET', `/api/benevoles/commandes/${withdrawn}`, undefined, shop)).json().order,
  ).toMatchObject({
    withdrawnAt: receivedAt,
    refundDueOn: '2026-12-17',
  });
  const listed = (await json('GET', '/api/benevoles/commandes?etat=retractees', undefined, shop))
    .json()
    .orders.find((order: { paymentId: string }) => order.paymentId === withdrawn);
  expect(listed).toMatchObject({ withdrawnAt: receivedAt, refundDueOn: '2026-12-17' });
  const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A000' };
  const refused = await json('POST', `/api/benevoles/commandes/${withdrawn}/expedition`, parcel, shop);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('rétractée');
  // The buyer's acknowledgement leaves now, not in the next test's mail.
  await space.ctx.flushMail();
});

it('a paid order is refunded through the provider: voided, the buyer and the association told, once', async () => {
  const order = await placeOrder(space.ctx, { email: 'rembourse.moi@example.com' });
  const url = `/api/benevoles/commandes/${order}/remboursement`;
  expect((await json('POST', url, { reason: 'x' }, space.sessions['musee@example.org']!)).statusCode).toBe(
    403,
  );
  // A refund says why.
  const withoutReason = await json('POST', url, {}, space.sessions['boutique@example.org']!);
  expect(withoutReason.statusCode).toBe(400);
  expect(withoutReason.json().message).toMatch(/pourquoi la commande est remboursée/);
  const before = space.ctx.smtp.messages.length;
  // The refund comes an hour after the payment.
  space.ctx.setClock('2026-12-01T10:00:00+01:00');
  const refunded = await json(
    'POST',
    url,
    { reason: 'article rendu abîmé' },
    space.sessions['boutique@example.org']!,
  ).finally(() => space.ctx.setClock(TEST_NOW));
  expect(refunded.statusCode).toBe(200);
  const status = space.ctx.app.services.db.prepare('SELECT status FROM payments WHERE id = ?').get(order) as {
    status: string;
  };
  expect(status.status).toBe('refunded');
  // The order tells its story: paid when it was paid, refunded when, by whom, how much and why.
  const detail = (
    await json('GET', `/api/benevoles/commandes/${order}`, undefined, space.sessions['boutique@example.org']!)
  ).json().order;
  const events = space.ctx.app.services.db
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
  await space.ctx.flushMail();
  const sent = space.ctx.smtp.messages.slice(before);
  expect(sent.map((mail) => mail.to[0]).sort()).toEqual(
    [space.ctx.config.recipients.association, 'rembourse.moi@example.com'].sort(),
  );
  expect(sent.map(mailText).join('\n')).toContain(
    `Votre commande ${paymentReference('shop', order)} a été remboursée`,
  );
  // The association's mail says who refunded and why, not that the payer contested it.
  const notice = mailText(sent.find((mail) => mail.to[0] === space.ctx.config.recipients.association)!);
  expect(notice).toContain('boutique@example.org a remboursé le paiement');
  expect(notice).toContain('article rendu abîmé');
  expect(notice).not.toContain('contesté');
  expect(
    (await json('POST', url, { reason: 'encore' }, space.sessions['boutique@example.org']!)).statusCode,
  ).toBe(409);
  const list = await json(
    'GET',
    '/api/benevoles/commandes?etat=remboursees',
    undefined,
    space.sessions['boutique@example.org']!,
  );
  expect(list.json().orders.map((each: { paymentId: string }) => each.paymentId)).toContain(order);
});

it('two refunds asked at once ask the provider once, and tell the buyer once', async () => {
  const order = await placeOrder(space.ctx, { email: 'deux.clics@example.com' });
  const url = `/api/benevoles/commandes/${order}/remboursement`;
  const { provider } = space.ctx.app.services;
  const refund = provider.refund.bind(provider);
  // The provider takes its time, as a real one does over the network.
  const asked = jest.spyOn(provider, 'refund').mockImplementation(async (providerId) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return refund(providerId);
  });
  const before = space.ctx.smtp.messages.length;
  try {
    const answers = await Promise.all([
      json('POST', url, { reason: 'premier clic' }, space.sessions['boutique@example.org']!),
      json('POST', url, { reason: 'second clic' }, space.sessions['tresorier@example.org']!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(
      /^Ce remboursement est déjà en cours/,
    );
    expect(asked).toHaveBeenCalledTimes(1);
  } finally {
    asked.mockRestore();
  }
  await space.ctx.flushMail();
  const toBuyer = space.ctx.smtp.messages
    .slice(before)
    .filter((mail) => mail.to[0] === 'deux.clics@example.com');
  expect(toBuyer).toHaveLength(1);
  // Once recorded, the order is refunded, and a later click is told so.
  const again = await json('POST', url, { reason: 'encore' }, space.sessions['boutique@example.org']!);
  expect(again.json().message).toMatch(/pas remboursable/);
});

it('exports the shipped orders, read back by a real CSV parser: words, not codes', async () => {
  const orders = parse(
    (
      await json(
        'GET',
        '/api/benevoles/commandes/export?etat=expediees',
        undefined,
        space.sessions['boutique@example.org']!,
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
    'rembourse_euros',
  ]);
  // The order shipped above, and only shipped ones.
  expect(orders.slice(1).map((row) => row[0])).toContain(paymentReference('shop', paymentId));
  expect(orders.slice(1).every((row) => row[1] === 'expédiée')).toBe(true);
});

it('says how long the orders are kept', async () => {
  const orders = await json(
    'GET',
    '/api/benevoles/commandes',
    undefined,
    space.sessions['boutique@example.org']!,
  );
  expect(orders.json().retention).toBe('Conservées dix ans, puis effacées automatiquement.');
});
