// The volunteers' lists at the association's scale: 10,000 members and 5,000 orders in a real SQLite
// file, asked a page at a time, searched by part of a name or an address, filtered by dates, sorted,
// and exported; the CSV read back by a CSV parser, the workbook by an xlsx reader.
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { LIST_PAGE_SIZE, volunteerCalls as calls } from '@mtdm/shared/contracts/signed-in';
import { parisToday } from '@mtdm/shared/content';
import type { TestContext } from '../../__tests__/support/harness';
import { signInVolunteer, spaceTestContext } from '../../__tests__/support/volunteer-session';
import { seedLists } from '../../__tests__/support/list-seed';

const MEMBERS = 10_000;
const ORDERS = 5_000;

let ctx: TestContext;
let treasurer: Record<string, string>;
let shop: Record<string, string>;

beforeAll(async () => {
  ctx = await spaceTestContext([
    { email: 'tresorier@example.org', name: 'Paul', roles: ['tresorerie'] },
    { email: 'boutique@example.org', name: 'Claire', roles: ['boutique'] },
  ]);
  seedLists(ctx.app.services.db, {
    members: MEMBERS,
    orders: ORDERS,
    today: parisToday(ctx.app.services.now()),
  });
  treasurer = (await signInVolunteer(ctx, 'tresorier@example.org')).headers;
  shop = (await signInVolunteer(ctx, 'boutique@example.org')).headers;
}, 60_000);
afterAll(() => ctx.close());

const ask = async (url: string, headers = treasurer) => {
  const answer = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: answer.statusCode, body: answer.json(), raw: answer };
};

describe('the members of a year', () => {
  it('comes a page at a time, and says how many there are', async () => {
    const first = await ask(`${calls.memberships.path}?annee=2026`);
    expect(first.status).toBe(200);
    expect(first.body.members).toHaveLength(LIST_PAGE_SIZE);
    expect(first.body.total).toBe(MEMBERS + 2);
    expect(first.body.pageCount).toBe(Math.ceil((MEMBERS + 2) / LIST_PAGE_SIZE));
    const last = await ask(`${calls.memberships.path}?annee=2026&page=99999`);
    expect(last.body.page).toBe(first.body.pageCount);
    expect(last.body.members).toHaveLength((MEMBERS + 2) % LIST_PAGE_SIZE || LIST_PAGE_SIZE);
  });

  it('finds a member by part of their name, without accents or case, and by their address', async () => {
    for (const words of ['dupre lav', 'HELENE', 'h.lavergne@example']) {
      const found = await ask(`${calls.memberships.path}?annee=2026&q=${encodeURIComponent(words)}`);
      expect(found.body.members.map((member: { lastName: string }) => member.lastName)).toEqual([
        'Dupré-Lavergne',
      ]);
      // The address finds them; the list never shows it.
      expect(JSON.stringify(found.body)).not.toContain('h.lavergne@example.fr');
    }
    expect((await ask(`${calls.memberships.path}?annee=2026&q=personne+de+ce+nom`)).body.total).toBe(0);
  });

  it('sorts by amount or name, both ways, and keeps the days asked', async () => {
    const richest = await ask(`${calls.memberships.path}?annee=2026&tri=-montant`);
    expect(richest.body.members[0].lastName).toBe('Dupré-Lavergne');
    const byName = (await ask(`${calls.memberships.path}?annee=2026&tri=nom`)).body.members.map(
      (member: { lastName: string }) => member.lastName,
    );
    // In French order, the numbers in a name by their value (Martin9 before Martin10).
    const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
    expect(byName).toEqual([...byName].sort(frenchOrder.compare));
    const june = await ask(`${calls.memberships.path}?annee=2026&du=2026-06-15&au=2026-06-16`);
    expect(june.body.total).toBeGreaterThan(2);
    for (const member of june.body.members as { paidAt: string }[])
      expect(member.paidAt >= '2026-06-14T22:00:00.000Z' && member.paidAt < '2026-06-16T22:00:00.000Z').toBe(
        true,
      );
  });

  it('refuses a date that is not one, in French', async () => {
    const refused = await ask(`${calls.memberships.path}?annee=2026&du=15/06/2026`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^Recherche impossible\s:\svérifiez les dates \(AAAA-MM-JJ\) et la page demandées\.$/,
    );
  });
});

describe('the members up to date today', () => {
  it('are a view of their own: each address once, its latest membership still running', async () => {
    const upToDate = await ask(`${calls.memberships.path}?vue=a-jour&q=toujours`);
    expect(upToDate.body.year).toBeNull();
    expect(upToDate.body.members.map((member: { lastName: string }) => member.lastName)).toEqual([
      'Toujours',
    ]);
    const over = await ask(`${calls.memberships.path}?vue=a-jour&q=expire`);
    expect(over.body.total).toBe(0);
    expect((await ask(`${calls.memberships.path}?vue=a-jour`)).body.total).toBe(MEMBERS + 3);
  });
});

describe('the members exported', () => {
  it('as CSV: the view asked, one line each, a formula made harmless', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `${calls.membershipsExport.path}?annee=2026&du=2026-06-16&au=2026-06-16&tri=nom`,
      headers: treasurer,
    });
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="adherents-2026.csv"');
    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(exported.body.slice(1), { delimiter: ';', columns: true }) as Record<string, string>[];
    const listed = await ask(`${calls.memberships.path}?annee=2026&du=2026-06-16&au=2026-06-16`);
    expect(rows).toHaveLength(listed.body.total);
    const trap = rows.find((row) => row.nom === 'Piège')!;
    expect(trap.prenom).toBe('\'=HYPERLINK("http://x")');
    expect(trap.payee_le).toBe('16/06/2026');
  });

  it('as a workbook: amounts as numbers, dates as dates', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: `${calls.membershipsExport.path}?annee=2026&q=lavergne&format=xlsx`,
      headers: treasurer,
    });
    expect(exported.headers['content-disposition']).toBe('attachment; filename="adherents-2026.xlsx"');
    const [header, ...rows] = await readSheet(exported.rawPayload);
    expect(header!.slice(0, 7)).toEqual([
      'numero_adherent',
      'nom',
      'prenom',
      'type',
      'montant_euros',
      'payee_le',
      'valable_jusqu_au',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]![1]).toBe('Dupré-Lavergne');
    expect(rows[0]![4]).toBe(20_000);
    expect(rows[0]![5]).toEqual(new Date('2026-06-15T00:00:00.000Z'));
  });

  it('is refused to a role the list is not for', async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: calls.membershipsExport.path, headers: shop });
    expect(refused.statusCode).toBe(403);
    // The museum's messages are the museum's: their export is checked on the destination too.
    const messages = await ctx.app.inject({
      method: 'GET',
      url: '/api/benevoles/messages/musee/export?format=xlsx',
      headers: treasurer,
    });
    expect(messages.statusCode).toBe(403);
    expect(messages.json().message).toMatch(/^Votre rôle ne donne pas accès à ces informations\.$/);
  });
});

describe('the orders', () => {
  it('to ship, searched by reference or town, sorted and exported', async () => {
    const all = await ask(`${calls.orders.path}?etat=a-expedier`, shop);
    expect(all.body.total).toBe(ORDERS);
    expect(all.body.orders[0].lastName).toBe('Acheteur0');
    const byTown = await ask(`${calls.orders.path}?etat=a-expedier&q=saint-raphael`, shop);
    expect(byTown.body.orders.map((order: { lastName: string }) => order.lastName)).toEqual(['Acheteur4321']);
    const { reference } = byTown.body.orders[0] as { reference: string };
    const byReference = await ask(`${calls.orders.path}?etat=a-expedier&q=${reference.toLowerCase()}`, shop);
    expect(byReference.body.total).toBe(1);
    const latest = await ask(`${calls.orders.path}?etat=a-expedier&tri=-date&page=2`, shop);
    expect(latest.body.orders[0].lastName).toBe(`Acheteur${ORDERS - 1 - LIST_PAGE_SIZE}`);
    const workbook = await ctx.app.inject({
      method: 'GET',
      url: `${calls.ordersExport.path}?etat=a-expedier&format=xlsx`,
      headers: shop,
    });
    const sheet = await readSheet(workbook.rawPayload);
    expect(sheet).toHaveLength(ORDERS + 1);
  });
});
