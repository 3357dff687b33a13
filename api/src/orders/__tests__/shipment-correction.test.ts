// A shipment typed wrong is corrected by a new record that names the one it replaces: the order keeps
// its shipment as written, the buyer is told the right number, and nothing rewrites a correction.
import { placeOrder } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { paymentReference } from '../../payments/payment-store';

const space = signedInSpaceForFile(['boutique@example.org', 'tresorier@example.org']);
const { json } = space;
const shop = () => space.sessions['boutique@example.org']!;
const correctionOf = (paymentId: string) => `/api/benevoles/commandes/${paymentId}/expedition/correction`;
const orderOf = async (paymentId: string) =>
  (await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, shop())).json().order;

async function shippedOrder(email: string) {
  const paymentId = await placeOrder(space.ctx, { email });
  const shipped = await json(
    'POST',
    `/api/benevoles/commandes/${paymentId}/expedition`,
    { transporteur: 'Colissimo', numeroDeSuivi: '6A00000000000' },
    shop(),
  );
  expect(shipped.statusCode).toBe(200);
  await space.ctx.flushMail();
  return paymentId;
}

it('records a correction beside the shipment, shows the right number, and tells the buyer', async () => {
  const buyer = 'suivi.corrige@example.com';
  const paymentId = await shippedOrder(buyer);
  const before = space.ctx.smtp.messages.length;
  const corrected = await json(
    'POST',
    correctionOf(paymentId),
    { transporteur: 'Colissimo', numeroDeSuivi: '6A12345678901', reason: 'Deux chiffres inversés' },
    shop(),
  );
  expect([corrected.statusCode, corrected.json()]).toEqual([
    200,
    { success: true, message: 'Suivi corrigé : l’acheteur reçoit le bon numéro par courriel.' },
  ]);
  await space.ctx.flushMail();
  const mail = space.ctx.smtp.messages.slice(before).find((message) => message.to.includes(buyer));
  const text = mailText(mail!);
  expect(text).toContain(`Commande ${paymentReference('shop', paymentId)} : suivi du colis corrigé`);
  expect(text).toContain('Numéro de suivi\u00a0: 6A12345678901');
  expect(text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
  expect(text).not.toContain('6A00000000000');

  // The order's own shipment is as written; the correction is version 2, naming who and why.
  const { db } = space.ctx.app.services;
  expect(
    db.prepare('SELECT carrier, tracking_number AS number FROM orders WHERE payment_id = ?').get(paymentId),
  ).toEqual({ carrier: 'Colissimo', number: '6A00000000000' });
  const order = await orderOf(paymentId);
  expect(order).toMatchObject({ carrier: 'Colissimo', trackingNumber: '6A12345678901' });
  expect(order.shipmentCorrections).toEqual([
    expect.objectContaining({
      version: 2,
      trackingNumber: '6A12345678901',
      reason: 'Deux chiffres inversés',
      correctedBy: 'boutique@example.org',
      replacedCarrier: 'Colissimo',
      replacedTrackingNumber: '6A00000000000',
    }),
  ]);

  // A second correction is version 3, and replaces the first in turn.
  await json(
    'POST',
    correctionOf(paymentId),
    { transporteur: 'Chronopost', numeroDeSuivi: 'XY123456789FR', reason: 'Colis confié à Chronopost' },
    shop(),
  );
  const again = await orderOf(paymentId);
  expect(again).toMatchObject({ carrier: 'Chronopost', trackingNumber: 'XY123456789FR' });
  // Each names the one it replaces: the shipment, then the first correction.
  expect(
    again.shipmentCorrections.map(
      (each: { version: number; replacedTrackingNumber: string }) =>
        `${each.version} ← ${each.replacedTrackingNumber}`,
    ),
  ).toEqual(['2 ← 6A00000000000', '3 ← 6A12345678901']);
  // Nothing rewrites a correction once written.
  expect(() =>
    db.prepare("UPDATE shipment_corrections SET tracking_number = 'autre' WHERE version = 2").run(),
  ).toThrow('Une correction d’expédition ne change jamais');
  // Nor deletes it before the order's ten years are over.
  expect(() => db.prepare('DELETE FROM shipment_corrections WHERE version = 2').run()).toThrow(
    'Une pièce comptable est gardée dix ans',
  );
});

it('refuses a correction of an order not shipped, the same number again, and one without reason', async () => {
  const toShip = await placeOrder(space.ctx, { email: 'pas.expediee@example.com' });
  const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A99999999999', reason: 'Erreur de saisie' };
  expect((await json('POST', correctionOf(toShip), parcel, shop())).statusCode).toBe(409);

  const shipped = await shippedOrder('meme.numero@example.com');
  const same = await json(
    'POST',
    correctionOf(shipped),
    { transporteur: 'Colissimo', numeroDeSuivi: '6A00000000000', reason: 'Rien' },
    shop(),
  );
  expect([same.statusCode, same.json().message]).toEqual([
    409,
    'Ce transporteur et ce numéro de suivi sont déjà ceux de la commande : rien à corriger.',
  ]);
  const withoutReason = await json(
    'POST',
    correctionOf(shipped),
    { transporteur: 'Colissimo', numeroDeSuivi: '6A11111111111', reason: '' },
    shop(),
  );
  expect(withoutReason.statusCode).toBe(400);
  const onTwoLines = await json(
    'POST',
    correctionOf(shipped),
    { transporteur: 'Colissimo', numeroDeSuivi: '6A1111\nBcc: x', reason: 'Erreur' },
    shop(),
  );
  expect(onTwoLines.statusCode).toBe(400);
  // One rule for a parcel's line, as a batch's line says it (batch-shipping.test.ts).
  const tooLong = await json(
    'POST',
    correctionOf(shipped),
    { transporteur: 'C'.repeat(81), numeroDeSuivi: '6A1111', reason: 'Erreur' },
    shop(),
  );
  expect([tooLong.statusCode, tooLong.json().message]).toEqual([
    400,
    'Le transporteur et le numéro de suivi tiennent en 80 caractères chacun.',
  ]);
  // The treasurer refunds, the shop ships and corrects.
  expect(
    (await json('POST', correctionOf(shipped), parcel, space.sessions['tresorier@example.org']!)).statusCode,
  ).toBe(403);
  expect((await orderOf(shipped)).shipmentCorrections).toEqual([]);
  expect(space.ctx.count('shipment_corrections')).toBe(2);
});
