// Every time the server writes down comes from its own clock (services.now), the one a test sets:
// a payment and the record it pays for, the documents it issues, the messages it receives and what
// the volunteers do. A time taken from the machine's clock shows here as another moment.
import { callUrl, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { TEST_NOW, type TestContext } from './support/harness';
import {
  cartLine,
  configuredIssuerEnv,
  contactPaths,
  contactPayloads,
  donationPayload,
  shopPayload,
} from './support/fixtures';
import { payMembership, paymentCalls } from './support/payment-calls';
import { signInVolunteer, spaceTestContext } from './support/volunteer-session';

/** A moment far from the day the tests run, in Fréjus' winter time. */
const MOMENT = '2027-03-15T10:00:00+01:00';
const AT = new Date(MOMENT).toISOString();

let ctx: TestContext;
const payments = paymentCalls(() => ctx);

beforeAll(async () => {
  ctx = await spaceTestContext(
    [
      { email: 'boutique@example.org', name: 'Bruno', roles: ['boutique'] },
      { email: 'adhesions@example.org', name: 'Alain', roles: ['adhesions'] },
      { email: 'tresorier@example.org', name: 'Thérèse', roles: ['tresorerie'] },
      { email: 'musee@example.org', name: 'Marc', roles: ['musee'] },
    ],
    configuredIssuerEnv(),
  );
  ctx.setClock(MOMENT);
});
afterAll(() => {
  ctx.setClock(TEST_NOW);
  return ctx.close();
});

/** The distinct values of a column, for the rows a condition selects. */
const timesOf = (table: string, column: string, where: string, ...values: unknown[]) =>
  [
    ...new Set(
      (
        ctx.app.services.db.prepare(`SELECT ${column} AS at FROM ${table} WHERE ${where}`).all(...values) as {
          at: string | null;
        }[]
      ).map((row) => row.at),
    ),
  ].sort();

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

it('dates a donation, its payment, its events and its receipt, and a receipt’s correction', async () => {
  const payload = donationPayload({ customer_id: 'donateur_horloge' });
  const paymentId = await payments.pay('donation', payload);
  expect(timesOf('payments', 'created_at', 'id = ?', paymentId)).toEqual([AT]);
  expect(timesOf('payments', 'updated_at', 'id = ?', paymentId)).toEqual([AT]);
  expect(timesOf('payments', 'paid_at', 'id = ?', paymentId)).toEqual([AT]);
  expect(timesOf('payment_events', 'created_at', 'payment_id = ?', paymentId)).toEqual([AT]);
  expect(timesOf('donations', 'created_at', 'payment_id = ?', paymentId)).toEqual([AT]);
  expect(timesOf('issued_documents', 'issued_at', 'payment_id = ?', paymentId)).toEqual([AT]);

  const { headers } = await signInVolunteer(ctx, 'tresorier@example.org');
  const correction = { reason: 'Adresse corrigée' };
  const corrected = await post(
    callUrl(calls.correctDocument, { id: paymentId, kind: 'tax-receipt' }),
    headers,
    correction,
  );
  expect(corrected.statusCode).toBe(200);
  expect(timesOf('issued_documents', 'issued_at', 'payment_id = ? AND version = 2', paymentId)).toEqual([AT]);
  expect(timesOf('personal_data_views', 'viewed_at', 'volunteer = ?', 'tresorier@example.org')).toEqual([AT]);
});

it('dates an order and its shipping', async () => {
  const payload = shopPayload([cartLine('casquette-ancre-d-or', 1)], 24.75, 6.75);
  const paymentId = await payments.pay('shop', payload as { customer_id: string });
  expect(timesOf('orders', 'created_at', 'payment_id = ?', paymentId)).toEqual([AT]);

  const { headers } = await signInVolunteer(ctx, 'boutique@example.org');
  const shipped = await post(callUrl(calls.shipOrder, { id: paymentId }), headers, {
    transporteur: 'La Poste',
    numeroDeSuivi: '6A12345678901',
  });
  expect(shipped.json()).toMatchObject({ success: true });
  expect(timesOf('orders', 'shipped_at', 'payment_id = ?', paymentId)).toEqual([AT]);
});

it('dates a membership, its member number and the attestation that bears it', async () => {
  const paymentId = await payMembership(ctx, 'membre.horloge@example.org');
  expect(timesOf('memberships', 'created_at', 'payment_id = ?', paymentId)).toEqual([AT]);

  const { headers } = await signInVolunteer(ctx, 'adhesions@example.org');
  const numbered = await post(callUrl(calls.assignMemberNumber, { id: paymentId }), headers);
  expect(numbered.json()).toMatchObject({ success: true });
  expect(timesOf('members', 'assigned_at', 'email = ?', 'membre.horloge@example.org')).toEqual([AT]);
  expect(timesOf('issued_documents', 'issued_at', 'payment_id = ?', paymentId)).toEqual([AT]);
  expect(
    timesOf(
      'issued_documents',
      'version',
      'payment_id = ? AND kind = ?',
      paymentId,
      'membership-attestation',
    ),
  ).toEqual([1, 2]);
});

it('dates a message received and the volunteer’s answer to it', async () => {
  const sent = await ctx.app.inject({
    method: 'POST',
    url: contactPaths.museum,
    payload: contactPayloads.museum,
  });
  expect(sent.statusCode).toBe(200);
  const id = (
    ctx.app.services.db.prepare('SELECT MAX(id) AS id FROM contact_messages').get() as { id: number }
  ).id;
  expect(timesOf('contact_messages', 'created_at', 'id = ?', id)).toEqual([AT]);

  const { headers } = await signInVolunteer(ctx, 'musee@example.org');
  const handled = await post(callUrl(calls.handleMessage, { id: String(id) }), headers);
  expect(handled.json()).toMatchObject({ success: true });
  expect(timesOf('contact_messages', 'handled_at', 'id = ?', id)).toEqual([AT]);
});
