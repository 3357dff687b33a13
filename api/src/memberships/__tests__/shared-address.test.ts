// Two people sharing one e-mail address (a couple, a family) are two members: each is given a number,
// a year and reminders of their own. The same person typed otherwise (capitals, accents, a hyphen) is
// still one member, and a renewal under another spelling is pointed out to the volunteer.
import { TEST_NOW } from '../../__tests__/support/harness';
import { payMembership } from '../../__tests__/support/payment-calls';
import { rewriteHistory } from '../../__tests__/support/rewrite-history';
import { signedInSpaceForFile } from '../../__tests__/support/volunteer-session';
import { isoDay, renewalPeriod } from '@mtdm/shared/commerce';
import { latestMembershipsToRemind } from '../../member-area/reminder-store';
import { renewalsDueIn } from '../../dashboard/dashboard-store';
import { readMembership } from '../member-store';
import { membersUpToDate } from '../memberships';

const ADDRESS = 'famille.martin@example.com';
const VOLUNTEER = 'adhesions@example.org';
const TREASURER = 'tresorier@example.org';
const space = signedInSpaceForFile([VOLUNTEER, TREASURER]);
const { json } = space;
const assign = async (paymentId: string) =>
  (await json('POST', `/api/benevoles/adhesions/${paymentId}/numero`, {}, space.sessions[VOLUNTEER]!)).json();
const paidToday = { from: isoDay(renewalPeriod(new Date(TEST_NOW).toISOString(), null).from) };

let marie: string;
let paul: string;
let marieNumber: number;

it('the second person of an address is a new member: a number and a year of their own', async () => {
  const { db } = space.ctx.app.services;
  marie = await payMembership(space.ctx, ADDRESS, { firstName: 'Marie', lastName: 'Martin' });
  marieNumber = (await assign(marie)).number;
  // Marie's year ends in a fortnight: a renewal of hers would follow it, her husband's does not.
  rewriteHistory(db, () =>
    db.prepare("UPDATE memberships SET period_end = '2026-12-15' WHERE payment_id = ?").run(marie),
  );
  paul = await payMembership(space.ctx, ADDRESS.toUpperCase(), { firstName: 'Paul', lastName: 'Martin' });

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
  const { db } = space.ctx.app.services;
  const upToDate = membersUpToDate(space.ctx.app.services, '2026-12-01').map((member) => member.paymentId);
  expect(upToDate).toEqual(expect.arrayContaining([marie, paul]));
  const reminded = latestMembershipsToRemind(db).map((latest) => latest.paymentId);
  expect(reminded).toEqual(expect.arrayContaining([marie, paul]));
  // Marie's year ends this month, and no later membership of hers follows it: Paul's is not hers.
  expect(renewalsDueIn(db, '2026-12')).toBe(1);
});

it('the same person typed otherwise renews: their number at payment, their year after the last', async () => {
  const { db } = space.ctx.app.services;
  const renewal = readMembership(
    db,
    await payMembership(space.ctx, ADDRESS, { firstName: '  MARIE ', lastName: 'martin' }),
  );
  expect(renewal.memberNumber).toBe(marieNumber);
  expect(renewal.periodStart).toBe('2026-12-16');
  expect(renewalsDueIn(db, '2026-12')).toBe(0);
  const upToDate = membersUpToDate(space.ctx.app.services, '2026-12-01').map((member) => member.paymentId);
  expect(upToDate).not.toContain(marie);
});

it('a renewal under another spelling waits, and the volunteer is told the number of the address', async () => {
  const { db } = space.ctx.app.services;
  const other = await payMembership(space.ctx, ADDRESS, { firstName: 'Mary', lastName: 'Martin' });
  expect(readMembership(db, other).memberNumber).toBeNull();
  const numbered = await assign(other);
  expect(numbered.message).toContain(
    `Un adhérent de la même adresse, MARIE martin, porte le numéro ${marieNumber}\u00a0: s’il s’agit de la même personne, corrigez le numéro.`,
  );
});

describe('a member who bears their spouse’s number', () => {
  const address = 'foyer.dupont@example.com';
  const giveOwn = (paymentId: string, body: object, as = VOLUNTEER) =>
    json('POST', `/api/benevoles/adhesions/${paymentId}/numero/propre`, body, space.sessions[as]);
  const detail = async (paymentId: string, as = VOLUNTEER) =>
    (await json('GET', `/api/benevoles/adhesions/${paymentId}`, undefined, space.sessions[as])).json()
      .membership;
  let anne: string;
  let jean: string;
  let anneNumber: number;

  beforeAll(async () => {
    const { db } = space.ctx.app.services;
    anne = await payMembership(space.ctx, address, { firstName: 'Anne', lastName: 'Dupont' });
    anneNumber = (await assign(anne)).number;
    jean = await payMembership(space.ctx, address, { firstName: 'Jean', lastName: 'Dupont' });
    // As the site numbered him when an address was one member: his wife's number.
    rewriteHistory(db, () =>
      db.prepare('UPDATE memberships SET member_number = ? WHERE payment_id = ?').run(anneNumber, jean),
    );
    await space.ctx.flushMail();
  });

  it('is shown to the memberships’ volunteer, with whom he shares it', async () => {
    expect((await detail(jean)).numberSharedWith).toBe('Anne Dupont');
    expect((await detail(anne)).numberSharedWith).toBe('Jean Dupont');
    // The treasurer reads the membership for its receipt: not whom else its number names.
    expect((await detail(jean, TREASURER)).numberSharedWith).toBeNull();
    expect((await giveOwn(jean, { reason: 'Essai' }, TREASURER)).statusCode).toBe(403);
  });

  it('is given a number of his own, the next one, by a record; mailed and kept for his renewals', async () => {
    expect((await giveOwn(jean, { reason: '' })).statusCode).toBe(400);
    const before = space.ctx.smtp.messages.length;
    const given = await giveOwn(jean, { reason: 'Numéro de son épouse donné par erreur' });
    expect(given.statusCode).toBe(200);
    const { memberNumber } = given.json();
    expect(memberNumber).toBeGreaterThan(anneNumber);
    expect(given.json().message).toBe(
      `Numéro ${memberNumber} donné à Jean Dupont, qui portait celui d’Anne Dupont. L’adhérent reçoit par courriel une nouvelle attestation qui le porte.`,
    );
    const jeanNow = await detail(jean);
    expect(jeanNow.memberNumber).toBe(memberNumber);
    expect(jeanNow.numberSharedWith).toBeNull();
    expect(jeanNow.numberCorrections).toEqual([
      expect.objectContaining({ memberNumber, reason: 'Numéro de son épouse donné par erreur' }),
    ]);
    expect((await detail(anne)).memberNumber).toBe(anneNumber);
    await space.ctx.flushMail();
    expect(space.ctx.smtp.messages.slice(before).map((mail) => mail.to)).toEqual([[address]]);
    // His next membership bears it from its payment.
    const renewal = await payMembership(space.ctx, address, { firstName: 'Jean', lastName: 'Dupont' });
    expect(readMembership(space.ctx.app.services.db, renewal).memberNumber).toBe(memberNumber);
  });

  it('is refused to a membership whose number is its own, or that has none yet', async () => {
    for (const paymentId of [anne, jean]) {
      const refused = await giveOwn(paymentId, { reason: 'Essai' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Aucun autre adhérent ne porte ce numéro\u00a0: l’adhésion a déjà un numéro à elle.',
      );
    }
    const unnumbered = await payMembership(space.ctx, 'sans.numero@example.com');
    expect((await giveOwn(unnumbered, { reason: 'Essai' })).json().message).toBe(
      'Cette adhésion n’a pas encore de numéro\u00a0: attribuez-le d’abord.',
    );
  });
});

it('names the holder of the number corrected to as French writes it before a vowel', async () => {
  const holder = await payMembership(space.ctx, 'emile.durand@example.com', {
    firstName: 'Émile',
    lastName: 'Durand',
  });
  const number = (await assign(holder)).number;
  const other = await payMembership(space.ctx, 'nouvelle.boite@example.com', {
    firstName: 'Émile',
    lastName: 'Durand',
  });
  await assign(other);
  const corrected = await json(
    'POST',
    `/api/benevoles/adhesions/${other}/numero/correction`,
    { memberNumber: number, reason: 'Renouvellement depuis une nouvelle adresse' },
    space.sessions[VOLUNTEER],
  );
  expect(corrected.json().message).toContain(`le numéro ${number}, celui d’Émile Durand.`);
});
