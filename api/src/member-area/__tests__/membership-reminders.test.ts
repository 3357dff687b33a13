// The renewal reminders against a clock the test sets: 30 days and 7 days before the last valid day,
// and once lapsed; each once, whatever the number of passes or servers; stopped by the member's link.
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { payMembership, payMembershipLastYear } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { createServices, closeServices } from '../../services';
import { sendDueReminders } from '../membership-reminders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);

async function mailsTo(email: string, before: number) {
  await ctx.flushMail();
  return ctx.smtp.messages.slice(before).filter((mail) => mail.to.includes(email));
}

it('sends each reminder once, on its day or the first pass after it', async () => {
  const email = 'rappel.annuel@example.com';
  await payMembershipLastYear(ctx, email);
  const before = ctx.smtp.messages.length;
  expect(sendDueReminders(ctx.app.services, at('2026-11-08T20:00:00Z'))).toBe(0);
  expect(sendDueReminders(ctx.app.services, at('2026-11-09T07:00:00Z'))).toBe(1);
  expect(sendDueReminders(ctx.app.services, at('2026-11-09T19:00:00Z'))).toBe(0);
  expect(sendDueReminders(ctx.app.services, at('2026-11-25T09:00:00Z'))).toBe(0);
  expect(sendDueReminders(ctx.app.services, at('2026-12-03T09:00:00Z'))).toBe(1);
  expect(sendDueReminders(ctx.app.services, at('2026-12-09T09:00:00Z'))).toBe(0);
  expect(sendDueReminders(ctx.app.services, at('2026-12-11T09:00:00Z'))).toBe(1);
  expect(sendDueReminders(ctx.app.services, at('2027-01-15T09:00:00Z'))).toBe(0);
  const mails = await mailsTo(email, before);
  expect(mails).toHaveLength(3);
  const [first, , last] = mails.map(mailText);
  expect(first).toContain('Votre adhésion est valable jusqu’au 9 décembre 2026');
  // The link renews in one step, signed in; a mail client offers its own one-click stop.
  expect(first).toContain('/adherents/#renouveler');
  expect(first).not.toContain('/pages/DevenirAdherent');
  expect(mails[0]!.raw).toMatch(
    /^List-Unsubscribe:\s+<https?:\/\/\S+\/api\/adherents\/rappels\/arret\?adresse=/m,
  );
  expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(last).toContain('Votre adhésion était valable jusqu’au 9 décembre 2026');
});

it('two servers on one database send a reminder once', async () => {
  const email = 'deux.serveurs@example.com';
  await payMembershipLastYear(ctx, email);
  const other = createServices(ctx.config, ctx.app.log);
  try {
    const now = at('2026-11-10T06:00:00Z');
    expect(sendDueReminders(ctx.app.services, now) + sendDueReminders(other, now)).toBe(1);
  } finally {
    await closeServices(other);
  }
});

it('reminds only of a member’s latest membership: a renewed member hears nothing', async () => {
  const email = 'deja.renouvele@example.com';
  await payMembershipLastYear(ctx, email);
  await payMembership(ctx, email);
  const before = ctx.smtp.messages.length;
  sendDueReminders(ctx.app.services, at('2026-11-12T09:00:00Z'));
  expect(await mailsTo(email, before)).toEqual([]);
});

it('the link of a reminder stops them, after one click on its page', async () => {
  const email = 'plus.de.rappels@example.com';
  await payMembershipLastYear(ctx, email);
  const before = ctx.smtp.messages.length;
  sendDueReminders(ctx.app.services, at('2026-11-13T09:00:00Z'));
  const [mail] = await mailsTo(email, before);
  const link = /https?:\/\/\S+\/adherents\/rappels\?\S+/.exec(mailText(mail!))![0];
  const { pathname, search } = new URL(link);
  const page = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Ne plus recevoir de rappels');
  const params = new URL(link).searchParams;
  const post = (signature: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/adherents/rappels/arret',
      payload: new URLSearchParams({ adresse: params.get('adresse')!, signature }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  expect((await post('falsifiee')).statusCode).toBe(400);
  expect((await post(params.get('signature')!)).statusCode).toBe(200);
  expect(ctx.count('reminder_opt_outs')).toBe(1);
  const later = ctx.smtp.messages.length;
  sendDueReminders(ctx.app.services, at('2026-12-04T09:00:00Z'));
  expect(await mailsTo(email, later)).toEqual([]);
});

it('a mail client’s one-click unsubscribe stops them (List-Unsubscribe-Post)', async () => {
  const email = 'un.clic@example.com';
  await payMembershipLastYear(ctx, email);
  const before = ctx.smtp.messages.length;
  sendDueReminders(ctx.app.services, at('2026-11-14T09:00:00Z'));
  const [mail] = await mailsTo(email, before);
  const target = /^List-Unsubscribe:\s+<(\S+)>/m.exec(mail!.raw)![1]!;
  const { pathname, search } = new URL(target);
  const stopped = await ctx.app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(stopped.statusCode).toBe(200);
  const later = ctx.smtp.messages.length;
  sendDueReminders(ctx.app.services, at('2026-12-04T09:00:00Z'));
  expect(await mailsTo(email, later)).toEqual([]);
});
