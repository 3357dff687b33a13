// The volunteers' lists at the association's scale, written straight into the database as paid
// payments leave them: `members` memberships of 2026 and `orders` orders to ship, plus the members the
// tests look for (an accented name, a name a spreadsheet would run, one still up to date from last
// year, one whose year ended yesterday). Read by the lists' api test and their bench.
import type { Db } from '../../database/database';

const FIRST_NAMES = ['Jean', 'Marie', 'Louis', 'Anne', 'Pierre', 'Claire', 'Paul', 'Sophie'];
const LAST_NAMES = ['Martin', 'Bernard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent'];

/** The ISO day `days` after `today`. */
const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function seedLists(
  db: Db,
  { members, orders, today }: { readonly members: number; readonly orders: number; readonly today: string },
) {
  const payment = db.prepare(
    `INSERT INTO payments (id, kind, customer_id, provider, amount_cents, status, email, created_at, updated_at, paid_at)
     VALUES (?, ?, ?, 'sandbox', ?, 'paid', ?, ?, ?, ?)`,
  );
  const membership = db.prepare(
    `INSERT INTO memberships (payment_id, first_name, last_name, email, mobile_number, address, city, postcode,
       birth_date, birth_place, status, grade, arm, activity_status, membership_type, fee_cents, donation_cents,
       amount_cents, created_at, period_start, period_end)
     VALUES (?, ?, ?, ?, '+33600000000', '1 rue du Port', 'Fréjus', '83600', '1960-01-01', 'Toulon', 'civil', '', '',
       'honorary', 'individual', ?, 0, ?, ?, ?, ?)`,
  );
  const order = db.prepare(
    `INSERT INTO orders (payment_id, first_name, last_name, email, mobile_number, address, city, postcode,
       subtotal_cents, shipping_cents, amount_cents, created_at)
     VALUES (?, ?, ?, ?, '+33600000000', '2 rue du Port', ?, '83600', ?, 0, ?, ?)`,
  );
  const member = (
    id: string,
    name: readonly [string, string],
    email: string,
    paidAt: string,
    cents: number,
    end: string,
  ) => {
    payment.run(id, 'membership', `c_${id}`, cents, email, paidAt, paidAt, paidAt);
    membership.run(id, name[0], name[1], email, cents, cents, paidAt, paidAt.slice(0, 10), end);
  };
  db.transaction(() => {
    for (let index = 0; index < members; index += 1) {
      const paidAt = new Date(Date.UTC(2026, 0, 1) + (index % 300) * 86_400_000 + index * 1000).toISOString();
      const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
      const last = `${LAST_NAMES[Math.floor(index / 8) % LAST_NAMES.length]}${index}`;
      member(
        `pay_m${index}`,
        [first, last],
        `membre${index}@example.fr`,
        paidAt,
        3000 + (index % 50) * 100,
        '2027-01-01',
      );
    }
    member(
      'pay_helene',
      ['Hélène', 'Dupré-Lavergne'],
      'h.lavergne@example.fr',
      '2026-06-15T09:00:00.000Z',
      2_000_000,
      '2027-06-14',
    );
    member(
      'pay_formula',
      ['=HYPERLINK("http://x")', 'Piège'],
      'piege@example.fr',
      '2026-06-16T09:00:00.000Z',
      3000,
      '2027-06-15',
    );
    member(
      'pay_still',
      ['Odile', 'Toujours'],
      'odile@example.fr',
      '2025-12-20T09:00:00.000Z',
      3000,
      dayFrom(today, 10),
    );
    member(
      'pay_over',
      ['Gaston', 'Expiré'],
      'gaston@example.fr',
      '2025-01-20T09:00:00.000Z',
      3000,
      dayFrom(today, -1),
    );
    for (let index = 0; index < orders; index += 1) {
      const id = `pay_o${String(index).padStart(10, '0')}`;
      const paidAt = new Date(Date.UTC(2026, 5, 1) + index * 60_000).toISOString();
      const email = `acheteur${index}@example.fr`;
      const town = index === 4321 ? 'Saint-Raphaël' : 'Fréjus';
      payment.run(id, 'shop', `c_${id}`, 1000 + index, email, paidAt, paidAt, paidAt);
      order.run(id, 'Marc', `Acheteur${index}`, email, town, 1000 + index, 1000 + index, paidAt);
    }
  })();
}
