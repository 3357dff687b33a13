// The treasurer's desk, through the api as the space calls it: the donations with their receipts, the
// receipts of a year and what became of each, a receipt sent again and corrected; and each role sees
// only what its calls allow (the memberships' number stays theirs, the shop's shipping stays its own).
import { callUrl, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { createTestContext, TEST_NOW, TEST_YEAR, type TestContext } from '../../__tests__/support/harness';
import { configuredIssuerEnv, donationPayload } from '../../__tests__/support/fixtures';
import { payMembership, paymentCalls } from '../../__tests__/support/payment-calls';
import { signInVolunteer, volunteersFile } from '../../__tests__/support/volunteer-session';

let ctx: TestContext;
const payments = paymentCalls(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext({
    ...configuredIssuerEnv(),
    VOLUNTEERS_FILE: volunteersFile([
      { email: 'tresorier@example.org', name: 'Thérèse', roles: ['tresorerie'] },
      { email: 'boutique@example.org', name: 'Bruno', roles: ['boutique'] },
    ]),
    SIGN_IN_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(() => ctx.close());

async function payDonation(email: string): Promise<string> {
  const payload = donationPayload({ email, customer_id: `donateur_${Math.random().toString(36).slice(2)}` });
  const paymentId = ((await payments.start('donation', payload)).json() as { payment_id: string }).payment_id;
  await payments.sandbox(paymentId, 'pay');
  await payments.confirm('donation', paymentId, payload.customer_id as string);
  await ctx.flushMail();
  return paymentId;
}

const year = TEST_YEAR;
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

it('lists the donations with their receipt, opens one (recorded), and follows a corrected receipt', async () => {
  const paymentId = await payDonation('donatrice@example.org');
  const { headers } = await signInVolunteer(ctx, 'tresorier@example.org');

  const list = calls.donations.answer.parse(
    (await get(`${callUrl(calls.donations, {})}?annee=${year}`, headers)).json(),
  );
  const listed = list.donations.find((donation) => donation.paymentId === paymentId)!;
  expect(listed).toMatchObject({ refunded: false, receiptNumber: expect.stringMatching(/^\d{4}-\d{5}$/) });

  const opened = await get(callUrl(calls.donation, { id: paymentId }), headers);
  const { donation } = calls.donation.answer.parse(opened.json());
  expect(donation.email).toBe('donatrice@example.org');
  expect(donation.receipts.map((receipt) => receipt.state)).toEqual(['in-force']);
  const viewed = ctx.app.services.db
    .prepare("SELECT action FROM personal_data_views WHERE subject = ? AND action = 'don consulté'")
    .all(donation.reference);
  expect(viewed).toHaveLength(1);

  const resent = await ctx.app.inject({
    method: 'POST',
    url: callUrl(calls.resendDocument, { id: paymentId, kind: 'tax-receipt' }),
    headers,
  });
  expect(resent.json()).toMatchObject({ success: true });

  const corrected = await ctx.app.inject({
    method: 'POST',
    url: callUrl(calls.correctDocument, { id: paymentId, kind: 'tax-receipt' }),
    headers,
    payload: { reason: 'Nom de famille mal orthographié' },
  });
  expect(corrected.statusCode).toBe(200);
  const receipts = calls.receipts.answer
    .parse((await get(`${callUrl(calls.receipts, {})}?annee=${year}`, headers)).json())
    .receipts.filter((receipt) => receipt.paymentId === paymentId);
  expect(receipts.map(({ state }) => state)).toEqual(['replaced', 'in-force']);
  expect(receipts[1]!.replaces).toBe(receipts[0]!.receiptNumber);
  const after = calls.donations.answer
    .parse((await get(`${callUrl(calls.donations, {})}?annee=${year}`, headers)).json())
    .donations.find((each) => each.paymentId === paymentId)!;
  expect(after.receiptNumber).toBe(receipts[1]!.receiptNumber);
});

it('opens to the treasurer what it needs, and nothing its calls refuse', async () => {
  const membership = await payMembership(ctx, 'adherent@example.org');
  const treasurer = (await signInVolunteer(ctx, 'tresorier@example.org')).headers;
  const shop = (await signInVolunteer(ctx, 'boutique@example.org')).headers;

  expect((await get(callUrl(calls.membership, { id: membership }), treasurer)).statusCode).toBe(200);
  expect((await get(callUrl(calls.orders, {}), treasurer)).statusCode).toBe(200);
  const numbered = await ctx.app.inject({
    method: 'POST',
    url: callUrl(calls.assignMemberNumber, { id: membership }),
    headers: treasurer,
  });
  expect(numbered.statusCode).toBe(403);
  const attestation = await ctx.app.inject({
    method: 'POST',
    url: callUrl(calls.resendDocument, { id: membership, kind: 'membership-attestation' }),
    headers: treasurer,
  });
  expect(attestation.statusCode).toBe(403);

  for (const url of [callUrl(calls.donations, {}), callUrl(calls.receipts, {})])
    expect((await get(url, shop)).statusCode).toBe(403);
  expect((await get(callUrl(calls.donation, { id: 'inconnu' }), treasurer)).statusCode).toBe(404);
});

it('counts a gift and a membership of 00:30 on New Year’s Day in the new year, as the treasurer opens them', async () => {
  // 1 January 2027 at 00:30 in Fréjus is still 31 December 2026 in UTC.
  ctx.setClock('2027-01-01T00:30:00+01:00');
  try {
    const paymentId = await payDonation('reveillon@example.org');
    const { headers } = await signInVolunteer(ctx, 'tresorier@example.org');
    const donationsOf = async (query: string) =>
      calls.donations.answer.parse((await get(`${callUrl(calls.donations, {})}${query}`, headers)).json());

    const opened = await donationsOf('');
    expect(opened.year).toBe(2027);
    expect(opened.donations.find((donation) => donation.paymentId === paymentId)).toMatchObject({
      receiptNumber: expect.stringMatching(/^2027-\d{5}$/),
    });
    const lastYear = await donationsOf('?annee=2026');
    expect(lastYear.donations.map((donation) => donation.paymentId)).not.toContain(paymentId);
    const receipts = calls.receipts.answer.parse(
      (await get(`${callUrl(calls.receipts, {})}?annee=2027`, headers)).json(),
    ).receipts;
    expect(receipts.map((receipt) => receipt.paymentId)).toContain(paymentId);

    const membership = await payMembership(ctx, 'reveillon@example.org');
    const membersOf = async (year: number) =>
      calls.memberships.answer
        .parse((await get(`${callUrl(calls.memberships, {})}?annee=${year}`, headers)).json())
        .members.map((member) => member.paymentId);
    expect(await membersOf(2027)).toContain(membership);
    expect(await membersOf(2026)).not.toContain(membership);
  } finally {
    ctx.setClock(TEST_NOW);
  }
});

it('corrects a donor written wrong by a new record, and issues the receipt again in their right name', async () => {
  const paymentId = await payDonation('donateur.corrige@example.org');
  const { headers } = await signInVolunteer(ctx, 'tresorier@example.org');
  const correct = (payload: Record<string, string>, as = headers) =>
    ctx.app.inject({
      method: 'POST',
      url: callUrl(calls.correctDonor, { id: paymentId }),
      headers: as,
      payload,
    });
  const right = {
    firstName: 'Marie',
    lastName: 'Lefebvre',
    address: '14 rue de la Garonne',
    postcode: '83600',
    city: 'Fréjus',
    reason: 'Nom et numéro de rue mal écrits',
  };
  const before = ctx.smtp.messages.length;
  const corrected = await correct(right);
  expect(corrected.statusCode).toBe(200);
  expect(corrected.json().message).toMatch(
    /^Donateur corrigé\s: le reçu \d{4}-\d{5} le remplace, envoyé au donateur\.$/,
  );
  await ctx.flushMail();
  expect(ctx.smtp.messages.slice(before).map((mail) => mail.to)).toContainEqual([
    'donateur.corrige@example.org',
  ]);

  // The donation stays as paid; the correction is version 2, and the donor stands corrected everywhere.
  expect(
    ctx.app.services.db
      .prepare('SELECT last_name, address FROM donations WHERE payment_id = ?')
      .get(paymentId),
  ).toEqual({ last_name: 'Lefèvre', address: '12 rue de la Garonne' });
  const { donation } = calls.donation.answer.parse(
    (await get(callUrl(calls.donation, { id: paymentId }), headers)).json(),
  );
  expect(donation).toMatchObject({ lastName: 'Lefebvre', address: '14 rue de la Garonne' });
  expect(donation.donorCorrections).toEqual([
    expect.objectContaining({
      version: 2,
      lastName: 'Lefebvre',
      reason: right.reason,
      correctedBy: 'tresorier@example.org',
    }),
  ]);
  // The receipt first issued keeps the name it said; the one that replaces it says the right one.
  expect(donation.receipts.map(({ state, lastName }) => `${state} ${lastName}`)).toEqual([
    'replaced Lefèvre',
    'in-force Lefebvre',
  ]);

  // The same donor again is nothing to correct; a missing line, or the shop, is refused.
  expect((await correct(right)).statusCode).toBe(409);
  expect((await correct({ ...right, lastName: 'Lefebvre-Martin', city: '' })).statusCode).toBe(400);
  const shop = (await signInVolunteer(ctx, 'boutique@example.org')).headers;
  expect((await correct({ ...right, lastName: 'Autre' }, shop)).statusCode).toBe(403);
  expect(() => ctx.app.services.db.prepare("UPDATE donor_corrections SET last_name = 'Autre'").run()).toThrow(
    'Une correction du donateur ne change jamais',
  );
});
