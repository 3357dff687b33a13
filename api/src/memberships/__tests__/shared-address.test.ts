// Two people sharing one e-mail address (a couple, a family) are two members: each is given a number,
// a year and reminders of their own. The same person typed otherwise (capitals, accents, a hyphen) is
// still one member, and a renewal under another spelling is pointed out to the volunteer.
import type { TestContext } from '../../__tests__/support/harness';
import { TEST_NOW } from '../../__tests__/support/harness';
import { payMembership } from '../../__tests__/support/payment-calls';
import { rewriteHistory } from '../../__tests__/support/rewrite-history';
import { signedInSpace, type SpaceSessions } from '../../__tests__/support/volunteer-session';
import { spaceRequest } from '../../__tests__/support/link-sign-in';
import { isoDay, renewalPeriod } from '@mtdm/shared/commerce';
import { latestMembershipsToRemind } from '../../member-area/reminder-store';
import { renewalsDueIn } from '../../dashboard/dashboard-store';
import { readMembership } from '../member-store';
import { membersUpToDate } from '../memberships';

const ADDRESS = 'famille.martin@example.com';
const VOLUNTEER = 'adhesions@example.org';
let ctx: TestContext;
let sessions: SpaceSessions;
beforeAll(async () => {
  ({ ctx, sessions } = await signedInSpace([VOLUNTEER]));
});
afterAll(() => ctx.close());

const json = spaceRequest(() => ctx);
const assign = async (paymentId: string) =>
  (await json('POST', `/api/benevoles/adhesions/${paymentId}/numero`, {}, sessions[VOLUNTEER]!)).json();
const paidToday = { from: isoDay(renewalPeriod(new Date(TEST_NOW).toISOString(), null).from) };

let marie: string;
let paul: string;
let marieNumber: number;

it('the second person of an address is a new member: a number and a year of their own', async () => {
  const { db } = ctx.app.services;
  marie = await payMembership(ctx, ADDRESS, { firstName: 'Marie', lastName: 'Martin' });
  marieNumber = (await assign(marie)).number;
  // Marie's year ends in a fortnight: a renewal of hers would follow it, her husband's does not.
  rewriteHistory(db, () =>
    db.prepare("UPDATE memberships SET period_end = '2026-12-15' WHERE payment_id = ?").run(marie),
  );
  paul = await payMembership(ctx, ADDRESS.toUpperCase(), { firstName: 'Paul', lastName: 'Martin' });

  const his = readMembership(db, paul);
  expect(his.memberNumber).toBeNull();
  expect(his.periodStart).toBe(paidToday.from);
  const numbered = await assign(paul);
  expect(numbered).toMatchObject({ success: true });
  expect(numbered.number).not.toBe(marieNumber);
  expect(readMembership(db, marie).memberNumber).toBe(marieNumber);
  expect(db.prepare('SELECT count(*) AS count FROM members WHERE lower(email) = ?').get(ADDRESS)).toEqual({
    count: 2,
  });
});

it('lists, reminds and counts each of them', () => {
  const { db } = ctx.app.services;
  const upToDate = membersUpToDate(ctx.app.services, '2026-12-01').map((member) => member.paymentId);
  expect(upToDate).toEqual(expect.arrayContaining([marie, paul]));
  const reminded = latestMembershipsToRemind(db).map((latest) => latest.paymentId);
  expect(reminded).toEqual(expect.arrayContaining([marie, paul]));
  // Marie's year ends this month, and no later membership of hers follows it: Paul's is not hers.
  expect(renewalsDueIn(db, '2026-12')).toBe(1);
});

it('the same person typed otherwise renews: their number at payment, their year after the last', async () => {
  const { db } = ctx.app.services;
  const renewal = readMembership(
    db,
    await payMembership(ctx, ADDRESS, { firstName: '  MARIE ', lastName: 'martin' }),
  );
  expect(renewal.memberNumber).toBe(marieNumber);
  expect(renewal.periodStart).toBe('2026-12-16');
  expect(renewalsDueIn(db, '2026-12')).toBe(0);
  const upToDate = membersUpToDate(ctx.app.services, '2026-12-01').map((member) => member.paymentId);
  expect(upToDate).not.toContain(marie);
});

it('a renewal under another spelling waits, and the volunteer is told the number of the address', async () => {
  const { db } = ctx.app.services;
  const other = await payMembership(ctx, ADDRESS, { firstName: 'Mary', lastName: 'Martin' });
  expect(readMembership(db, other).memberNumber).toBeNull();
  const numbered = await assign(other);
  expect(numbered.message).toContain(
    `Un adhérent de la même adresse, MARIE martin, porte le numéro ${marieNumber}\u00a0: s’il s’agit de la même personne, corrigez le numéro.`,
  );
});
