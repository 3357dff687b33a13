// Part of a paid order given back from the volunteers' space: priced from the order's own lines,
// never more than the order holds (articles, quantities, the shipping once), whatever the body says,
// two clicks at once, or a write straight into the database; recorded as its own record, the buyer
// and the association told; the part that leaves nothing refunds the order.
import { cartLine, shopPayload } from '../../__tests__/support/fixtures';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { readPdf } from '../../__tests__/support/pdf-text';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { paymentReference } from '../../payments/payment-store';
import { plainSpaces } from '@mtdm/shared/testing/text';

const space = signedInSpaceForFile(['boutique@example.org', 'tresorier@example.org', 'musee@example.org']);
const { json } = space;
const shop = () => space.sessions['boutique@example.org']!;

let orders = 0;
/** A cap (18 €) and three stickers (2 € each), 6,75 € of shipping: 30,75 €, paid by `email`. */
async function placeTwoLineOrder(email: string) {
  orders += 1;
  const payload = {
    ...shopPayload(
      [cartLine('casquette-ancre-d-or', 1), cartLine('autocollant-ancre', 3)],
      30.75,
      6.75,
      `customer_1700000000000_${orders}`,
    ),
    email,
  };
  const paymentId = await paymentCalls(() => space.ctx).pay('shop', payload);
  await space.ctx.flushMail();
  return paymentId;
}

interface Line {
  id: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  refundedQuantity: number;
}
const detailsOf = async (paymentId: string) =>
  (await json('GET', `/api/benevoles/commandes/${paymentId}`, undefined, shop())).json().order as {
    state: string;
    givenBackCents: number;
    shippingCents: number;
    shippingRefunded: boolean;
    lines: Line[];
    partialRefunds: { amountCents: number; shippingCents: number; lines: unknown[]; refundedBy: string }[];
  };
const partUrl = (paymentId: string) => `/api/benevoles/commandes/${paymentId}/remboursement-partiel`;
const part = (
  articles: { ligne: number; quantite: number }[],
  fraisDEnvoi = false,
  reason = 'article rendu',
) => ({
  articles,
  fraisDEnvoi,
  reason,
});
/** The association's mail of a whole refund (it ends on the order's shipment), among those sent since `index`. */
async function refundNoticeSince(index: number): Promise<string> {
  await space.ctx.flushMail();
  const notices = space.ctx.smtp.messages
    .slice(index)
    .filter((mail) => mail.to[0] === 'association@example.org')
    .map(mailText)
    .filter((text) => text.includes('Pensez à vérifier l’expédition de la commande.'));
  expect(notices).toHaveLength(1);
  return notices[0]!;
}

const sandboxRow = (paymentId: string) =>
  space.ctx.app.services.db
    .prepare(
      `SELECT s.refunded_cents AS refundedCents, s.refunded_at AS refundedAt, p.status
         FROM payments p JOIN sandbox_payments s ON s.id = p.provider_id WHERE p.id = ?`,
    )
    .get(paymentId) as { refundedCents: number; refundedAt: string | null; status: string };

it('gives back two stickers at their price, tells the buyer and the association, and records it', async () => {
  const paymentId = await placeTwoLineOrder('deux.autocollants@example.com');
  const before = await detailsOf(paymentId);
  expect(
    before.lines.map(({ name, quantity, unitPriceCents, refundedQuantity }) => [
      name,
      quantity,
      unitPriceCents,
      refundedQuantity,
    ]),
  ).toEqual([
    ['Casquette brodée ancre d’or', 1, 1800, 0],
    ['Autocollant ancre d’or', 3, 200, 0],
  ]);
  expect(before.shippingCents).toBe(675);
  const stickers = before.lines[1]!;
  const sent = space.ctx.smtp.messages.length;
  const views = space.ctx.count('personal_data_views');

  const answer = await json('POST', partUrl(paymentId), part([{ ligne: stickers.id, quantite: 2 }]), shop());
  expect(answer.statusCode).toBe(200);
  expect(plainSpaces(answer.json().message)).toBe(
    '4,00 € remboursés sur la commande : l’acheteur et l’association sont prévenus.',
  );

  // The provider gave back 4 € of it; the payment is still paid, the rest the association's.
  expect(sandboxRow(paymentId)).toEqual({ refundedCents: 400, refundedAt: null, status: 'paid' });
  const after = await detailsOf(paymentId);
  expect(after.lines[1]!.refundedQuantity).toBe(2);
  expect(after.givenBackCents).toBe(400);
  expect(after.state).toBe('to-ship');
  expect(after.partialRefunds).toEqual([
    expect.objectContaining({
      amountCents: 400,
      shippingCents: 0,
      lines: [{ name: 'Autocollant ancre d’or', size: null, quantity: 2 }],
      refundedBy: 'boutique@example.org',
    }),
  ]);
  // The parcel, not shipped yet, holds what is left: the slip lists one sticker, not three.
  const slip = readPdf(
    (await json('GET', `/api/benevoles/commandes/${paymentId}/bordereau`, undefined, shop())).rawPayload,
  ).flat;
  expect(plainSpaces(slip)).toContain('1 × Autocollant ancre d’or');
  expect(plainSpaces(slip)).toContain('1 × Casquette brodée ancre d’or');
  expect(slip).not.toMatch(/3 × Autocollant/);
  // The refund and the views of the order and its slip after it are in the journal.
  expect(space.ctx.count('personal_data_views')).toBe(views + 3);
  expect(
    space.ctx.app.services.db
      .prepare('SELECT action FROM personal_data_views WHERE subject = ? ORDER BY id')
      .all(paymentReference('shop', paymentId)),
  ).toContainEqual({ action: 'commande remboursée en partie' });

  await space.ctx.flushMail();
  const mails = space.ctx.smtp.messages.slice(sent);
  const toBuyer = mails.filter((mail) => mail.to[0] === 'deux.autocollants@example.com');
  expect(toBuyer).toHaveLength(1);
  const text = plainSpaces(mailText(toBuyer[0]!));
  expect(text).toContain(`vous rembourser 4,00 € sur votre commande ${paymentReference('shop', paymentId)}`);
  expect(text).toContain('2 × Autocollant ancre d’or : 4,00 €');
  const notice = mails.find((mail) =>
    plainSpaces(mailText(mail)).includes('a remboursé 4,00 € sur la commande'),
  );
  expect(plainSpaces(mailText(notice!))).toContain('Motif : article rendu');
});

it('refuses more than is left, an article of another order, one chosen twice, or nothing', async () => {
  const paymentId = await placeTwoLineOrder('trop.demande@example.com');
  const other = await placeTwoLineOrder('autre.commande@example.com');
  const [cap, stickers] = (await detailsOf(paymentId)).lines as [Line, Line];
  const othersCap = (await detailsOf(other)).lines[0]!;
  const refused = async (body: object) => {
    const answer = await json('POST', partUrl(paymentId), body, shop());
    return [answer.statusCode, plainSpaces(answer.json().message)];
  };

  expect(await refused(part([{ ligne: stickers.id, quantite: 4 }]))).toEqual([
    409,
    'Il reste 3 articles « Autocollant ancre d’or » à rembourser sur cette commande, pas davantage.',
  ]);
  expect(await refused(part([{ ligne: othersCap.id, quantite: 1 }]))).toEqual([
    409,
    'Un des articles choisis n’est pas dans cette commande : rechargez la page, puis choisissez de nouveau.',
  ]);
  expect(
    await refused(
      part([
        { ligne: stickers.id, quantite: 2 },
        { ligne: stickers.id, quantite: 2 },
      ]),
    ),
  ).toEqual([
    409,
    'L’article « Autocollant ancre d’or » est choisi deux fois : indiquez-le une seule fois, avec le nombre à rembourser.',
  ]);
  expect(await refused(part([]))).toEqual([
    409,
    'Choisissez au moins un article à rembourser, ou les frais d’envoi.',
  ]);
  // What the schema refuses, in French, before the handler: no quantity, a negative or a fraction.
  for (const quantite of [0, -1, 1.5, '2'])
    expect(await refused(part([{ ligne: cap.id, quantite: quantite as number }]))).toEqual([
      400,
      'Indiquez pour chaque article un nombre entier d’exemplaires à rembourser, 1 au moins.',
    ]);
  // Nothing was given back by any of them.
  expect(sandboxRow(paymentId).refundedCents).toBe(0);
  expect((await detailsOf(paymentId)).partialRefunds).toEqual([]);

  // The role that handles visits cannot; the treasurer can.
  expect(
    (
      await json(
        'POST',
        partUrl(paymentId),
        part([{ ligne: cap.id, quantite: 1 }]),
        space.sessions['musee@example.org']!,
      )
    ).statusCode,
  ).toBe(403);
  const byTreasurer = await json(
    'POST',
    partUrl(paymentId),
    part([{ ligne: stickers.id, quantite: 3 }]),
    space.sessions['tresorier@example.org']!,
  );
  expect(byTreasurer.statusCode).toBe(200);
  expect(await refused(part([{ ligne: stickers.id, quantite: 1 }]))).toEqual([
    409,
    'L’article « Autocollant ancre d’or » a déjà été remboursé en entier.',
  ]);
});

it('two parts asked at once: the provider is asked once, and the second is told to wait', async () => {
  const paymentId = await placeTwoLineOrder('deux.clics.partiels@example.com');
  const stickers = (await detailsOf(paymentId)).lines[1]!;
  const { provider } = space.ctx.app.services;
  const refund = provider.refund.bind(provider);
  const asked = jest.spyOn(provider, 'refund').mockImplementation(async (providerId, cents) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return refund(providerId, cents);
  });
  try {
    const answers = await Promise.all([
      json('POST', partUrl(paymentId), part([{ ligne: stickers.id, quantite: 3 }]), shop()),
      json(
        'POST',
        partUrl(paymentId),
        part([{ ligne: stickers.id, quantite: 3 }]),
        space.sessions['tresorier@example.org']!,
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(asked).toHaveBeenCalledTimes(1);
  } finally {
    asked.mockRestore();
  }
  expect(sandboxRow(paymentId).refundedCents).toBe(600);
  expect((await detailsOf(paymentId)).lines[1]!.refundedQuantity).toBe(3);
});

it('the database itself refuses more of an article, another order’s line, the shipping twice, a rewrite', async () => {
  const paymentId = await placeTwoLineOrder('base.gardienne@example.com');
  const other = await placeTwoLineOrder('base.autre@example.com');
  const { db } = space.ctx.app.services;
  const orderId = (db.prepare('SELECT id FROM orders WHERE payment_id = ?').get(paymentId) as { id: number })
    .id;
  const [cap, stickers] = (await detailsOf(paymentId)).lines as [Line, Line];
  const othersCap = (await detailsOf(other)).lines[0]!;
  const refundId = Number(
    db
      .prepare(
        `INSERT INTO order_refunds (order_id, amount_cents, shipping_cents, reason, refunded_by, refunded_at)
         VALUES (?, 675, 675, 'essai', 'boutique@example.org', '2026-12-01T10:00:00.000Z')`,
      )
      .run(orderId).lastInsertRowid,
  );
  const addLine = (lineId: number, quantity: number) =>
    db
      .prepare('INSERT INTO order_refund_lines (refund_id, order_line_id, quantity) VALUES (?, ?, ?)')
      .run(refundId, lineId, quantity);
  expect(() => addLine(stickers.id, 4)).toThrow(/pas plus qu’elle n’en compte/);
  expect(() => addLine(othersCap.id, 1)).toThrow(/que des articles de la commande/);
  addLine(cap.id, 1);
  expect(() =>
    db
      .prepare(
        `INSERT INTO order_refunds (order_id, amount_cents, shipping_cents, reason, refunded_by, refunded_at)
         VALUES (?, 675, 675, 'encore', 'boutique@example.org', '2026-12-01T10:00:00.000Z')`,
      )
      .run(orderId),
  ).toThrow(/frais d’envoi d’une commande ne se remboursent qu’une fois/);
  expect(() => db.prepare('UPDATE order_refunds SET amount_cents = 1 WHERE id = ?').run(refundId)).toThrow(
    /ne change jamais/,
  );
  expect(() =>
    db.prepare('UPDATE order_refund_lines SET quantity = 2 WHERE refund_id = ?').run(refundId),
  ).toThrow(/ne change jamais/);
  expect(() => db.prepare('DELETE FROM order_refunds WHERE id = ?').run(refundId)).toThrow(/dix ans/);
});

it('the part that leaves nothing refunds the order; a whole refund after a part gives back the rest', async () => {
  const paymentId = await placeTwoLineOrder('tout.en.parties@example.com');
  const [cap, stickers] = (await detailsOf(paymentId)).lines as [Line, Line];
  expect(
    (await json('POST', partUrl(paymentId), part([{ ligne: stickers.id, quantite: 3 }]), shop())).statusCode,
  ).toBe(200);
  await space.ctx.flushMail();
  const beforeLast = space.ctx.smtp.messages.length;
  const last = await json('POST', partUrl(paymentId), part([{ ligne: cap.id, quantite: 1 }], true), shop());
  expect(plainSpaces(last.json().message)).toBe(
    '24,75 € remboursés : rien ne reste de la commande, elle est remboursée. L’acheteur et l’association sont prévenus.',
  );
  expect(sandboxRow(paymentId)).toEqual({
    refundedCents: 3075,
    refundedAt: expect.any(String),
    status: 'refunded',
  });
  const refunded = await detailsOf(paymentId);
  expect(refunded.state).toBe('refunded');
  expect(refunded.givenBackCents).toBe(3075);
  expect(refunded.shippingRefunded).toBe(true);
  expect((await json('POST', partUrl(paymentId), part([], true), shop())).statusCode).toBe(409);
  // The association reads that the parts gave it all back, not that 30,75 € left at once.
  expect(plainSpaces(await refundNoticeSince(beforeLast))).toContain(
    'Ses remboursements partiels l’ont rendu en entier (30,75 €).',
  );

  const second = await placeTwoLineOrder('reste.rembourse@example.com');
  const secondStickers = (await detailsOf(second)).lines[1]!;
  await json('POST', partUrl(second), part([{ ligne: secondStickers.id, quantite: 1 }]), shop());
  await space.ctx.flushMail();
  const sent = space.ctx.smtp.messages.length;
  const asked = jest.spyOn(space.ctx.app.services.provider, 'refund');
  const whole = await json(
    'POST',
    `/api/benevoles/commandes/${second}/remboursement`,
    { reason: 'tout rendu' },
    shop(),
  );
  expect(whole.statusCode).toBe(200);
  expect(asked.mock.calls.map(([, cents]) => cents)).toEqual([2875]);
  asked.mockRestore();
  // The provider gives back what was left, and the buyer is told that amount.
  expect(sandboxRow(second)).toEqual({
    refundedCents: 3075,
    refundedAt: expect.any(String),
    status: 'refunded',
  });
  await space.ctx.flushMail();
  const toBuyer = space.ctx.smtp.messages
    .slice(sent)
    .find((mail) => mail.to[0] === 'reste.rembourse@example.com');
  expect(plainSpaces(mailText(toBuyer!))).toContain('soit 28,75 €');
  // And the association, what this refund gave back beside what went before.
  expect(plainSpaces(await refundNoticeSince(sent))).toContain(
    '2,00 € en avaient déjà été remboursés en partie : ce remboursement rend le reste, 28,75 €.',
  );
});

it('a payment charged back after a part: the association reads that the rest went back', async () => {
  const paymentId = await placeTwoLineOrder('conteste.apres.partie@example.com');
  const stickers = (await detailsOf(paymentId)).lines[1]!;
  await json('POST', partUrl(paymentId), part([{ ligne: stickers.id, quantite: 2 }]), shop());
  await space.ctx.flushMail();
  const sent = space.ctx.smtp.messages.length;
  // The rest goes back at the provider, out of the site (its own space, a contested payment)…
  const { db, provider } = space.ctx.app.services;
  const { providerId } = db
    .prepare('SELECT provider_id AS providerId FROM payments WHERE id = ?')
    .get(paymentId) as {
    providerId: string;
  };
  await provider.refund(providerId, 3075 - 400);
  // …and the site learns it when it next asks the provider.
  const customerId = `customer_1700000000000_${orders}`;
  expect((await paymentCalls(() => space.ctx).confirm('shop', paymentId, customerId)).json()).toMatchObject({
    success: false,
  });
  expect((await detailsOf(paymentId)).state).toBe('refunded');
  expect(plainSpaces(await refundNoticeSince(sent))).toContain(
    '4,00 € en avaient déjà été remboursés en partie : ce remboursement rend le reste, 26,75 €.',
  );
});

it('a withdrawn order, once part of it is given back, is no longer owed a refund and can be shipped', async () => {
  const paymentId = await placeTwoLineOrder('retractation.partielle@example.com');
  const withdrawal = await space.ctx.app.inject({
    method: 'POST',
    url: '/api/retractation',
    payload: {
      orderReference: paymentReference('shop', paymentId),
      firstName: 'Marie',
      lastName: 'Lefèvre',
      email: 'retractation.partielle@example.com',
      items: '3 autocollants',
    },
  });
  expect(withdrawal.statusCode).toBe(200);
  expect((await detailsOf(paymentId)).state).toBe('withdrawn');
  const stickers = (await detailsOf(paymentId)).lines[1]!;
  await json(
    'POST',
    partUrl(paymentId),
    part([{ ligne: stickers.id, quantite: 3 }], false, 'rétractation'),
    shop(),
  );
  expect((await detailsOf(paymentId)).state).toBe('to-ship');
  const shipped = await json(
    'POST',
    `/api/benevoles/commandes/${paymentId}/expedition`,
    { transporteur: 'Colissimo', numeroDeSuivi: '6A12345678999' },
    shop(),
  );
  expect(shipped.statusCode).toBe(200);
});
