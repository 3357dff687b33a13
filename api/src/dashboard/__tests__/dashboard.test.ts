// The volunteers' first screen over HTTP, on a real SQLite file: the figures each role cares about,
// and nothing of the others' work.
import { volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { parisToday } from '@mtdm/shared/content';
import { TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import { seedLists } from '../../__tests__/support/list-seed';
import { signInVolunteer, spaceTestContext } from '../../__tests__/support/volunteer-session';
import { paymentReference } from '../../payments/payment-store';

let ctx: TestContext;
const MEMBERS = 10;
const ORDERS = 4;

beforeAll(async () => {
  ctx = await spaceTestContext([
    { email: 'tresorier@example.org', name: 'Paul', roles: ['tresorerie'] },
    { email: 'musee@example.org', name: 'Marc', roles: ['musee'] },
    { email: 'boutique@example.org', name: 'Claire', roles: ['boutique'] },
  ]);
  seedLists(ctx.app.services.db, {
    members: MEMBERS,
    orders: ORDERS,
    today: parisToday(ctx.app.services.now()),
  });
  const insertPayment = ctx.app.services.db.prepare(
    `INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at, paid_at)
     VALUES (?, ?, ?, 'sandbox', ?, 'paid', 'paiement@example.fr', ?, ?, ?)`,
  );
  const donate = (id: string, cents: number, at: string) =>
    insertPayment.run(id, 'donation', `c_${id}`, cents, at, at, at);
  // Last year at the same date means up to 1 December 2025, a Paris day: 23:30 is in, 00:30 the next day is not.
  for (const [id, at] of [
    ['pay_member_late_evening', '2025-12-01T22:30:00.000Z'],
    ['pay_member_next_day', '2025-12-01T23:30:00.000Z'],
  ] as const)
    insertPayment.run(id, 'membership', `c_${id}`, 3000, at, at, at);
  donate('pay_don', 8000, '2026-03-10T10:00:00.000Z');
  // 00:30 on 1 January 2026 in Paris, still 2025 in UTC: a gift of January 2026.
  donate('pay_don_new_year', 2500, '2025-12-31T23:30:00.000Z');
  // 00:30 on 1 December 2026 in Paris: a gift of December, before the tests' morning.
  donate('pay_don_december', 1500, '2026-11-30T23:30:00.000Z');
});
afterAll(() => ctx.close());

const dashboardFor = async (email: string) => {
  const { headers } = await signInVolunteer(ctx, email);
  const answer = await ctx.app.inject({ method: 'GET', url: calls.dashboard.path, headers });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

it('gives the treasurer the members against last year, the renewals, the shop and the donations', async () => {
  const figures = await dashboardFor('tresorier@example.org');
  // The api's tests run on 1 December 2026.
  expect(figures.today).toBe('2026-12-01');
  // This year: the seeded members, the accented one and the one a spreadsheet would run.
  expect(figures.members.thisYear).toBe(MEMBERS + 2);
  // Last year up to 1 December: the member paid in January 2025 and the one of 1 December at 23:30
  // (not those of 2 December at 00:30 and of 20 December).
  expect(figures.members.lastYearSameDate).toBe(2);
  // Renewals due in December: the member of last December, whose year ends on the 11th.
  expect(figures.members.renewalsDueThisMonth).toBe(1);
  expect(figures.members.byMonth.reduce((sum: number, count: number) => sum + count, 0)).toBe(MEMBERS + 2);
  expect(figures.members.lastYearByMonth[0]).toBe(1);
  expect(figures.members.lastYearByMonth[11]).toBe(3);
  expect(figures.shop.ordersToShip).toBe(ORDERS);
  // The seeded orders were paid in June: none this month.
  expect(figures.shop.ordersThisMonth).toBe(0);
  expect(figures.shop.salesByMonthCents[5]).toBe(1000 + 1001 + 1002 + 1003);
  // Paris months and years: the gifts of 00:30 on 1 January and 1 December fall in those months.
  expect(figures.donations).toEqual({
    thisYear: 3,
    thisYearCents: 12000,
    receiptsInForce: 0,
    byMonthCents: [2500, 0, 8000, 0, 0, 0, 0, 0, 0, 0, 0, 1500],
  });
  expect(figures.tours).toBeNull();
});

it('counts the shop’s sales less the parts of its orders given back', async () => {
  const { db } = ctx.app.services;
  const { id } = db.prepare('SELECT id FROM orders ORDER BY id LIMIT 1').get() as { id: number };
  db.prepare(
    `INSERT INTO order_refunds (order_id, amount_cents, shipping_cents, reason, refunded_by, refunded_at)
     VALUES (?, 500, 0, 'article rendu', 'boutique@example.org', ?)`,
  ).run(id, TEST_NOW);
  const figures = await dashboardFor('tresorier@example.org');
  expect(figures.shop.salesByMonthCents[5]).toBe(1000 + 1001 + 1002 + 1003 - 500);
  // Still four orders paid in June: a part given back leaves the sale.
  expect(figures.shop.ordersToShip).toBe(ORDERS);
});

it('gives the museum its tours to answer, and nothing of the members, the shop or the donations', async () => {
  const figures = await dashboardFor('musee@example.org');
  expect(figures).toEqual({
    today: '2026-12-01',
    members: null,
    shop: null,
    donations: null,
    tours: { toAnswer: 0 },
  });
});

it('gives the shop its sales and orders to ship, not the members or the donations', async () => {
  expect((await dashboardFor('boutique@example.org')).shop.withdrawalsToCheck).toBe(0);
  // A withdrawal that gives an order's reference with another address than its buyer's: one to check.
  const { payment_id: paymentId } = ctx.app.services.db
    .prepare('SELECT payment_id FROM orders ORDER BY id LIMIT 1')
    .get() as { payment_id: string };
  const withdrawal = await ctx.app.inject({
    method: 'POST',
    url: '/api/retractation',
    payload: {
      orderReference: paymentReference('shop', paymentId),
      firstName: 'Jean',
      lastName: 'Inconnu',
      email: 'quelqu.un@example.net',
      items: '1 × Mug',
    },
  });
  expect(withdrawal.json().acknowledgementMailed).toBe(false);
  const figures = await dashboardFor('boutique@example.org');
  expect(figures.shop.withdrawalsToCheck).toBe(1);
  expect(figures.shop.ordersToShip).toBe(ORDERS);
  expect(figures.members).toBeNull();
  expect(figures.donations).toBeNull();
});

it('counts the withdrawn orders to refund, and those past their fourteen days', async () => {
  expect((await dashboardFor('boutique@example.org')).shop).toMatchObject({
    ordersToRefund: 0,
    refundsPastDue: 0,
  });
  // The buyer of the last order withdraws it on the tests' day, 1 December 2026: due by the 15th.
  const last = ORDERS - 1;
  const withdrawal = await ctx.app.inject({
    method: 'POST',
    url: '/api/retractation',
    payload: {
      orderReference: paymentReference('shop', `pay_o${String(last).padStart(10, '0')}`),
      firstName: 'Marc',
      lastName: `Acheteur${last}`,
      email: `acheteur${last}@example.fr`,
      items: '1 × Mug',
    },
  });
  expect(withdrawal.json().acknowledgementMailed).toBe(true);
  expect((await dashboardFor('boutique@example.org')).shop).toMatchObject({
    ordersToShip: ORDERS - 1,
    ordersToRefund: 1,
    refundsPastDue: 0,
  });
  try {
    // 23:00 on the 15th in Paris: still in time; half past midnight on the 16th: past due.
    ctx.setClock('2026-12-15T22:00:00.000Z');
    expect((await dashboardFor('boutique@example.org')).shop.refundsPastDue).toBe(0);
    ctx.setClock('2026-12-15T23:30:00.000Z');
    expect((await dashboardFor('boutique@example.org')).shop).toMatchObject({
      ordersToRefund: 1,
      refundsPastDue: 1,
    });
  } finally {
    ctx.setClock(TEST_NOW);
  }
});
