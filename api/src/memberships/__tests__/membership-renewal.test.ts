// A renewal paid through the site: its period follows the membership it renews (or starts on the
// payment's day once that one has lapsed), and the member keeps their number without a click.
import { configuredIssuerEnv } from '../../__tests__/support/fixtures';
import { createTestContext, TEST_NOW, type TestContext } from '../../__tests__/support/harness';
import { payMembership } from '../../__tests__/support/payment-calls';
import { isoDay, renewalPeriod } from '@mtdm/shared/commerce';
import { readPdf } from '../../__tests__/support/pdf-text';
import { memberNumberFor, setMemberNumber, readMembership } from '../member-store';
import { membersUpToDate } from '../memberships';
import { renderPaymentDocument } from '../../documents/render-document';
import { rewriteHistory } from '../../__tests__/support/rewrite-history';

describe('a renewal paid through the site', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(configuredIssuerEnv());
  });
  afterAll(() => ctx.close());

  it('paid early, covers the year after the current one and keeps the member’s number', async () => {
    const email = 'renouvelle.tot@example.com';
    const { db } = ctx.app.services;
    const first = await payMembership(ctx, email);
    // The current membership ends in a month; the member has had a number since.
    const end = new Date(Date.parse(TEST_NOW) + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    rewriteHistory(db, () =>
      db.prepare('UPDATE memberships SET period_end = ? WHERE payment_id = ?').run(end, first),
    );
    const number = memberNumberFor(db, first, 'adhesions@example.org', new Date().toISOString());
    setMemberNumber(db, first, number);

    const renewal = readMembership(db, await payMembership(ctx, email));
    const nextDay = new Date(`${end}T12:00:00Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    expect(renewal.periodStart).toBe(isoDay(nextDay));
    expect(renewal.periodEnd! > end).toBe(true);
    expect(renewal.memberNumber).toBe(number);
    // Its attestation, issued with the payment, bears both.
    const paymentId = (
      db.prepare('SELECT payment_id FROM memberships WHERE period_start = ?').get(renewal.periodStart) as {
        payment_id: string;
      }
    ).payment_id;
    const attestation = await renderPaymentDocument(db, { kind: 'membership-attestation', paymentId });
    const text = readPdf(attestation!.content).flat;
    expect(text).toContain(`Numéro d’adhérent : ${number}`);
  });

  it('renews the same member when the address comes back in capitals, its accents typed otherwise', async () => {
    const { db } = ctx.app.services;
    const first = readMembership(db, await payMembership(ctx, 'zoé.martin@exemple.fr'));
    const again = 'ZOÉ.MARTIN@EXEMPLE.FR'.normalize('NFD');
    const renewal = readMembership(db, await payMembership(ctx, again));
    // The renewal follows the year already paid, as for the same address typed the same way.
    expect(renewal.periodStart! > first.periodEnd!).toBe(true);
    const listed = membersUpToDate(ctx.app.services, '2026-12-01').filter((member) =>
      /^zo/i.test(member.email),
    );
    expect(listed.map((member) => member.email)).toEqual([again]);
  });

  it('paid once lapsed, starts on the payment’s day', async () => {
    const email = 'renouvelle.tard@example.com';
    const { db } = ctx.app.services;
    const first = await payMembership(ctx, email);
    rewriteHistory(db, () =>
      db
        .prepare('UPDATE memberships SET period_start = ?, period_end = ? WHERE payment_id = ?')
        .run('2025-01-10', '2026-01-09', first),
    );
    const renewal = readMembership(db, await payMembership(ctx, email));
    expect(renewal.periodStart).toBe(isoDay(renewalPeriod(new Date(TEST_NOW).toISOString(), null).from));
  });
});
