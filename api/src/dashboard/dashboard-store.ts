// The figures of the volunteers' first screen, counted in the database: payments of a kind by month
// of a year, memberships whose year ends in a month, requests waiting for an answer. Months and years
// are those of Paris: a payment made at 00:30 on 1 January belongs to the new year.
import { daysInMonth, parisDateAt, parisDayStart, parisYearSpan } from '@mtdm/shared/news';
import { memberKey, type Db } from '../database/database';
import { givenBackInPartsSql } from '../payments/payment-store';

type PaymentKind = 'shop' | 'membership' | 'donation';

/**
 * For each Paris month of `year` (1 to 12), how many payments of `kind` were made and for how much:
 * what stays the association's, a refunded payment left out and the parts of an order given back taken off.
 */
export function paidByMonth(db: Db, kind: PaymentKind, year: number) {
  const { from, to } = parisYearSpan(year);
  const rows = db
    .prepare(
      `SELECT paid_at AS paidAt, amount_cents - ${givenBackInPartsSql('payments.id')} AS cents
         FROM payments
        WHERE kind = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?`,
    )
    .all(kind, from, to) as { paidAt: string; cents: number }[];
  const months = Array.from({ length: 12 }, () => ({ count: 0, cents: 0 }));
  for (const { paidAt, cents } of rows) {
    const month = months[parisDateAt(Date.parse(paidAt)).month - 1]!;
    month.count += 1;
    month.cents += cents;
  }
  return months;
}

/**
 * How many payments of `kind` were made in `year` up to a Paris day of the year (`MM-DD`, included);
 * 29 February counts up to the 28th in a year without it.
 */
export function paidUpTo(db: Db, kind: PaymentKind, year: number, monthDay: string): number {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const dayAfter = new Date(Date.UTC(year, month - 1, Math.min(day, daysInMonth(year, month)) + 1));
  const until = parisDayStart({
    year: dayAfter.getUTCFullYear(),
    month: dayAfter.getUTCMonth() + 1,
    day: dayAfter.getUTCDate(),
  });
  return (
    db
      .prepare(
        `SELECT count(*) AS count FROM payments
          WHERE kind = ? AND status = 'paid' AND paid_at >= ? AND paid_at < ?`,
      )
      .get(kind, parisYearSpan(year).from, until) as { count: number }
  ).count;
}

/**
 * The members (an address and a name) whose latest membership ends in a month (`AAAA-MM`): the
 * renewals due then.
 */
export const renewalsDueIn = (db: Db, month: string): number =>
  (
    db
      .prepare(
        `SELECT count(*) AS count FROM memberships m JOIN payments p ON p.id = m.payment_id
           JOIN member_names n ON n.payment_id = m.payment_id
          WHERE p.status = 'paid' AND substr(m.period_end, 1, 7) = ?
            AND NOT EXISTS (SELECT 1 FROM memberships later JOIN payments lp ON lp.id = later.payment_id
                             JOIN member_names ln ON ln.payment_id = later.payment_id
                             WHERE lp.status = 'paid' AND (${memberKey('later', 'ln')}) = (${memberKey('m', 'n')})
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
