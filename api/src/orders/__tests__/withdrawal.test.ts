import { withdrawalResponseSchema } from '@mtdm/shared/contracts';
import { validationMessages } from '@mtdm/shared/validation';
import { createTestContext, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import { mailText } from '../../__tests__/support/smtp';
import { cartLine, shopPayload } from '../../__tests__/support/fixtures';
import { paymentReference } from '../../payments/payment-store';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { orderForShipping, ordersToCheckFor } from '../order-fulfilment-store';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = {
  orderReference: 'CMD-AB12CD34EF',
  firstName: 'Marie',
  lastName: 'Lefèvre',
  email: 'marie.lefevre@example.com',
  items: '1 × Casquette brodée ancre d’or',
};

const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/retractation', payload });

/**
 * A real shop order (createShopPayment), paid on the sandbox unless `paid` is false, and the
 * reference its mails give the buyer.
 */
async function placeOrder({ paid = true } = {}): Promise<string> {
  const calls = paymentCalls(() => ctx);
  const payload = shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75);
  const response = await calls.start('shop', payload);
  expect(response.statusCode).toBe(200);
  const paymentId = (response.json() as { payment_id: string }).payment_id;
  if (paid) {
    await calls.sandbox(paymentId, 'pay');
    await calls.confirm('shop', paymentId, payload.customer_id);
    // The order's own mails (the buyer's confirmation, the association's notice) are sent first.
    await ctx.flushMail();
    await ctx.smtp.waitFor(ctx.count('mail_queue'));
  }
  return paymentReference('shop', paymentId);
}

describe('POST /api/retractation', () => {
  it('for a recorded order: stored, a reference and the time, the buyer and the association mailed', async () => {
    const orderReference = await placeOrder();
    const mailsBefore = ctx.smtp.messages.length;
    const response = await post({ ...valid, orderReference, email: 'Marie.Lefevre@example.com' });
    expect(response.statusCode).toBe(200);
    const body = withdrawalResponseSchema.parse(response.json());
    expect(body.reference).toMatch(/^RET-\d{4}-\d{6}$/);
    expect(body.acknowledgementMailed).toBe(true);
    // Received at the server's moment (the tests': 1 December 2026, 09:00 in Paris).
    expect(body.receivedAt).toBe(new Date(TEST_NOW).toISOString());
    const row = ctx.app.services.db
      .prepare('SELECT * FROM withdrawals WHERE reference = ?')
      .get(body.reference) as Record<string, unknown>;
    expect(row).toMatchObject({ order_reference: orderReference, received_at: body.receivedAt });
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(mailsBefore + 2)).slice(mailsBefore);
    // To the address the order recorded, whatever case was typed.
    const buyer = mails.find((mail) => mail.to.includes('marie.lefevre@example.com'));
    const association = mails.find((mail) => mail.to.includes('association@example.org'));
    expect(mailText(buyer!)).toContain('Accusé de réception');
    expect(mailText(buyer!)).toContain('(heure de Paris)');
    expect(mailText(buyer!)).toContain(body.reference);
    expect(mailText(association!)).toContain(orderReference);
    // The association reads that the request named a paid order, withdrawn in the shop's list.
    expect(mailText(association!)).toMatch(
      new RegExp(`Commande retrouvée\\s: ${orderReference}, à l’adresse de son acheteur\\.`),
    );
  });

  it('restates the paid order from the database, never the text the requester typed (second review, finding 5)', async () => {
    const orderReference = await placeOrder();
    const mailsBefore = ctx.smtp.messages.length;
    const typed = {
      ...valid,
      orderReference,
      firstName: 'Gagnant',
      lastName: 'Concours',
      items: 'Félicitations, réclamez votre lot sur https://evil.example/lot',
    };
    const body = withdrawalResponseSchema.parse((await post(typed)).json());
    expect(body.acknowledgementMailed).toBe(true);
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(mailsBefore + 2)).slice(mailsBefore);
    const buyer = mails.find((mail) => !mail.to.includes('association@example.org'))!;
    const text = mailText(buyer);
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('Gagnant');
    expect(text).toContain('1 × Casquette brodée ancre d');
    // What was typed reaches the association only.
    const association = mails.find((mail) => mail.to.includes('association@example.org'))!;
    expect(mailText(association)).toContain('evil.example');
  });

  it('finds the order however its reference is typed back, and names it as the buyer received it', async () => {
    const orderReference = await placeOrder();
    const typed = `Commande ${orderReference
      .toLowerCase()
      .replace('-', ' ')
      .replace(/(.{4})$/, ' $1')}, merci.`;
    const mailsBefore = ctx.smtp.messages.length;
    const body = withdrawalResponseSchema.parse((await post({ ...valid, orderReference: typed })).json());
    expect(body.acknowledgementMailed).toBe(true);
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(mailsBefore + 2)).slice(mailsBefore);
    const buyer = mails.find((mail) => !mail.to.includes('association@example.org'))!;
    // The acknowledgement names the order as the buyer received it; the association reads what was typed.
    expect(mailText(buyer)).toMatch(new RegExp(`Commande concernée\\s: ${orderReference}\\r?\\n`));
    expect(mailText(buyer)).not.toContain(typed);
    const association = mails.find((mail) => mail.to.includes('association@example.org'))!;
    expect(mailText(association)).toContain(typed);
  });

  it('knows the buyer by the mailbox their address reaches, and acknowledges at the order’s address', async () => {
    const orderReference = await placeOrder();
    const { db } = ctx.app.services;
    const { paymentId } = db
      .prepare('SELECT payment_id AS paymentId FROM orders ORDER BY id DESC LIMIT 1')
      .get() as {
      paymentId: string;
    };
    expect(orderForShipping(db, paymentId)?.state).toBe('to-ship');
    // Bought as marie.lefevre@example.com; typed back with a sub-address and the domain in capitals.
    const mailsBefore = ctx.smtp.messages.length;
    const body = withdrawalResponseSchema.parse(
      (await post({ ...valid, orderReference, email: 'Marie.Lefevre+retour@EXAMPLE.com' })).json(),
    );
    expect(body.acknowledgementMailed).toBe(true);
    expect(orderForShipping(db, paymentId)?.state).toBe('withdrawn');
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(mailsBefore + 2)).slice(mailsBefore);
    // The acknowledgement goes to the address the order was paid with, never to the one typed.
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      ['association@example.org'],
      ['marie.lefevre@example.com'],
    ]);
  });

  it('takes another mailbox for someone else’s, even a near one: the order waits for the association', async () => {
    const orderReference = await placeOrder();
    const mailsBefore = ctx.smtp.messages.length;
    // Outside Gmail, a dot of the local part makes another mailbox.
    const body = withdrawalResponseSchema.parse(
      (await post({ ...valid, orderReference, email: 'marielefevre@example.com' })).json(),
    );
    expect(body.acknowledgementMailed).toBe(false);
    expect(ordersToCheckFor(ctx.app.services.db, body.reference)).toEqual([orderReference]);
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual([['association@example.org']]);
  });

  it('never mails the address of an order whose payment was only started (second review, finding 5)', async () => {
    const orderReference = await placeOrder({ paid: false });
    const mailsBefore = ctx.smtp.messages.length;
    const body = withdrawalResponseSchema.parse((await post({ ...valid, orderReference })).json());
    expect(body.acknowledgementMailed).toBe(false);
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual([['association@example.org']]);
  });

  it('for an unknown order or another address: stored and sent to the association only, never to the address typed', async () => {
    const orderReference = await placeOrder();
    // From the buyer's address with a reference no order carries, or with the order's reference from
    // another address: either way, the association reads which orders the shop sees flagged.
    const flagged = [
      /La boutique voit «\sRétractation à vérifier\s» sur (la commande|les commandes) [^:]*CMD-/,
      new RegExp(
        `La boutique voit «\\sRétractation à vérifier\\s» sur la commande ${orderReference}\\s: vérifiez`,
      ),
    ];
    for (const [index, payload] of [
      valid,
      { ...valid, orderReference, email: 'quelqu.un@example.net' },
    ].entries()) {
      const mailsBefore = ctx.smtp.messages.length;
      const response = await post(payload);
      expect(response.statusCode).toBe(200);
      const body = withdrawalResponseSchema.parse(response.json());
      expect(body.acknowledgementMailed).toBe(false);
      expect(
        ctx.app.services.db
          .prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE reference = ?')
          .get(body.reference),
      ).toEqual({ n: 1 });
      await ctx.flushMail();
      const mails = (await ctx.smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
      expect(mails.map((mail) => mail.to)).toEqual([['association@example.org']]);
      // The association reads that it is to check the request with the buyer.
      expect(mailText(mails[0]!)).toContain(
        'Aucune commande payée ne porte cette référence avec cette adresse',
      );
      expect(mailText(mails[0]!)).toMatch(flagged[index]!);
      expect(mailText(mails[0]!)).not.toContain('Commande retrouvée');
    }
  });

  it('tells the association when no order is flagged: a reference no order carries, from an address that bought nothing', async () => {
    const mailsBefore = ctx.smtp.messages.length;
    await post({ ...valid, email: 'jamais.achete@example.net' });
    await ctx.flushMail();
    const [mail] = (await ctx.smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mailText(mail!)).toMatch(
      /Aucune commande n’est marquée à vérifier\s: répondez au demandeur pour retrouver la sienne\./,
    );
  });

  it.each(Object.keys(valid))('refuses a missing %s', async (field) => {
    const response = await post({ ...valid, [field]: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.required);
  });

  it('refuses a malformed e-mail and wrong types', async () => {
    expect((await post({ ...valid, email: 'marie' })).json().message).toBe(validationMessages.email);
    const wrong = await post({ ...valid, items: { a: 1 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Requête invalide/);
  });

  it('numbers a withdrawal of 00:30 on New Year’s Day in the new year, as its acknowledgement dates it', async () => {
    ctx.setClock('2027-01-01T00:30:00+01:00');
    try {
      const body = withdrawalResponseSchema.parse((await post(valid)).json());
      expect(body.receivedAt).toBe('2026-12-31T23:30:00.000Z');
      expect(body.reference).toMatch(/^RET-2027-\d{6}$/);
    } finally {
      ctx.setClock(TEST_NOW);
    }
  });

  it('drops a filled honeypot silently', async () => {
    const before = ctx.count('withdrawals');
    const response = await post({ ...valid, website: 'x' });
    expect(response.statusCode).toBe(200);
    expect(ctx.count('withdrawals')).toBe(before);
  });
});

describe('the withdrawal call’s own limit', () => {
  it('accepts a few per hour from one address, then answers a French 429', async () => {
    const strict = await createTestContext({ WITHDRAWAL_RATE_LIMIT_MAX: '2' });
    try {
      const statuses = [];
      for (let index = 0; index < 3; index += 1)
        statuses.push(
          (await strict.app.inject({ method: 'POST', url: '/api/retractation', payload: valid })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
      expect(strict.count('withdrawals')).toBe(2);
    } finally {
      await strict.close();
    }
  });
});
