// What the database holds about one person, found by their e-mail addresses, and its erasure: what the
// law lets the association delete on request goes; what it must keep (paid orders, memberships and
// donations, their receipts and the withdrawals, ten years) stays. A member who changed their address
// is found under the earlier ones too, for what was filed there until the change.
import type { Db } from '../database/database';
import {
  earlierAddressesOf,
  forgetEarlierAddresses,
  type EarlierAddress,
} from '../memberships/member-address-store';
import { NEVER_PAID, type PaymentKind } from '../payments/payment-store';
import { paymentEmail } from '../payments/payment-email-correction-store';
import { MEMBERSHIP_FIELDS } from '@mtdm/shared/contracts';
import { normalEmail } from '@mtdm/shared/validation';

/**
 * An address a person's data is filed under: all of it, or (an earlier address) what came until it
 * stopped being theirs, its mail up to the last one it received as theirs.
 */
export type FiledUnder = { readonly email: string; readonly until: null } | EarlierAddress;

/** The addresses to look under for a person: the one asked, then its account's earlier ones. */
export const addressesOfPerson = (db: Db, email: string): [FiledUnder, ...EarlierAddress[]] => {
  const address = normalEmail(email);
  return [{ email: address, until: null }, ...earlierAddressesOf(db, address)];
};

/**
 * The condition a row of `table` meets when filed under one of the person's addresses (`@filed`, as
 * JSON): one of its address columns holds one of them and, for an earlier one, its date (or a mail's
 * number) is within that address's bound. Columns are named with their table: json_each has an `id`.
 */
const filedUnder = (
  table: string,
  addresses: readonly string[] = [`${table}.email`],
  [within, bound]: readonly [string, string] = ['created_at', 'until'],
) =>
  `EXISTS (SELECT 1 FROM json_each(@filed) AS filed
            WHERE json_extract(filed.value, '$.email')
                  IN (${addresses.map((address) => `lower(${address})`).join(', ')})
              AND ${table}.${within} <= coalesce(json_extract(filed.value, '$.${bound}'), ${table}.${within}))`;

/** What can be erased, by kind, and what must be kept. */
export interface PersonRecords {
  readonly messages: number;
  readonly tourRequests: number;
  readonly applications: number;
  readonly unpaidPayments: number;
  readonly mails: number;
  readonly paidPayments: number;
  readonly taxReceipts: number;
  readonly withdrawals: number;
}

/** The tables whose rows an erasure deletes whole, found by their `email` column. */
export const PERSON_TABLES = [
  'job_applications',
  'contact_messages',
  'tour_requests',
  'newsletter_subscribers',
  'conference_bookings',
  'booking_requests',
] as const;
export const ACCESS_TABLES = ['sign_in_links', 'sessions'] as const;
/** The column dating a row, where it is not `created_at`. */
const DATED_BY: Readonly<Record<string, string>> = {
  newsletter_subscribers: 'requested_at',
  withdrawals: 'received_at',
  reminder_opt_outs: 'opted_out_at',
};
/**
 * The address a row is filed under, where it is not its `email` column: a payment's is its donation's
 * address as corrected since, when the donor's was typed wrong.
 */
const FILED_BY: Readonly<Record<string, string>> = { payments: paymentEmail('payments') };
/** A row of `table` filed under the person by its address, dated by its own date. */
export const filedIn = (table: string) =>
  filedUnder(table, [FILED_BY[table] ?? `${table}.email`], [DATED_BY[table] ?? 'created_at', 'until']);

const UNPAID = `SELECT id FROM payments WHERE ${filedIn('payments')} AND ${NEVER_PAID}`;
const PAID = `SELECT id FROM payments WHERE ${filedIn('payments')} AND status IN ('paid', 'refunded')`;

/**
 * What a paid record keeps for the accounts alone once its person is erased: the columns no accounting
 * piece reads (a member's or a donor's birth and situation, the membership form's own questions, the
 * payer's telephone) are emptied; the database lets these be emptied, once, and nothing else change.
 */
const NOT_FOR_THE_ACCOUNTS = {
  memberships: [
    'birth_date',
    'birth_place',
    'status',
    ...MEMBERSHIP_FIELDS.map((field) => field.column),
    'mobile_number',
  ],
  // The telephone a member gave since, in the member area: a correction beside the membership.
  member_contact_corrections: ['mobile_number'],
  donations: ['birth_date', 'birth_place', 'mobile_number'],
  orders: ['mobile_number'],
} as const;
const NOT_EMPTIED = (table: keyof typeof NOT_FOR_THE_ACCOUNTS) =>
  NOT_FOR_THE_ACCOUNTS[table].map((column) => `${column} <> ''`).join(' OR ');

/** The person's addresses as the conditions above read them (`@filed`). */
export const filedBinding = (filed: readonly FiledUnder[]) => ({ filed: JSON.stringify(filed) });
const count = (db: Db, sql: string, filed: readonly FiledUnder[]) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM (${sql})`).get(filedBinding(filed)) as { n: number }).n;

/**
 * Mail the site sent or will send to the person, or about them to the association (their address to
 * reply to), or about one of their payments wherever it went (a donation's address typed wrong and
 * corrected since): sent, given up, or still waiting in the queue.
 */
export const MAILS = `SELECT id FROM mail_queue
  WHERE ${filedUnder('mail_queue', ['mail_queue.recipient', 'mail_queue.reply_to'], ['id', 'lastMail'])}
     OR mail_queue.payment_id IN (SELECT id FROM payments WHERE ${filedIn('payments')})`;

export function personRecords(db: Db, filed: readonly FiledUnder[]): PersonRecords {
  return {
    messages: count(db, `SELECT id FROM contact_messages WHERE ${filedIn('contact_messages')}`, filed),
    tourRequests: count(db, `SELECT id FROM tour_requests WHERE ${filedIn('tour_requests')}`, filed),
    applications: count(db, `SELECT id FROM job_applications WHERE ${filedIn('job_applications')}`, filed),
    unpaidPayments: count(db, UNPAID, filed),
    mails: count(db, MAILS, filed),
    paidPayments: count(db, PAID, filed),
    taxReceipts: count(
      db,
      `SELECT id FROM issued_documents WHERE kind = 'tax-receipt'
          AND payment_id IN (SELECT id FROM payments WHERE ${filedIn('payments')})`,
      filed,
    ),
    withdrawals: count(db, `SELECT id FROM withdrawals WHERE ${filedIn('withdrawals')}`, filed),
  };
}

/** The records filed under a person that the journal names by their reference. */
export interface PersonRecordIds {
  readonly payments: readonly { readonly kind: PaymentKind; readonly id: string }[];
  readonly messages: readonly number[];
  readonly applications: readonly number[];
  readonly tourRequests: readonly number[];
}

export function recordIdsOfPerson(db: Db, filed: readonly FiledUnder[]): PersonRecordIds {
  const ids = (table: string) =>
    (
      db.prepare(`SELECT id FROM ${table} WHERE ${filedIn(table)}`).all(filedBinding(filed)) as {
        id: number;
      }[]
    ).map((row) => row.id);
  return {
    payments: db
      .prepare(`SELECT kind, id FROM payments WHERE ${filedIn('payments')}`)
      .all(filedBinding(filed)) as PersonRecordIds['payments'],
    messages: ids('contact_messages'),
    applications: ids('job_applications'),
    tourRequests: ids('tour_requests'),
  };
}

/**
 * Deletes what may be erased; the stored files of the deleted applications and the deleted mails'
 * numbers (their outbox copies), for the caller to remove.
 */
export function erasePerson(
  db: Db,
  filed: readonly [FiledUnder, ...FiledUnder[]],
): { files: string[]; mailIds: number[] } {
  const values = filedBinding(filed);
  const mailIds = (db.prepare(MAILS).all(values) as { id: number }[]).map((row) => row.id);
  const files = (
    db
      .prepare(
        `SELECT stored_path AS path FROM application_files
          WHERE application_id IN (SELECT id FROM job_applications WHERE ${filedIn('job_applications')})`,
      )
      .all(values) as { path: string }[]
  ).map((row) => row.path);
  db.prepare(
    `DELETE FROM application_files WHERE application_id IN (SELECT id FROM job_applications WHERE ${filedIn('job_applications')})`,
  ).run(values);
  for (const table of PERSON_TABLES) db.prepare(`DELETE FROM ${table} WHERE ${filedIn(table)}`).run(values);
  db.prepare(
    `DELETE FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE payment_id IN (${UNPAID}))`,
  ).run(values);
  // Which connection started their payments, paid or not (a keyed digest, kept a day for the count of
  // unpaid starts): nothing of how they reached the site stays beside what they paid.
  db.prepare(
    `DELETE FROM payment_starts WHERE payment_id IN (SELECT id FROM payments WHERE ${filedIn('payments')})`,
  ).run(values);
  for (const table of ['orders', 'memberships', 'donations', 'payment_events'])
    db.prepare(`DELETE FROM ${table} WHERE payment_id IN (${UNPAID})`).run(values);
  db.prepare(`DELETE FROM payments WHERE id IN (${UNPAID})`).run(values);
  for (const [table, columns] of Object.entries(NOT_FOR_THE_ACCOUNTS))
    db.prepare(
      `UPDATE ${table} SET ${columns.map((column) => `${column} = ''`).join(', ')}
        WHERE payment_id IN (${PAID})`,
    ).run(values);
  // The mails found before anything was deleted: those about a payment deleted above among them.
  db.prepare('DELETE FROM mail_queue WHERE id IN (SELECT value FROM json_each(?))').run(
    JSON.stringify(mailIds),
  );
  // What opens or changes their access: sign-in links, sessions, address changes and the link
  // between their addresses.
  for (const table of ACCESS_TABLES) db.prepare(`DELETE FROM ${table} WHERE ${filedIn(table)}`).run(values);
  db.prepare(
    `DELETE FROM email_changes WHERE ${filedUnder('email_changes', ['email_changes.from_email', 'email_changes.to_email'])}`,
  ).run(values);
  // The links of the address asked: its earlier addresses, and itself as one left. An earlier address
  // may since have been left by another member too; that member's link stays.
  forgetEarlierAddresses(db, filed[0].email);
  return { files, mailIds };
}

/**
 * Every address that something an erasure deletes is filed under, in lower case: the addresses to
 * look for when erasures must be made again (a backup restored). A member's address is among them
 * while it has earlier ones, whose rows its erasure reaches.
 */
export function erasableAddresses(db: Db): string[] {
  const sources = [
    ...[...PERSON_TABLES, ...ACCESS_TABLES].map((table) => `SELECT lower(email) AS email FROM ${table}`),
    `SELECT lower(email) FROM payments WHERE status IN ('created', 'cancelled')`,
    // A paid record whose person's details are still there (erased, they would be emptied).
    ...(Object.keys(NOT_FOR_THE_ACCOUNTS) as (keyof typeof NOT_FOR_THE_ACCOUNTS)[]).map(
      (table) =>
        `SELECT lower(${paymentEmail('payments')}) FROM payments WHERE status IN ('paid', 'refunded')
            AND id IN (SELECT payment_id FROM ${table} WHERE ${NOT_EMPTIED(table)})`,
    ),
    'SELECT lower(recipient) FROM mail_queue',
    'SELECT lower(reply_to) FROM mail_queue WHERE reply_to IS NOT NULL',
    'SELECT lower(from_email) FROM email_changes',
    'SELECT lower(to_email) FROM email_changes',
    'SELECT member_email FROM earlier_member_addresses',
  ];
  return (db.prepare(sources.join(' UNION ')).all() as { email: string }[]).map((row) => row.email);
}
