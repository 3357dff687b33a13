// The renewal reminders against a clock the test sets: 30 days and 7 days before the last valid day,
// and once lapsed; each once, whatever the number of passes or servers; stopped by the member's link.
import { createHmac } from 'node:crypto';
import { createTestContext, type TestContext } from '../../__tests__/support/harness';
import { payMembership, payMembershipLastYear } from '../../__tests__/support/payment-calls';
import { mailText } from '../../__tests__/support/smtp';
import { createServices, closeServices } from '../../services';
import { sendDueReminders } from '../membership-reminders';
import { correctMemberName } from '../../memberships/member-name-correction';

/** The volunteer who corrects a member's name. */
const VOLUNTEER = { email: 'adhesions@example.org', name: 'Bénévole', roles: ['adhesions'] as const };

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
  expect(first).toMatch(/\/adherents\/\?adherent=\S+#renouveler/);
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
      payload: new URLSearchParams({ ...Object.fromEntries(params), signature }).toString(),
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

describe('an address a couple shares', () => {
  const email = 'couple.rappels@example.com';
  const stopLinkOf = (mail: Parameters<typeof mailText>[0]) =>
    new URL(/https?:\/\/\S+\/adherents\/rappels\?\S+/.exec(mailText(mail))![0]);
  const post = (params: URLSearchParams) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/adherents/rappels/arret',
      payload: params.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('one member’s link stops their reminders only: the other is still reminded', async () => {
    await payMembershipLastYear(ctx, email, { firstName: 'Paul', lastName: 'Rivière' });
    await payMembershipLastYear(ctx, email, { firstName: 'Marie', lastName: 'Rivière' });
    const before = ctx.smtp.messages.length;
    expect(sendDueReminders(ctx.app.services, at('2026-11-15T09:00:00Z'))).toBe(2);
    const mails = await mailsTo(email, before);
    const paulsMail = mails.find((mail) => mailText(mail).includes('Bonjour Paul Rivière'))!;
    const link = stopLinkOf(paulsMail);
    expect(link.searchParams.get('adherent')).toBe('paul riviere');
    // His renewal link offers his own renewal first.
    expect(mailText(paulsMail)).toContain('/adherents/?adherent=paul+riviere#renouveler');

    // The page says whose reminders its button stops.
    const page = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.body).toContain(
      'l’échéance de l’adhésion de Paul Rivière à l’adresse couple.rappels@example.com',
    );
    // The member's key cannot be changed for the other's: the signature names whom it stops.
    const forMarie = new URLSearchParams(link.searchParams);
    forMarie.set('adherent', 'marie riviere');
    expect((await post(forMarie)).statusCode).toBe(400);
    const stopped = await post(link.searchParams);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('pour l’adhésion de Paul Rivière');

    const later = ctx.smtp.messages.length;
    expect(sendDueReminders(ctx.app.services, at('2026-12-04T09:00:00Z'))).toBe(1);
    const [next] = await mailsTo(email, later);
    expect(mailText(next!)).toContain('Bonjour Marie Rivière');
  });

  it('a stop follows the member’s name corrected, before the click as after it', async () => {
    const address = 'nom.corrige@example.com';
    const jean = await payMembershipLastYear(ctx, address, { firstName: 'Jean', lastName: 'Dupond' });
    await payMembershipLastYear(ctx, address, { firstName: 'Anne', lastName: 'Dupond' });
    const correct = (firstName: string, lastName: string) =>
      expect(
        correctMemberName(ctx.app.services, VOLUNTEER, jean, {
          firstName,
          lastName,
          reason: 'Faute de frappe',
        }).outcome,
      ).toBe('corrected');
    const before = ctx.smtp.messages.length;
    sendDueReminders(ctx.app.services, at('2026-11-16T09:00:00Z'));
    const jeansMail = (await mailsTo(address, before)).find((mail) =>
      mailText(mail).includes('Bonjour Jean Dupond'),
    )!;
    // His name is corrected before he clicks: his link still stops his reminders, under his name as it is.
    correct('Jean', 'Dupont');
    const link = stopLinkOf(jeansMail);
    const page = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.body).toContain('l’échéance de l’adhésion de Jean Dupont à l’adresse');
    expect((await post(link.searchParams)).statusCode).toBe(200);
    // Corrected again after his stop: the reminders do not start again for him; Anne's go on.
    correct('Jean-Marc', 'Dupont');
    const later = ctx.smtp.messages.length;
    sendDueReminders(ctx.app.services, at('2026-12-04T09:00:00Z'));
    const next = await mailsTo(address, later);
    expect(next.map((mail) => /Bonjour [^,]+/.exec(mailText(mail))![0])).toEqual(['Bonjour Anne Dupond']);
  });

  it('a link mailed before a stop named its member still stops the whole address', async () => {
    const { services } = ctx.app;
    // The links mailed until now: the address alone, signed so.
    const signature = createHmac('sha256', services.documentLinkSecret)
      .update(`rappels|${email}`)
      .digest('base64url');
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/adherents/rappels?${new URLSearchParams({ adresse: email, signature })}`,
    });
    expect(page.body).toContain('l’échéance de votre adhésion à l’adresse');
    expect((await post(new URLSearchParams({ adresse: email, signature }))).statusCode).toBe(200);
    // Marie's year has ended: her last reminder was due, and goes no more.
    const later = ctx.smtp.messages.length;
    sendDueReminders(services, at('2026-12-10T09:00:00Z'));
    expect(await mailsTo(email, later)).toEqual([]);
  });
});
