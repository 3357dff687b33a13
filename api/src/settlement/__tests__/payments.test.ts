import { formatMessages } from '@mtdm/shared/contracts';
import { BIRTH_DATE_MESSAGE, validationMessages } from '@mtdm/shared/validation';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import {
  cartLine,
  donationPayload,
  membershipPayload,
  shopPayload,
  configuredIssuerEnv,
} from '../../__tests__/support/fixtures';
import { CONFIRM_PATHS, paymentCalls, type PaymentCallKind } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { pricingMessages } from '../../payments/payment-flow';
import { shopPricingMessages } from '../../orders/shop-pricing';
import { paymentMessages } from '../../payments/payment-messages';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(configuredIssuerEnv());
});
afterAll(() => ctx.close());

const { start, confirm, sandbox } = paymentCalls(() => ctx);
const paymentRow = (id: string) =>
  ctx.app.services.db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as {
    status: string;
    amount_cents: number;
  };
const events = (id: string) =>
  (
    ctx.app.services.db
      .prepare('SELECT status FROM payment_events WHERE payment_id = ? ORDER BY id')
      .all(id) as { status: string }[]
  ).map((row) => row.status);

/** A shop cart: 2 caps (18 €, 120 g) and a size M bracelet (12 €, 20 g): 48 € + 8,85 € shipping (260 g). */
const cart = [cartLine('casquette-ancre-d-or', 2), cartLine('bracelet-cordon-ancre', 1, 'M')];
const validShop = shopPayload(cart, 56.85, 8.85);

async function created(kind: PaymentCallKind, payload: { customer_id: string }) {
  const response = await start(kind, payload);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { payment_url: string; payment_id: string };
  // The site's own id, recorded first; the sandbox's page under the sandbox's id.
  expect(body.payment_id).toMatch(/^pay_[0-9a-f]{32}$/);
  const { provider_id } = ctx.app.services.db
    .prepare('SELECT provider_id FROM payments WHERE id = ?')
    .get(body.payment_id) as { provider_id: string };
  expect(body.payment_url).toBe(`/sandbox-payments/${provider_id}`);
  return body;
}

describe('shop: create-payment and payment-success', () => {
  it('full sandbox pay round trip: order stored, paid once, customer and association mailed', async () => {
    const { payment_id, payment_url } = await created('shop', validShop);
    expect(paymentRow(payment_id)).toMatchObject({ status: 'created', amount_cents: 5685, kind: 'shop' });
    const order = ctx.app.services.db
      .prepare('SELECT * FROM orders WHERE payment_id = ?')
      .get(payment_id) as Record<string, number>;
    expect(order).toMatchObject({ subtotal_cents: 4800, shipping_cents: 885, amount_cents: 5685 });
    expect(
      ctx.app.services.db.prepare('SELECT COUNT(*) AS n FROM order_lines WHERE order_id = ?').get(order.id),
    ).toEqual({ n: 2 });

    const page = await ctx.app.inject({ method: 'GET', url: payment_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="fr"');
    expect(page.body).toContain('56,85');
    expect(page.body).toContain('Casquette brodée ancre d’or');
    expect(page.body).toMatch(/<button type="submit">Payer<\/button>/);
    expect(page.body).toMatch(/Annuler<\/button>/);

    const notYet = await confirm('shop', payment_id, validShop.customer_id);
    expect(notYet.json()).toEqual({ success: false, reason: paymentMessages.pending });

    await ctx.flushMail();
    const sentBefore = ctx.smtp.messages.length;
    const paid = await sandbox(payment_id, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/pages/PaymentSuccess?id=${validShop.customer_id}&payment=${payment_id}`,
    );

    const confirmation = await confirm('shop', payment_id, validShop.customer_id);
    expect(confirmation.statusCode).toBe(200);
    // The order restated for its success page: its reference and what was ordered, as stored.
    expect(confirmation.json()).toEqual({
      success: true,
      order: {
        reference: expect.stringMatching(/^CMD-[0-9A-F]{10}$/),
        lines: [
          { name: 'Casquette brodée ancre d’or', size: null, quantity: 2, unitPriceCents: 1800 },
          { name: 'Bracelet cordon ancre d’or', size: 'M', quantity: 1, unitPriceCents: 1200 },
        ],
        shippingCents: 885,
        amountCents: 5685,
      },
    });
    expect(paymentRow(payment_id).status).toBe('paid');
    expect(events(payment_id)).toEqual(['created', 'paid']);

    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(sentBefore + 2)).slice(sentBefore);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(
      ['association@example.org', validShop.email].sort(),
    );
    const customerMail = mailText(mails.find((mail) => mail.to.includes(validShop.email))!);
    expect(customerMail).toContain('est confirmée');
    expect(customerMail).toContain('56,85');
    // A durable medium: the terms of sale's address and the withdrawal form, filled with the order.
    expect(customerMail).toMatch(/https?:\/\/\S+\/pages\/CGV\b/);
    expect(customerMail).toContain('formulaire type de rétractation');
    expect(customerMail).toMatch(/Référence de la commande\s?: CMD-[0-9A-F]{10}/);
    // Its answer reaches the association.
    expect(mails.find((mail) => mail.to.includes(validShop.email))!.raw).toMatch(
      /^Reply-To: association@example\.org\r?$/m,
    );

    // Replays: same answer, no second status change, no second mail.
    for (let index = 0; index < 3; index += 1) {
      expect((await confirm('shop', payment_id, validShop.customer_id)).json()).toMatchObject({
        success: true,
      });
    }
    const payAgain = await sandbox(payment_id, 'pay');
    expect(payAgain.statusCode).toBe(303);
    expect(payAgain.headers.location).toBe(
      `/pages/PaymentSuccess?id=${validShop.customer_id}&payment=${payment_id}`,
    );
    expect((await sandbox(payment_id, 'cancel')).statusCode).toBe(409);
    await ctx.flushMail();
    expect(ctx.smtp.messages.length).toBe(sentBefore + 2);
    expect(events(payment_id)).toEqual(['created', 'paid']);
    expect(paymentRow(payment_id).status).toBe('paid');
  });

  it('full sandbox cancel round trip: cancelled, confirmation refused, never paid afterwards', async () => {
    const { payment_id } = await created('shop', validShop);
    const cancelled = await sandbox(payment_id, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/pages/PaymentCancel');
    expect(paymentRow(payment_id).status).toBe('cancelled');
    const confirmation = await confirm('shop', payment_id, validShop.customer_id);
    expect(confirmation.json()).toEqual({ success: false, reason: paymentMessages.cancelled });
    expect((await sandbox(payment_id, 'pay')).statusCode).toBe(409);
    expect((await confirm('shop', payment_id, validShop.customer_id)).json().success).toBe(false);
    expect(events(payment_id)).toEqual(['created', 'cancelled']);
  });

  it('never confirms for another customer, another flow or an unknown id', async () => {
    const { payment_id } = await created('shop', validShop);
    await sandbox(payment_id, 'pay');
    const otherCustomer = await confirm('shop', payment_id, 'customer_999');
    expect(otherCustomer.statusCode).toBe(404);
    expect(otherCustomer.json()).toEqual({ success: false, reason: paymentMessages.notFound });
    expect((await confirm('donation', payment_id, validShop.customer_id)).statusCode).toBe(404);
    expect((await confirm('shop', 'sbx_inconnu', validShop.customer_id)).statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `${CONFIRM_PATHS.shop}&payment_id=${payment_id}`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, reason: paymentMessages.badConfirmation });
    const injected = await confirm('shop', "x' OR 1=1 --", validShop.customer_id);
    expect(injected.statusCode).toBe(400);
  });

  it('uses the packing fee for a single line that has one', async () => {
    const helmet = [cartLine('casque-colonial-replique', 1)];
    await created('shop', shopPayload(helmet, 68.7, 10.7));
  });

  it('refuses a helmet, a mug or a perfume with other articles, as the shop’s notice says', async () => {
    const mixed = [cartLine('casque-colonial-replique', 1), cartLine('casquette-ancre-d-or', 1)];
    const response = await start('shop', shopPayload(mixed, 94.3, 18.3));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(shopPricingMessages.fragileMix);
  });

  it.each([
    ['a lowered amount', shopPayload(cart, 10, 8.85), pricingMessages.amountMismatch(5685, 1000)],
    [
      'catalogue prices lowered in the cart',
      shopPayload(
        [{ ...cartLine('casquette-ancre-d-or', 2), price: 1 }, cartLine('bracelet-cordon-ancre', 1, 'M')],
        11.85,
        8.85,
      ),
      pricingMessages.amountMismatch(5685, 1185),
    ],
    ['a lowered shipping cost', shopPayload(cart, 48, 0), shopPricingMessages.shippingMismatch(885, 0)],
    [
      'a lighter weight to cheapen shipping',
      shopPayload(
        [
          { ...cartLine('casquette-ancre-d-or', 2), weight: 1 },
          { ...cartLine('bracelet-cordon-ancre', 1, 'M'), weight: 1 },
        ],
        54.75,
        6.75,
      ),
      shopPricingMessages.shippingMismatch(885, 675),
    ],
    [
      'a packing fee added to a multi-line cart',
      shopPayload([Object.assign(cartLine('casquette-ancre-d-or', 1), { packagingFee: 0 })], 18, 0),
      shopPricingMessages.shippingMismatch(675, 0),
    ],
    [
      'an unknown product',
      shopPayload([{ ...cartLine('casquette-ancre-d-or', 1), id: 'faux', name: 'Faux' }], 24.75, 6.75),
      shopPricingMessages.unknownProduct('Faux'),
    ],
    [
      'a size the product lacks',
      shopPayload([cartLine('bracelet-cordon-ancre', 1, 'XXL')], 18.75, 6.75),
      shopPricingMessages.unknownSize('Bracelet cordon ancre d’or'),
    ],
    [
      'a missing size',
      shopPayload([cartLine('bracelet-cordon-ancre', 1)], 18.75, 6.75),
      shopPricingMessages.unknownSize('Bracelet cordon ancre d’or'),
    ],
    [
      'an empty cart',
      shopPayload([], 6.75, 6.75),
      'Requête invalide : champ « cartDetails » manquant ou mal formé.',
    ],
    ['a cart that is not JSON', { ...validShop, cart: '[{' }, shopPricingMessages.invalidCart],
    [
      'a cart line of the wrong shape',
      { ...validShop, cart: JSON.stringify([{ name: 'x', quantity: -1 }]) },
      shopPricingMessages.invalidCart,
    ],
    ['an empty cart list', { ...validShop, cart: '[]' }, shopPricingMessages.emptyCart],
  ])('refuses %s with a French error and stores nothing', async (_label, payload, error) => {
    const before = ctx.count('payments');
    const response = await start('shop', payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error });
    expect(ctx.count('payments')).toBe(before);
  });

  it.each([
    ['firstName', '', validationMessages.required],
    ['postcode', '  ', validationMessages.required],
    ['email', 'marie@', validationMessages.email],
    ['mobileNumber', '12345', validationMessages.checkoutPhone],
    ['mobileNumber', '+44612345678', validationMessages.checkoutPhone],
    ['amount', -5, 'Requête invalide : champ « amount » manquant ou mal formé.'],
    ['amount', 12.345, 'Requête invalide : champ « amount » manquant ou mal formé.'],
    ['amount', '56.85', 'Requête invalide : champ « amount » manquant ou mal formé.'],
    ['customer_id', '../etc', 'Requête invalide : champ « customer_id » manquant ou mal formé.'],
  ])('checks %s = %p', async (field, value, error) => {
    const response = await start('shop', { ...validShop, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});

describe('membership: create-payment-adherent and registration-success', () => {
  it('full round trip with a donation: fee 20 € + 10 €, confirmation mail', async () => {
    const payload = membershipPayload();
    const { payment_id, payment_url } = await created('membership', payload);
    expect(paymentRow(payment_id)).toMatchObject({ amount_cents: 3000, status: 'created' });
    const page = await ctx.app.inject({ method: 'GET', url: payment_url });
    expect(page.body).toContain('30,00');
    expect(page.body).toContain('Adhésion');
    await ctx.flushMail();
    const sentBefore = ctx.smtp.messages.length;
    const paid = await sandbox(payment_id, 'pay');
    expect(paid.headers.location).toBe(
      `/pages/RegistrationSuccess?id=${payload.customer_id}&payment=${payment_id}`,
    );
    const first = (await confirm('membership', payment_id, payload.customer_id)).json();
    // The attestation and the donation's receipt, as links for the payer; the same on a second call.
    expect(first).toEqual({
      success: true,
      documents: [
        {
          kind: 'membership-attestation',
          url: expect.stringMatching(/^\/api\/documents\/membership-attestation\./),
        },
        { kind: 'tax-receipt', url: expect.stringMatching(/^\/api\/documents\/tax-receipt\./) },
      ],
    });
    expect((await confirm('membership', payment_id, payload.customer_id)).json()).toMatchObject({
      success: true,
      documents: [{ kind: 'membership-attestation' }, { kind: 'tax-receipt' }],
    });
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(sentBefore + 2)).slice(sentBefore);
    expect(mails).toHaveLength(2);
    expect(mailText(mails.find((mail) => mail.to.includes(payload.email))!)).toContain('numéro d’adhérent');
    const row = ctx.app.services.db.prepare('SELECT * FROM memberships WHERE payment_id = ?').get(payment_id);
    expect(row).toMatchObject({
      fee_cents: 2000,
      donation_cents: 1000,
      membership_type: 'individual',
      grade: 'Adjudant-chef',
    });
  });

  it('association fee 150 € without donation; cancel round trip', async () => {
    const payload = membershipPayload({ membershipType: 'family', donationAmount: 0, amount: 150 });
    const { payment_id } = await created('membership', payload);
    const cancelled = await sandbox(payment_id, 'cancel');
    expect(cancelled.headers.location).toBe('/pages/RegistrationCancel');
    expect((await confirm('membership', payment_id, payload.customer_id)).json().success).toBe(false);
    expect(paymentRow(payment_id).status).toBe('cancelled');
  });

  it.each([
    [
      'a fee paid as individual for an association',
      { membershipType: 'family', amount: 30 },
      pricingMessages.amountMismatch(16000, 3000),
    ],
    ['a donation not added', { amount: 20 }, pricingMessages.amountMismatch(3000, 2000)],
    ['a missing birth place', { birthPlace: '' }, validationMessages.required],
    ['a missing activity status', { activityStatus: '' }, validationMessages.required],
    ['a malformed e-mail', { email: 'a b@c.fr' }, validationMessages.email],
    ['a short phone', { mobileNumber: '+331234' }, validationMessages.phone],
    ['a foreign phone prefix', { mobileNumber: '+44612345678' }, validationMessages.phone],
    [
      'a negative donation',
      { donationAmount: -10, amount: 10 },
      'Requête invalide : champ « donationAmount » manquant ou mal formé.',
    ],
    [
      'an unknown membership type',
      { membershipType: 'gold' },
      'Requête invalide : champ « membershipType » manquant ou mal formé.',
    ],
    [
      'a non-empty cart',
      { cart: [{ name: 'x' }] },
      'Requête invalide : champ « cart » manquant ou mal formé.',
    ],
    ['a birth date in 2030', { birthDate: '2030-01-01' }, BIRTH_DATE_MESSAGE],
  ])('refuses %s', async (_label, overrides, error) => {
    const before = ctx.count('memberships');
    const response = await start('membership', membershipPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(ctx.count('memberships')).toBe(before);
  });
});

describe('donation: create-payment-don and donation-success', () => {
  it('full round trip: 60 € gift confirmed once', async () => {
    const payload = donationPayload();
    const { payment_id } = await created('donation', payload);
    await ctx.flushMail();
    const sentBefore = ctx.smtp.messages.length;
    const paid = await sandbox(payment_id, 'pay');
    expect(paid.headers.location).toBe(
      `/pages/DonationSuccess?id=${payload.customer_id}&payment=${payment_id}`,
    );
    const confirmed = await confirm('donation', payment_id, payload.customer_id);
    expect(confirmed.json()).toEqual({
      success: true,
      documents: [{ kind: 'tax-receipt', url: expect.stringMatching(/^\/api\/documents\/tax-receipt\./) }],
    });
    // Its link opens the donor's receipt: no cache between the site and the donor keeps it.
    expect(confirmed.headers['cache-control']).toBe('no-store');
    await ctx.flushMail();
    const mails = (await ctx.smtp.waitFor(sentBefore + 2)).slice(sentBefore);
    expect(mailText(mails.find((mail) => mail.to.includes(payload.email))!)).toContain('66\u00a0%');
    expect(paymentRow(payment_id)).toMatchObject({ status: 'paid', amount_cents: 6000 });
  });

  it('cancel round trip', async () => {
    const payload = donationPayload({ status: 'entreprise', amount: 500, donationAmount: 500 });
    const { payment_id } = await created('donation', payload);
    expect((await sandbox(payment_id, 'cancel')).headers.location).toBe('/pages/DonationCancel');
    expect((await confirm('donation', payment_id, payload.customer_id)).json()).toEqual({
      success: false,
      reason: paymentMessages.cancelled,
    });
  });

  it.each([
    ['a zero gift', { amount: 0, donationAmount: 0 }, validationMessages.donationAmount],
    [
      'an amount different from the gift',
      { amount: 1, donationAmount: 60 },
      pricingMessages.amountMismatch(6000, 100),
    ],
    ['a missing birth date', { birthDate: '' }, validationMessages.required],
    ['a birth date to come', { birthDate: '2030-06-01' }, BIRTH_DATE_MESSAGE],
    ['a malformed e-mail', { email: 'don@' }, validationMessages.email],
    // What the receipt and the association's mail print: one line each, nothing invisible.
    ['an address on two lines', { address: '3 rue Neuve\nBcc: x@example.org' }, formatMessages.oneLine],
    [
      'an address with a control character',
      { address: '3 rue\u0000 Neuve' },
      formatMessages.controlCharacters,
    ],
    [
      'a name written backwards by an override',
      { lastName: 'Dupont\u202e06' },
      formatMessages.controlCharacters,
    ],
    ['a phone with letters', { mobileNumber: '+33abcdefghi' }, validationMessages.phone],
    [
      'an unknown status',
      { status: 'association' },
      'Requête invalide : champ « status » manquant ou mal formé.',
    ],
  ])('refuses %s', async (_label, overrides, error) => {
    const response = await start('donation', donationPayload(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});

describe('PHP-style dispatch', () => {
  it('refuses an unknown or missing endpoint with a French 400', async () => {
    for (const url of [
      '/api/index.php',
      '/api/index.php?endpoint=drop-table',
      '/api/faireundon.php?endpoint=create-payment',
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: donationPayload() });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('endpoint');
    }
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/deveniradherent.php?endpoint=create-payment-adherent',
    });
    expect(get.statusCode).toBe(400);
  });

  it('shows a French 404 page for an unknown sandbox payment', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox-payments/sbx_00000000000000000000000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Paiement introuvable');
  });
});
