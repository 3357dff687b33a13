// The renewal reminders: each member's latest paid membership (its member named as corrected since,
// member_names), the reminders already sent (one per membership and kind) and the members who asked
// for none: one member by the key of their name, or every member of an address ('').
import { memberKey, type Db } from '../database/database';

export type ReminderKind = '30-days' | '7-days' | 'lapsed';

export interface LatestMembership {
  readonly paymentId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The key of the member's name (person_name_key): whose reminders a stop link stops. */
  readonly memberKey: string;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
}

/**
 * The latest paid membership of each member (an address and a name: a couple sharing an address are
 * reminded each of their own), unless they, or their whole address, asked to stop the reminders.
 */
export const latestMembershipsToRemind = (db: Db): LatestMembership[] =>
  db
    .prepare(
      `SELECT paymentId, email, firstName, lastName, memberKey, amountCents, paidAt, periodStart, periodEnd
         FROM (SELECT m.payment_id AS paymentId, lower(m.email) AS email, n.first_name AS firstName,
                      n.last_name AS lastName, person_name_key(n.first_name, n.last_name) AS memberKey,
                      m.amount_cents AS amountCents, p.paid_at AS paidAt,
                      m.period_start AS periodStart, m.period_end AS periodEnd,
                      row_number() OVER (PARTITION BY ${memberKey('m', 'n')} ORDER BY p.paid_at DESC) AS rank
                 FROM memberships m JOIN payments p ON p.id = m.payment_id
                 JOIN member_names n ON n.payment_id = m.payment_id
                WHERE p.status = 'paid') AS latest
        WHERE rank = 1
          AND NOT EXISTS (SELECT 1 FROM reminder_opt_outs o
                           WHERE o.email = latest.email AND o.member IN ('', latest.memberKey))`,
    )
    .all() as LatestMembership[];

/**
 * The member of an address a stop link names by the key of their name, as their name stands now: the
 * key may be of a name corrected since the link was mailed (the membership as paid, or an earlier
 * correction). Their latest membership under the key as it stands first; none when no one bears it.
 */
export const memberOfKey = (
  db: Db,
  email: string,
  key: string,
): { readonly key: string; readonly name: string } | undefined =>
  db
    .prepare(
      `SELECT person_name_key(n.first_name, n.last_name) AS key, n.first_name || ' ' || n.last_name AS name
         FROM memberships m JOIN payments p ON p.id = m.payment_id
         JOIN member_names n ON n.payment_id = m.payment_id
        WHERE lower(m.email) = lower(@email) AND p.status = 'paid'
          AND (person_name_key(n.first_name, n.last_name) = @key
               OR person_name_key(m.first_name, m.last_name) = @key
               OR EXISTS (SELECT 1 FROM member_name_corrections c
                           WHERE c.payment_id = m.payment_id
                             AND person_name_key(c.first_name, c.last_name) = @key))
        ORDER BY person_name_key(n.first_name, n.last_name) = @key DESC, p.paid_at DESC LIMIT 1`,
    )
    .get({ email, key }) as { key: string; name: string } | undefined;

/** Records a reminder about to be sent: false when it was already (by this server or another). */
export const claimReminder = (db: Db, paymentId: string, kind: ReminderKind, at: string): boolean =>
  db
    .prepare('INSERT OR IGNORE INTO membership_reminders (payment_id, kind, sent_at) VALUES (?, ?, ?)')
    .run(paymentId, kind, at).changes === 1;

/** Stops the reminders of one member of the address (the key of their name), or of all of them (''). */
export const stopReminders = (db: Db, email: string, at: string, member = '') =>
  db
    .prepare('INSERT OR IGNORE INTO reminder_opt_outs (email, member, opted_out_at) VALUES (lower(?), ?, ?)')
    .run(email, member, at);

/** The refusals of reminders of addresses no membership bears any more: there is nothing left to remind. */
export const deleteOptOutsWithoutMembership = (db: Db): number =>
  db.prepare('DELETE FROM reminder_opt_outs WHERE email NOT IN (SELECT lower(email) FROM memberships)').run()
    .changes;
