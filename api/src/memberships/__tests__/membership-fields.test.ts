// A field of the membership form, declared once (forms/membership-fields.ts): « Comment avez-vous
// connu le musée ? » travels in the payment start, is stored, named in the association's mail, shown
// to the membership volunteers and exported in the members' list. Left out, it is empty; a value the
// list does not have is refused.
import { callUrl, volunteerCalls } from '@mtdm/shared/contracts/signed-in';
import type { TestContext } from '../../__tests__/support/harness';
import { membershipPayload } from '../../__tests__/support/fixtures';
import { paymentCalls } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { signInVolunteer, spaceTestContext } from '../../__tests__/support/volunteer-session';

let ctx: TestContext;
const calls = paymentCalls(() => ctx);

beforeAll(async () => {
  ctx = await spaceTestContext([{ email: 'adhesions@example.org', name: 'Alain', roles: ['adhesions'] }]);
});
afterAll(() => ctx.close());

async function payMembershipWith(email: string, overrides: Record<string, unknown>) {
  const payload = membershipPayload({ email, customer_id: `adherent_${Date.now()}_1`, ...overrides });
  const started = await calls.start('membership', payload);
  expect(started.statusCode).toBe(200);
  const paymentId = (started.json() as { payment_id: string }).payment_id;
  await calls.sandbox(paymentId, 'pay');
  await calls.confirm('membership', paymentId, payload.customer_id as string);
  await ctx.flushMail();
  return paymentId;
}

const heardOfOf = (paymentId: string) =>
  (
    ctx.app.services.db.prepare('SELECT heard_of FROM memberships WHERE payment_id = ?').get(paymentId) as {
      heard_of: string;
    }
  ).heard_of;

it('stores the answer, names it in the association’s mail, shows it to the volunteers and exports it', async () => {
  const paymentId = await payMembershipWith('presse@example.org', { heardOf: 'press' });
  expect(heardOfOf(paymentId)).toBe('press');

  const notification = ctx.smtp.messages.find(
    (message) =>
      !message.to.includes('presse@example.org') && /Nouvelle adhésion payée/.test(mailText(message)),
  );
  expect(mailText(notification!)).toMatch(/Comment avez-vous connu le musée\s?\?\s?: Par la presse/);

  const { headers } = await signInVolunteer(ctx, 'adhesions@example.org');
  const detail = await ctx.app.inject({
    method: 'GET',
    url: callUrl(volunteerCalls.membership, { id: paymentId }),
    headers,
  });
  expect(detail.json().membership.heardOf).toBe('press');

  const csv = await ctx.app.inject({ method: 'GET', url: volunteerCalls.membershipsExport.path, headers });
  const [header, ...rows] = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header!.split(';').at(-1)).toBe('connu_par');
  expect(rows.some((row) => row.endsWith(';Par la presse'))).toBe(true);
});

it('takes a payment start that leaves it out (an older page) as an empty answer', async () => {
  const paymentId = await payMembershipWith('ancienne-page@example.org', {});
  expect(heardOfOf(paymentId)).toBe('');
});

it('refuses an answer the list does not have, and stores nothing', async () => {
  const before = ctx.count('memberships');
  const started = await calls
    .start('membership', membershipPayload({ email: 'inconnu@example.org', heardOf: 'tiktok' }))
    .catch((failure: unknown) => failure);
  expect(started).not.toBeInstanceOf(Error);
  expect((started as { statusCode: number }).statusCode).toBe(400);
  expect(ctx.count('memberships')).toBe(before);
});
