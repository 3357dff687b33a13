// The figures of the volunteers' first screen, counted in the database: payments of a kind by month
// of a year, memberships whose year ends in a month, requests waiting for an answer.
import type { Db } from '../database/database';

type PaymentKind = 'shop' | 'membership' | 'donation';

/** For each month of `year` (1 to 12), how many payments of `kind` were made and for how much. */
export function paidByMonth(db: Db, kind: PaymentKind, year: number) {
  const rows = db
    .prepare(
      `SELECT CAST(substr(paid_at, 6, 2) AS INTEGER) AS month, count(*) AS count, sum(amount_cents) AS cents
         FROM payments WHERE kind = ? AND status = 'paid' AND substr(paid_at, 1, 4) = ?
        GROUP BY month`,
    )
    .all(kind, String(year)) as { month: number; count: number; cents: number }[];
  return Array.from({ length: 12 }, (_, index) => {
    const row = rows.find(({ month }) => month === index + 1);
    return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
  });
}

/** How many payments of `kind` were made in `year` up to a day of the year (`MM-DD`, included). */
export const paidUpTo = (db: Db, kind: PaymentKind, year: number, monthDay: string): number =>
  (
    db
      .prepare(
        `SELECT count(*) AS count FROM payments
          WHERE kind = ? AND status = 'paid' AND substr(paid_at, 1, 4) = ? AND substr(paid_at, 6, 5) <= ?`,
      )
      .get(kind, String(year), monthDay) as { count: number }
  ).count;

/** The members whose latest membership ends in a month (`AAAA-MM`): the renewals due then. */
export const renewalsDueIn = (db: Db, month: string): number =>
  (
    db
      .prepare(
        `SELECT count(*) AS count FROM memberships m JOIN payments p ON p.id = m.payment_id
          WHERE p.status = 'paid' AND substr(m.period_end, 1, 7) = ?
            AND NOT EXISTS (SELECT 1 FROM memberships later JOIN payments lp ON lp.id = later.payment_id
                             WHERE lp.status = 'paid' AND lower(later.email) = lower(m.email)
                               AND later.period_end > m.period_end)`,
      )
      .get(month) as { count: number }
  ).count;

/** The guided-tour requests no one has answered yet. */
export const toursToAnswer = (db: Db): number =>
  (
    db.prepare('SELECT count(*) AS count FROM tour_requests WHERE decision IS NULL').get() as {
      count: number;
    }
  ).count;
