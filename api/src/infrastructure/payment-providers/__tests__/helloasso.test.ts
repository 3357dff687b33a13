// HelloAsso Checkout behind the provider interface, against a local server that
// answers as HelloAsso's documentation describes; the payment rules every provider goes through.
import { createHmac } from 'node:crypto';
import { createTestContext, type TestContext } from '../../../__tests__/support/harness';
import {
  donationPayload,
  shopPayload,
  cartLine,
  configuredIssuerEnv,
} from '../../../__tests__/support/fixtures';
import { loadConfig } from '../../../config';
import { paymentMessages } from '../../../payments/payment-messages';
import { expireOverduePayments } from '../../../settlement/payment-outcome';
import { startFakeHelloAsso } from './fake-helloasso';

type Fake = Awaited<ReturnType<typeof startFakeHelloAsso>>;

/** The settings of a server paying through the local HelloAsso. */
const helloAssoEnv = (fake: Fake) => ({
  PAYMENT_PROVIDER: 'helloasso',
  HELLOASSO_API_URL: fake.url,
  HELLOASSO_CLIENT_ID: 'client-musee',
  HELLOASSO_CLIENT_SECRET: 'secret-musee',
  HELLOASSO_ORGANIZATION_SLUG: 'aamtdm',
});

const DONATION = '/api/faireundon.php?endpoint=create-payment-don';
const confirmDonation = (paymentId: string, customerId: string) =>
  `/api/faireundon.php?endpoint=donation-success&payment_id=${paymentId}&customer_id=${customerId}`;

describe('HelloAsso Checkout', () => {
  let fake: Fake;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeHelloAsso();
    ctx = await createTestContext({
      ...configuredIssuerEnv(),
      ...helloAssoEnv(fake),
      PUBLIC_BASE_URL: 'https://musee.example',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const startDonation = async () => {
    const payload = donationPayload();
    const response = await ctx.app.inject({ method: 'POST', url: DONATION, payload });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { payment_url: string; payment_id: string };
    const row = ctx.app.services.db.prepare('SELECT * FROM payments WHERE id = ?').get(body.payment_id) as {
      provider: string;
      provider_id: string;
      amount_cents: number;
      expires_at: string;
    };
    return { ...body, row, customerId: payload.customer_id };
  };

  it('creates a checkout intent in cents with the result pages and the site’s payment id, after recording it', async () => {
    const { payment_url, payment_id, row } = await startDonation();
    expect(row.provider).toBe('helloasso');
    expect(payment_url).toBe(
      `https://www.helloasso-sandbox.com/associations/aamtdm/checkout/${row.provider_id}`,
    );
    const sent = fake.intent(row.provider_id)!.body;
    expect(sent).toMatchObject({
      totalAmount: row.amount_cents,
      initialAmount: row.amount_cents,
      containsDonation: true,
      returnUrl: expect.stringMatching(
        /^https:\/\/musee\.example\/pages\/DonationSuccess\?id=[^&]+&payment=pay_[0-9a-f]{32}$/,
      ),
      backUrl: 'https://musee.example/pages/DonationCancel',
      errorUrl: 'https://musee.example/pages/DonationCancel',
      metadata: { reference: payment_id },
    });
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now());
  });

  it('confirms only once HelloAsso shows the order paid, reading the intent back', async () => {
    const { payment_id, row, customerId } = await startDonation();
    const pending = await ctx.app.inject({ method: 'GET', url: confirmDonation(payment_id, customerId) });
    expect(pending.json()).toEqual({ success: false, reason: paymentMessages.pending });
    fake.pay(row.provider_id);
    const paid = await ctx.app.inject({ method: 'GET', url: confirmDonation(payment_id, customerId) });
    expect(paid.json()).toEqual({
      success: true,
      documents: [
        { kind: 'tax-receipt', url: expect.stringMatching(/^https:\/\/musee\.example\/api\/documents\//) },
      ],
    });
    expect(ctx.count('mail_queue')).toBeGreaterThan(0);
  });

  it('takes a notification as a hint only: the intent is read back, a forged one changes nothing', async () => {
    const first = await startDonation();
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-notifications',
      payload: {
        eventType: 'Order',
        data: { checkoutIntentId: Number(first.row.provider_id), amount: { total: 1 } },
      },
    });
    expect(forged.statusCode).toBe(200);
    const status = () =>
      (
        ctx.app.services.db.prepare('SELECT status FROM payments WHERE id = ?').get(first.payment_id) as {
          status: string;
        }
      ).status;
    expect(status()).toBe('created');
    fake.pay(first.row.provider_id);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-notifications',
      payload: { eventType: 'Order', data: { checkoutIntentId: Number(first.row.provider_id) } },
    });
    expect(status()).toBe('paid');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-notifications',
      payload: { eventType: 'Form', data: {} },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses and logs a confirmation whose paid amount differs from the recorded one', async () => {
    const { payment_id, row, customerId } = await startDonation();
    fake.pay(row.provider_id, 'Authorized', 100);
    const response = await ctx.app.inject({ method: 'GET', url: confirmDonation(payment_id, customerId) });
    expect(response.json()).toEqual({ success: false, reason: paymentMessages.amountMismatch });
    expect(
      (
        ctx.app.services.db.prepare('SELECT status FROM payments WHERE id = ?').get(payment_id) as {
          status: string;
        }
      ).status,
    ).toBe('created');
  });

  it('answers a clear French 502 when HelloAsso gives an id already used, the payment cancelled with its reason (second review, finding 2)', async () => {
    const first = await startDonation();
    fake.numberFrom(first.row.provider_id);
    const response = await ctx.app.inject({ method: 'POST', url: DONATION, payload: donationPayload() });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: paymentMessages.providerIdReused });
    const db = ctx.app.services.db;
    const refused = db
      .prepare('SELECT id, status, provider_id FROM payments ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .get() as { id: string; status: string; provider_id: string | null };
    expect(refused).toMatchObject({ status: 'cancelled', provider_id: null });
    expect(
      db
        .prepare('SELECT source FROM payment_events WHERE payment_id = ? AND status = ?')
        .get(refused.id, 'cancelled'),
    ).toEqual({
      source: 'provider-id-reused',
    });
    // The first payment keeps its id.
    expect(db.prepare('SELECT provider_id FROM payments WHERE id = ?').get(first.payment_id)).toEqual({
      provider_id: first.row.provider_id,
    });
  });

  it('asks for one access token and reuses it', () => {
    expect(fake.calls.token).toBe(1);
    expect(fake.calls.create).toBeGreaterThan(3);
  });

  it('refunds a paid payment through POST /v5/payments/{id}/refund; the intent then reads refunded', async () => {
    const { row } = await startDonation();
    await expect(ctx.app.services.provider.refund(row.provider_id)).rejects.toThrow(/aucun paiement réglé/);
    fake.pay(row.provider_id);
    await ctx.app.services.provider.refund(row.provider_id);
    expect(fake.calls.refund).toBe(1);
    expect(await ctx.app.services.provider.status(row.provider_id)).toEqual({ state: 'refunded' });
  });

  it('gives a part back with its amount; the payment stays paid until all of it is given back', async () => {
    const { row } = await startDonation();
    fake.pay(row.provider_id);
    const refundsBefore = fake.calls.refund;
    await ctx.app.services.provider.refund(row.provider_id, 500);
    expect(await ctx.app.services.provider.status(row.provider_id)).toEqual({
      state: 'paid',
      amountCents: row.amount_cents,
      currency: 'EUR',
    });
    // More than what is left is refused by the provider, and nothing is given back.
    await expect(ctx.app.services.provider.refund(row.provider_id, row.amount_cents)).rejects.toThrow(
      /HTTP 400/,
    );
    // Without an amount: what is left.
    await ctx.app.services.provider.refund(row.provider_id);
    expect(fake.calls.refund - refundsBefore).toBe(2);
    expect(fake.intent(row.provider_id)!.payments[0]!.refundOperations).toEqual([
      { amount: 500 },
      { amount: row.amount_cents - 500 },
    ]);
    expect(await ctx.app.services.provider.status(row.provider_id)).toEqual({ state: 'refunded' });
  });

  it('has no sandbox page: nobody can mark a payment paid on this server', async () => {
    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox-payments/sbx_00000000000000000000000000000000/pay',
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe('payment rules of every provider (sandbox)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('records the order before asking the provider; a provider failure leaves it cancelled, not lost', async () => {
    jest.spyOn(ctx.app.services.provider, 'create').mockRejectedValueOnce(new Error('injoignable'));
    const payload = shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/index.php?endpoint=create-payment',
      payload,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: paymentMessages.providerDown });
    const payment = ctx.app.services.db.prepare('SELECT * FROM payments').get() as {
      id: string;
      status: string;
    };
    expect(payment.status).toBe('cancelled');
    expect(
      ctx.app.services.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE payment_id = ?').get(payment.id),
    ).toEqual({
      n: 1,
    });
    expect(
      ctx.app.services.db
        .prepare('SELECT source FROM payment_events WHERE payment_id = ? ORDER BY id')
        .all(payment.id),
    ).toEqual([{ source: 'api' }, { source: 'provider-error' }]);
  });

  it('ends unpaid payments past their expiry, after asking the provider', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: DONATION, payload: donationPayload() });
    const { payment_id } = response.json() as { payment_id: string };
    const deps = { ...ctx.app.services, log: ctx.app.log };
    expect(await expireOverduePayments(deps)).toBe(0);
    // Past its expiry by the server's clock; and by the sandbox's, which stands for the provider's own.
    ctx.app.services.db
      .prepare('UPDATE payments SET expires_at = ? WHERE id = ?')
      .run(ctx.ago(2 * 3600_000), payment_id);
    ctx.app.services.db
      .prepare('UPDATE sandbox_payments SET created_at = ?')
      .run(new Date(Date.now() - 2 * 3600_000).toISOString());
    expect(await expireOverduePayments(deps)).toBe(1);
    expect(ctx.app.services.db.prepare('SELECT status FROM payments WHERE id = ?').get(payment_id)).toEqual({
      status: 'cancelled',
    });
  });

  it('needs every HelloAsso setting to start on HelloAsso', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'helloasso' })).toThrow(/HELLOASSO_CLIENT_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe('HelloAsso notifications with a signature key', () => {
  let fake: Fake;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeHelloAsso();
    ctx = await createTestContext({ ...helloAssoEnv(fake), HELLOASSO_SIGNATURE_KEY: 'cle-de-signature' });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('accepts only a body signed with the key (x-ha-signature, HMAC-SHA256)', async () => {
    const started = await ctx.app.inject({ method: 'POST', url: DONATION, payload: donationPayload() });
    const { payment_id } = started.json() as { payment_id: string };
    const { provider_id } = ctx.app.services.db
      .prepare('SELECT provider_id FROM payments WHERE id = ?')
      .get(payment_id) as { provider_id: string };
    fake.pay(provider_id);
    const body = JSON.stringify({ eventType: 'Order', data: { checkoutIntentId: Number(provider_id) } });
    const post = (signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payment-notifications',
        headers: { 'content-type': 'application/json', 'x-ha-signature': signature },
        payload: body,
      });
    const status = () =>
      (
        ctx.app.services.db.prepare('SELECT status FROM payments WHERE id = ?').get(payment_id) as {
          status: string;
        }
      ).status;
    expect((await post('0'.repeat(64))).statusCode).toBe(400);
    expect(status()).toBe('created');
    const signature = createHmac('sha256', 'cle-de-signature').update(body).digest('hex');
    expect((await post(signature)).statusCode).toBe(200);
    expect(status()).toBe('paid');
  });
});
