// A buyer's address typed wrong when paying: the shop sends a link to the right one, nothing moves until
// its owner opens it, and then the order alone is filed under it by a record beside it: its
// confirmation (the sale's durable medium) reaches the buyer at last, a withdrawal from the right
// address is theirs and one from the address typed wrong no longer is, and that mailbox is told only
// that it will hear no more of it.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { payMembership, placeOrder } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { confirmChangeByPage } from '../../__tests__/support/member-session';
import { refundPayment } from '../../settlement/refund-payment';
import { paidOrderOf } from '../order-store';
import { requestEmailChange } from '../../member-area/email-change';

const space = signedInSpaceForFile(['boutique@example.org', 'tresorier@example.org']);
const { json } = space;
const REASON = 'Adresse mal saisie au paiement (signalé par téléphone)';
const SHOP = 'boutique@example.org';
const correct = (paymentId: string, payload: object, as = SHOP) =>
  json('POST', `/api/benevoles/commandes/${paymentId}/adresse`, payload, space.sessions[as]);
const order = async (paymentId: string) =>
  calls.order.answer.parse(
    (await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, space.sessions[SHOP])).json(),
  ).order;

async function mailsSince(before: number) {
  await space.ctx.flushMail();
  return space.ctx.smtp.messages.slice(before);
}
const tokenIn = (mail: Parameters<typeof mailText>[0]) =>
  /\/adherents\/adresse\?jeton=([\w-]+)/.exec(mailText(mail))![1]!;

it('files the order under the right address once its owner confirms it, and sends its confirmation there', async () => {
  const paymentId = await placeOrder(space.ctx, { email: 'jeanne.morou@example.com' });
  const { reference } = await order(paymentId);
  const before = space.ctx.smtp.messages.length;

  const asked = await correct(paymentId, { email: 'jeanne.moreau@example.com', reason: REASON });
  expect([asked.statusCode, asked.json().message]).toEqual([
    200,
    'Lien de confirmation envoyé à jeanne.moreau@example.com\u00a0: la commande passera à cette adresse, et sa confirmation avec elle, quand son titulaire l’aura ouvert, dans les 24 heures.',
  ]);
  const waiting = await order(paymentId);
  expect(waiting.email).toBe('jeanne.morou@example.com');
  expect(waiting.emailCorrectionPending).toMatchObject({ to: 'jeanne.moreau@example.com', askedBy: SHOP });
  const sent = await mailsSince(before);
  expect(sent.map((mail) => mail.to)).toEqual([['jeanne.moreau@example.com']]);
  expect(mailText(sent[0]!)).toContain(`votre commande (référence ${reference})`);
  expect(mailText(sent[0]!)).not.toContain('morou');

  const afterLink = space.ctx.smtp.messages.length;
  const confirmed = await confirmChangeByPage(space.ctx, tokenIn(sent[0]!));
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.body).toContain('Votre adresse e-mail est désormais celle de votre commande');
  const afterConfirmation = await mailsSince(afterLink);
  expect(afterConfirmation.map((mail) => mail.to)).toEqual([
    ['jeanne.morou@example.com'],
    ['jeanne.moreau@example.com'],
  ]);
  const notice = mailText(afterConfirmation[0]!);
  expect(notice).toContain('Une commande à la boutique du Musée des Troupes de Marine avait été enregistrée');
  for (const secret of ['moreau', reference]) expect(notice).not.toContain(secret);
  const confirmation = afterConfirmation[1]!;
  expect(mailText(confirmation)).toContain(`votre commande ${reference} est confirmée`);
  // The terms of sale ride with it, made into a PDF as it leaves (when the site is built).
  const { db } = space.ctx.app.services;
  expect(
    db
      .prepare(
        'SELECT attachments, payment_id AS paymentId FROM mail_queue WHERE recipient = ? AND subject LIKE ?',
      )
      .get('jeanne.moreau@example.com', 'Votre commande%'),
  ).toEqual({
    attachments: JSON.stringify([{ filename: 'conditions-generales-de-vente.pdf', sitePage: 'termsOfSale' }]),
    paymentId,
  });

  const moved = await order(paymentId);
  expect(moved.email).toBe('jeanne.moreau@example.com');
  expect(moved.emailCorrectionPending).toBeNull();
  expect(moved.emailCorrections).toEqual([
    {
      email: 'jeanne.moreau@example.com',
      reason: REASON,
      askedBy: SHOP,
      askedAt: expect.any(String),
      confirmedAt: expect.any(String),
    },
  ]);
  // A withdrawal names its buyer by the order's reference and their address: the right one now.
  expect(paidOrderOf(db, reference, 'jeanne.moreau@example.com')?.email).toBe('jeanne.moreau@example.com');
  expect(paidOrderOf(db, reference, 'jeanne.morou@example.com')).toBeNull();
  expect(
    db
      .prepare('SELECT volunteer FROM personal_data_views WHERE action = ? AND subject = ?')
      .all('adresse d’acheteur à confirmer', reference),
  ).toEqual([{ volunteer: SHOP }]);
});

it('refuses what it cannot do, and moves nothing for an order refunded before its link was opened', async () => {
  const paymentId = await placeOrder(space.ctx, { email: 'luc.bernad@example.com' });
  const refused = async (payload: object, as?: string, id = paymentId) => {
    const answer = await correct(id, payload, as);
    return [answer.statusCode, answer.json().message];
  };
  expect(
    await refused({ email: 'luc.bernard@example.com', reason: REASON }, 'tresorier@example.org'),
  ).toEqual([403, 'Votre rôle ne donne pas accès à ces informations.']);
  expect(await refused({ email: 'luc.bernad@example.com', reason: REASON })).toEqual([
    409,
    'La commande est déjà sous cette adresse\u00a0: rien à corriger.',
  ]);
  expect(await refused({ email: 'luc.bernard@example.com', reason: REASON }, undefined, 'inconnue')).toEqual([
    404,
    'Commande introuvable.',
  ]);
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'luc.bernard@example.com', reason: REASON });
  const [link] = await mailsSince(before);
  expect(refundPayment(space.ctx.app.services.settlement, paymentId, { provider: 'test:refunded' })).toBe(
    true,
  );
  expect((await confirmChangeByPage(space.ctx, tokenIn(link!))).statusCode).toBe(400);
  expect((await order(paymentId)).email).toBe('luc.bernad@example.com');
  expect(await refused({ email: 'luc.bernard@example.com', reason: REASON })).toEqual([
    409,
    'Cette commande a été remboursée\u00a0: il n’y a plus rien à lui envoyer.',
  ]);
});

it('keeps a withdrawal received from the address typed wrong before the correction, and takes none after', async () => {
  const paymentId = await placeOrder(space.ctx, { email: 'paul.durant@example.com' });
  const { reference } = await order(paymentId);
  const withdraw = (email: string) =>
    space.ctx.app.inject({
      method: 'POST',
      url: '/api/retractation',
      payload: { orderReference: reference, firstName: 'Paul', lastName: 'Durand', email, items: '1 mug' },
    });
  expect((await withdraw('paul.durant@example.com')).statusCode).toBe(200);
  expect((await order(paymentId)).state).toBe('withdrawn');
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'paul.durand@example.com', reason: REASON });
  const [link] = (await mailsSince(before)).filter((mail) => mail.to.includes('paul.durand@example.com'));
  expect((await confirmChangeByPage(space.ctx, tokenIn(link!))).statusCode).toBe(200);
  // Withdrawn it stays: the buyer withdrew from the address the order then had.
  expect((await order(paymentId)).state).toBe('withdrawn');
  const { db } = space.ctx.app.services;
  expect(paidOrderOf(db, reference, 'paul.durant@example.com')).toBeNull();
  expect(paidOrderOf(db, reference, 'paul.durand@example.com')).not.toBeNull();
});

it('keeps an order’s link waiting when a member of the address typed wrong changes their own', async () => {
  // The address typed wrong is a real member's, who changes it from their space meanwhile.
  await payMembership(space.ctx, 'membre.acheteur@example.com');
  const paymentId = await placeOrder(space.ctx, { email: 'membre.acheteur@example.com' });
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'acheteuse.vraie@example.com', reason: REASON });
  const [link] = await mailsSince(before);
  expect(
    requestEmailChange(
      space.ctx.app.services,
      'membre.acheteur@example.com',
      'membre.ailleurs@example.com',
      'session-du-membre',
    ),
  ).toEqual({ ok: true });
  expect((await confirmChangeByPage(space.ctx, tokenIn(link!))).statusCode).toBe(200);
  expect((await order(paymentId)).email).toBe('acheteuse.vraie@example.com');
});

it('sends a shipped order’s tracking, as corrected, to the right address with its confirmation', async () => {
  const paymentId = await placeOrder(space.ctx, { email: 'paul.colis@exmaple.com' });
  const parcel = { transporteur: 'Colissimo', numeroDeSuivi: '6A00000000001' };
  const base = `/api/benevoles/commandes/${paymentId}/expedition`;
  expect((await json('POST', base, parcel, space.sessions[SHOP])).statusCode).toBe(200);
  const mended = { ...parcel, numeroDeSuivi: '6A10000000000', reason: 'Deux chiffres inversés' };
  expect((await json('POST', `${base}/correction`, mended, space.sessions[SHOP])).statusCode).toBe(200);
  await space.ctx.flushMail();
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'paul.colis@example.com', reason: REASON });
  const [link] = await mailsSince(before);

  const afterLink = space.ctx.smtp.messages.length;
  const page = await confirmChangeByPage(space.ctx, tokenIn(link!));
  expect(page.statusCode).toBe(200);
  expect(page.body.replace(/\s+/g, ' ')).toContain('ainsi que le suivi de votre colis s’il est déjà parti');
  const toRight = (await mailsSince(afterLink))
    .filter((mail) => mail.to.includes('paul.colis@example.com'))
    .map(mailText);
  const { reference } = await order(paymentId);
  expect(toRight).toHaveLength(2);
  expect(toRight.filter((text) => text.includes(`votre commande ${reference} est confirmée`))).toHaveLength(
    1,
  );
  const shipment = toRight.find((text) => text.includes(`Votre commande ${reference} vient d’être remise`));
  expect(shipment).toContain('Numéro de suivi\u00a0: 6A10000000000');
  expect(shipment).not.toContain('6A00000000001');
});

it('sends no tracking for an order not shipped yet', async () => {
  const paymentId = await placeOrder(space.ctx, { email: 'lea.attente@exmaple.com' });
  const before = space.ctx.smtp.messages.length;
  await correct(paymentId, { email: 'lea.attente@example.com', reason: REASON });
  const [link] = await mailsSince(before);
  const afterLink = space.ctx.smtp.messages.length;
  expect((await confirmChangeByPage(space.ctx, tokenIn(link!))).statusCode).toBe(200);
  const toRight = (await mailsSince(afterLink)).filter((mail) => mail.to.includes('lea.attente@example.com'));
  expect(toRight).toHaveLength(1);
  expect(mailText(toRight[0]!)).not.toContain('Numéro de suivi');
});
