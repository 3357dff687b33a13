// A connection's day of payments started and never paid: each start asks the provider for a
// checkout, so one machine cannot keep asking it for thousands a day in the association's name.
import { createTestContext, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import { cartLine, shopPayload } from '../../__tests__/support/fixtures';
import { paymentCalls, START_PATHS } from '../../__tests__/support/payment-calls';
import { paymentMessages } from '../../payments/payment-messages';
import { purgeExpired } from '../../personal-data/purge';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UNPAID_PAYMENTS_PER_CONNECTION: '3' });
});
afterAll(() => ctx.close());

const { sandbox, confirm } = paymentCalls(() => ctx);
const cart = [cartLine('casquette-ancre-d-or', 1)];

let buyer = 0;
/** A shop payment started from `remoteAddress`, by a buyer of its own. */
function startFrom(remoteAddress: string) {
  buyer += 1;
  const customerId = `customer_1700000000000_${buyer}`;
  return ctx.app
    .inject({
      method: 'POST',
      url: START_PATHS.shop,
      payload: shopPayload(cart, 24.75, 6.75, customerId),
      remoteAddress,
    })
    .then((response) => ({ response, customerId }));
}

const sandboxCount = () => ctx.count('sandbox_payments');

it('refuses a connection’s fourth unpaid start of the day in French, before asking the provider', async () => {
  for (let attempt = 0; attempt < 3; attempt += 1)
    expect((await startFrom('198.51.100.30')).response.statusCode).toBe(200);
  const [payments, checkouts] = [ctx.count('payments'), sandboxCount()];
  const { response } = await startFrom('198.51.100.30');
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ error: paymentMessages.tooManyUnpaid });
  expect([ctx.count('payments'), sandboxCount()]).toEqual([payments, checkouts]);
  // Another connection pays as before; an IPv6 network is one connection, whatever its addresses.
  expect((await startFrom('198.51.100.31')).response.statusCode).toBe(200);
  for (let host = 1; host <= 3; host += 1)
    expect((await startFrom(`2001:db8:30:1::${host}`)).response.statusCode).toBe(200);
  expect((await startFrom('2001:db8:30:1::ff')).response.statusCode).toBe(429);
  // The starts name no connection: a keyed digest of it.
  const digests = ctx.app.services.db.prepare('SELECT connection_digest FROM payment_starts').all() as {
    connection_digest: string;
  }[];
  expect(digests.every((row) => /^[0-9a-f]{64}$/.test(row.connection_digest))).toBe(true);
  expect(JSON.stringify(digests)).not.toContain('198.51.100');
});

it('counts only what was not paid: a payment made frees its place', async () => {
  const started = [];
  for (let attempt = 0; attempt < 3; attempt += 1) started.push(await startFrom('198.51.100.32'));
  expect((await startFrom('198.51.100.32')).response.statusCode).toBe(429);
  const paid = started[0]!;
  const paymentId = (paid.response.json() as { payment_id: string }).payment_id;
  await sandbox(paymentId, 'pay');
  expect((await confirm('shop', paymentId, paid.customerId)).statusCode).toBe(200);
  expect((await startFrom('198.51.100.32')).response.statusCode).toBe(200);
  expect((await startFrom('198.51.100.32')).response.statusCode).toBe(429);
  // A refused or abandoned payment still counts: cancelling one frees nothing.
  const cancelled = (started[1]!.response.json() as { payment_id: string }).payment_id;
  await sandbox(cancelled, 'cancel');
  expect((await startFrom('198.51.100.32')).response.statusCode).toBe(429);
});

it('lets no burst of starts sent at once pass the count', async () => {
  const burst = await Promise.all(Array.from({ length: 8 }, () => startFrom('198.51.100.33')));
  const codes = burst.map(({ response }) => response.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(3);
  expect(codes.filter((code) => code === 429)).toHaveLength(5);
});

it('starts again the next day, and the purge forgets which connection started what', async () => {
  expect((await startFrom('198.51.100.34')).response.statusCode).toBe(200);
  const nextDay = new Date(Date.parse(TEST_NOW) + 25 * 60 * 60 * 1000).toISOString();
  ctx.setClock(nextDay);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await startFrom('198.51.100.30')).response.statusCode).toBe(200);
    const counts = purgeExpired(ctx.app.services.db, ctx.config, new Date(nextDay));
    expect(counts.paymentStarts).toBeGreaterThan(0);
    // Only the day's starts remain: those made after the clock moved.
    expect(ctx.count('payment_starts')).toBe(3);
  } finally {
    ctx.setClock(TEST_NOW);
  }
});
