// An order's delivery written wrong is corrected before shipping by a new record naming the version it
// replaces: the order keeps what the buyer typed, the slip and the shop's screens read the correction,
// the buyer is told where the parcel will go, and a shipped parcel's delivery is no longer corrected.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { placeOrder } from '../../__tests__/support/payment-calls';
import { readPdf } from '../../__tests__/support/pdf-text';
import { mailText } from '../../__tests__/support/smtp';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { paymentReference } from '../../payments/payment-store';

const space = signedInSpaceForFile(['boutique@example.org', 'tresorier@example.org']);
const { json } = space;
const shop = () => space.sessions['boutique@example.org']!;
const correct = (paymentId: string, payload: object, as = shop()) =>
  json('POST', `/api/benevoles/commandes/${paymentId}/livraison`, payload, as);
const orderOf = async (paymentId: string, as = shop()) =>
  calls.order.answer.parse((await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, as)).json())
    .order;
const right = {
  firstName: 'Marie',
  lastName: 'Lefèvre',
  address: '21 rue de la Garonne',
  postcode: '83600',
  city: 'Fréjus',
  reason: 'Numéro de rue inversé, signalé par l’acheteuse',
};

it('corrects the delivery beside the order, draws the slip from it and tells the buyer', async () => {
  const buyer = 'livraison.corrigee@example.com';
  const paymentId = await placeOrder(space.ctx, { email: buyer });
  const before = space.ctx.smtp.messages.length;
  const corrected = await correct(paymentId, right);
  expect(corrected.json()).toEqual({
    success: true,
    message: 'Livraison corrigée\u00a0: l’acheteur reçoit la nouvelle adresse par courriel.',
  });
  await space.ctx.flushMail();
  const mail = space.ctx.smtp.messages.slice(before).find((message) => message.to.includes(buyer));
  const text = mailText(mail!);
  expect(text).toContain(
    `Votre commande ${paymentReference('shop', paymentId)} partira à l’adresse ci-dessous`,
  );
  expect(text).toMatch(/Marie Lefèvre\r?\n21 rue de la Garonne\r?\n83600 Fréjus/);

  // The order keeps what the buyer typed; the shop reads the correction, version 2, who and why.
  expect(
    space.ctx.app.services.db.prepare('SELECT address FROM orders WHERE payment_id = ?').get(paymentId),
  ).toEqual({ address: '12 rue de la Garonne' });
  const order = await orderOf(paymentId);
  expect(order.address).toBe('21 rue de la Garonne');
  expect(order.deliveryCorrections).toEqual([
    expect.objectContaining({ version: 2, reason: right.reason, correctedBy: 'boutique@example.org' }),
  ]);
  const slip = await space.ctx.app.inject({
    method: 'GET',
    url: `/api/benevoles/commandes/${paymentId}/bordereau`,
    headers: shop(),
  });
  expect(readPdf(slip.rawPayload).flat).toContain('21 rue de la Garonne');
  expect(readPdf(slip.rawPayload).flat).not.toContain('12 rue de la Garonne');

  // The treasurer, who refunds without the address, sees neither it nor its corrections.
  const seenByTreasurer = await orderOf(paymentId, space.sessions['tresorier@example.org']!);
  expect(seenByTreasurer).toMatchObject({ address: null, deliveryCorrections: null });
  expect(
    (await correct(paymentId, { ...right, city: 'Saint-Raphaël' }, space.sessions['tresorier@example.org']!))
      .statusCode,
  ).toBe(403);
});

it('refuses the same delivery, a missing or broken line, and any correction once the parcel has left', async () => {
  const paymentId = await placeOrder(space.ctx, { email: 'livraison.refusee@example.com' });
  expect((await correct(paymentId, { ...right, address: '12 rue de la Garonne' })).statusCode).toBe(409);
  expect((await correct(paymentId, { ...right, city: '' })).statusCode).toBe(400);
  expect((await correct(paymentId, { ...right, address: '1 rue\nBcc: x@example.com' })).statusCode).toBe(400);
  expect((await correct(paymentId, { ...right, reason: '' })).statusCode).toBe(400);
  expect((await correct('inconnue', right)).statusCode).toBe(404);

  const shipped = await json(
    'POST',
    `/api/benevoles/commandes/${paymentId}/expedition`,
    { transporteur: 'Colissimo', numeroDeSuivi: '6A00000000000' },
    shop(),
  );
  expect(shipped.statusCode).toBe(200);
  expect((await correct(paymentId, right)).statusCode).toBe(409);
  expect((await orderOf(paymentId)).deliveryCorrections).toEqual([]);
});

it('keeps each correction as written, and the next one replaces it', async () => {
  const paymentId = await placeOrder(space.ctx, { email: 'livraison.deux.fois@example.com' });
  expect((await correct(paymentId, right)).statusCode).toBe(200);
  expect((await correct(paymentId, { ...right, city: 'Saint-Raphaël', postcode: '83700' })).statusCode).toBe(
    200,
  );
  const order = await orderOf(paymentId);
  expect([order.city, order.deliveryCorrections!.map((correction) => correction.version)]).toEqual([
    'Saint-Raphaël',
    [2, 3],
  ]);
  expect(() =>
    space.ctx.app.services.db.prepare("UPDATE delivery_corrections SET city = 'Toulon'").run(),
  ).toThrow('Une correction de la livraison ne change jamais');
  const journal = space.ctx.app.services.db
    .prepare("SELECT subject FROM personal_data_views WHERE action = 'livraison corrigée'")
    .all();
  expect(journal).toContainEqual({ subject: paymentReference('shop', paymentId) });
});

it('greets the buyer by the name they paid with when the parcel goes to someone else', async () => {
  const buyer = 'livraison.cadeau@example.com';
  const paymentId = await placeOrder(space.ctx, { email: buyer });
  const before = space.ctx.smtp.messages.length;
  const gift = {
    ...right,
    firstName: 'Paul',
    lastName: 'Durand',
    reason: 'Colis offert, à livrer au grand-père',
  };
  expect((await correct(paymentId, gift)).statusCode).toBe(200);
  await space.ctx.flushMail();
  const text = mailText(space.ctx.smtp.messages.slice(before).find((message) => message.to.includes(buyer))!);
  expect(text).toMatch(/^Bonjour Marie Lefèvre,/m);
  expect(text).toMatch(/Paul Durand\r?\n21 rue de la Garonne\r?\n83600 Fréjus/);

  // The parcel's mails (shipped alone or in a batch, its tracking corrected, refunded) greet her too.
  const other = await placeOrder(space.ctx, { email: buyer });
  expect((await correct(other, gift)).statusCode).toBe(200);
  await space.ctx.flushMail();
  const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A00000000001' };
  const steps = [
    () => json('POST', `/api/benevoles/commandes/${paymentId}/expedition`, parcel, shop()),
    () =>
      json(
        'POST',
        `/api/benevoles/commandes/${paymentId}/expedition/correction`,
        {
          ...parcel,
          numeroDeSuivi: '6A00000000002',
          reason: 'Numéro mal recopié',
        },
        shop(),
      ),
    () => json('POST', calls.shipOrders.path, { expeditions: [{ id: other, ...parcel }] }, shop()),
    () => json('POST', `/api/benevoles/commandes/${other}/remboursement`, { reason: 'Colis perdu' }, shop()),
  ];
  for (const step of steps) {
    const sent = space.ctx.smtp.messages.length;
    expect((await step()).statusCode).toBe(200);
    await space.ctx.flushMail();
    const greetings = space.ctx.smtp.messages
      .slice(sent)
      .filter((message) => message.to.includes(buyer))
      .map((message) => /^Bonjour .*,/m.exec(mailText(message))![0]);
    expect(greetings).toEqual(['Bonjour Marie Lefèvre,']);
  }
});
