// The association's members: a membership as its payment records it (written at the start, read for
// its mails and documents), the paid memberships by year as the membership volunteers see them, and
// the member numbers, one sequence for the association, one number per member (an address and a name:
// a couple sharing an address are two members).
import type * as Shared from '@mtdm/shared/contracts';
import type { Row } from '@mtdm/shared/contracts';
import { memberKey, nextCorrectionVersion, type Db } from '../database/database';
import {
  MEMBERSHIP_FIELDS,
  type MembershipFieldName,
  type MembershipFieldValues,
} from '@mtdm/shared/contracts';
import { parisYearSpan } from '@mtdm/shared/news';
import {
  payerColumns,
  personOfRow,
  PAYER_COLUMNS,
  PAYER_PLACES,
  type PayerValues,
  type Row as TableRow,
} from '../payments/payment-details-store';
import type { Person } from '@mtdm/shared/validation';

export type MembershipSummary = Row<Shared.MembershipSummary> & {
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
  /** Read by a search, never shown in a list. */
  readonly email: string;
};

/**
 * A member's name and number are read as they stand (member_names, member_numbers: the latest
 * correction's, else as paid and numbered).
 */
const LISTED = `SELECT m.payment_id AS paymentId, n.first_name AS firstName, n.last_name AS lastName,
              m.email AS email, m.membership_type AS membershipType, m.amount_cents AS amountCents,
              p.paid_at AS paidAt, num.member_number AS memberNumber, m.period_start AS periodStart,
              m.period_end AS periodEnd
         FROM memberships m JOIN payments p ON p.id = m.payment_id
         JOIN member_names n ON n.payment_id = m.payment_id
         JOIN member_numbers num ON num.payment_id = m.payment_id
        WHERE p.status = 'paid'`;

/** Paid memberships whose payment falls in a Paris calendar year (as their receipts are numbered). */
export const membershipsOfYear = (db: Db, year: number): MembershipSummary[] => {
  const { from, to } = parisYearSpan(year);
  return db
    .prepare(`${LISTED} AND p.paid_at >= ? AND p.paid_at < ? ORDER BY p.paid_at`)
    .all(from, to) as MembershipSummary[];
};

/** Every paid membership, the oldest payment first (the members up to date are among them). */
export const paidMemberships = (db: Db): MembershipSummary[] =>
  db.prepare(`${LISTED} ORDER BY p.paid_at`).all() as MembershipSummary[];

export const paidMembershipEmail = (db: Db, paymentId: string) =>
  db
    .prepare(
      `SELECT m.email, num.member_number AS memberNumber
         FROM memberships m JOIN payments p ON p.id = m.payment_id
         JOIN member_numbers num ON num.payment_id = m.payment_id
        WHERE m.payment_id = ? AND p.status = 'paid'`,
    )
    .get(paymentId) as { email: string; memberNumber: number | null } | undefined;

/** SQL: the other memberships `m` (names `n`, then `joins`) of the member of membership @paymentId. */
const otherMembershipsOfMember = (joins: string) =>
  `FROM memberships mine JOIN member_names mn ON mn.payment_id = mine.payment_id
   JOIN memberships m ON m.payment_id <> mine.payment_id
   JOIN member_names n ON n.payment_id = m.payment_id ${joins}
  WHERE mine.payment_id = @paymentId AND (${memberKey('m', 'n')}) = (${memberKey('mine', 'mn')})`;

/** The number of a membership's member: the one they already have, or the next of the sequence. */
export function memberNumberFor(db: Db, paymentId: string, by: string, at: string): number {
  return knownMemberNumber(db, paymentId) ?? drawMemberNumber(db, paymentId, by, at);
}

/** The next number of the sequence, drawn for a membership's address (by whom, when). */
export const drawMemberNumber = (db: Db, paymentId: string, by: string, at: string): number =>
  Number(
    db
      .prepare(
        `INSERT INTO members (email, assigned_at, assigned_by)
         SELECT lower(email), @at, @by FROM memberships WHERE payment_id = @paymentId`,
      )
      .run({ paymentId, at, by }).lastInsertRowid,
  );

/**
 * The members of whom no membership is left (each gone at the end of its period), by number or by
 * address: their number and address go as well. A number is never given again (AUTOINCREMENT):
 * whoever joins again later is a new member.
 */
export const deleteMembersWithoutMembership = (db: Db): number =>
  db
    .prepare(
      `DELETE FROM members
        WHERE number NOT IN (SELECT member_number FROM memberships WHERE member_number IS NOT NULL)
          AND number NOT IN (SELECT member_number FROM member_number_corrections)
          AND lower(email) NOT IN (SELECT lower(email) FROM memberships)`,
    )
    .run().changes;

/**
 * The number a membership's member already has, if any: the one their latest numbered membership
 * stands at (a correction may have given it the number they held before).
 */
export const knownMemberNumber = (db: Db, paymentId: string): number | undefined =>
  (
    db
      .prepare(
        `SELECT num.member_number AS number
         ${otherMembershipsOfMember('JOIN member_numbers num ON num.payment_id = m.payment_id')}
            AND num.member_number IS NOT NULL
          ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
      )
      .get({ paymentId }) as { number: number } | undefined
  )?.number;

/** The periods of a membership's member's other paid memberships (to start a renewal after the last). */
export const otherPaidPeriodsOf = (db: Db, paymentId: string) =>
  db
    .prepare(
      `SELECT p.paid_at AS paidAt, m.period_start AS periodStart, m.period_end AS periodEnd,
              m.amount_cents AS amountCents
         ${otherMembershipsOfMember('JOIN payments p ON p.id = m.payment_id')}
          AND p.status = 'paid'`,
    )
    .all({ paymentId }) as {
    paidAt: string;
    periodStart: string | null;
    periodEnd: string | null;
    amountCents: number;
  }[];

/** Records the days a membership covers ('2027-12-01', '2028-11-30'). */
export const setMembershipPeriod = (db: Db, paymentId: string, start: string, end: string) =>
  db
    .prepare('UPDATE memberships SET period_start = ?, period_end = ? WHERE payment_id = ?')
    .run(start, end, paymentId);

/** Gives a membership its number, once. */
export const setMemberNumber = (db: Db, paymentId: string, number: number): boolean =>
  db
    .prepare('UPDATE memberships SET member_number = ? WHERE payment_id = ? AND member_number IS NULL')
    .run(number, paymentId).changes === 1;

/** How many members (names however typed) an address's memberships are of: a couple shares one. */
export const membersOfAddress = (db: Db, email: string): number =>
  (
    db
      .prepare(
        `SELECT count(DISTINCT person_name_key(n.first_name, n.last_name)) AS count
           FROM memberships m JOIN member_names n ON n.payment_id = m.payment_id
          WHERE lower(m.email) = lower(?)`,
      )
      .get(email) as { count: number }
  ).count;

/** The memberships `m` paid (their payment `p`): their addresses are those a member signs in with. */
const PAID_MEMBERSHIPS = `FROM memberships m JOIN payments p ON p.id = m.payment_id WHERE p.status = 'paid'`;

/** Every address with a paid membership, in lower case: those a member may sign in with. */
export const paidMembershipAddresses = (db: Db): string[] =>
  (
    db.prepare(`SELECT DISTINCT lower(m.email) AS email ${PAID_MEMBERSHIPS}`).all() as { email: string }[]
  ).map((row) => row.email);

/** Whether an address has a paid membership: a member may sign in to the member area. */
export const hasPaidMembership = (db: Db, email: string): boolean =>
  db.prepare(`SELECT 1 ${PAID_MEMBERSHIPS} AND lower(m.email) = lower(?) LIMIT 1`).get(email) !== undefined;

export interface MemberMembership {
  readonly paymentId: string;
  /** The member's name as it stands (corrected since, perhaps): an address may hold several members. */
  readonly firstName: string;
  readonly lastName: string;
  readonly customerId: string;
  readonly membershipType: string;
  readonly amountCents: number;
  readonly paidAt: string;
  readonly memberNumber: number | null;
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
}

/** An address's paid memberships (of each of its members), the latest first. */
export const paidMembershipsOf = (db: Db, email: string): MemberMembership[] =>
  db
    .prepare(
      `SELECT m.payment_id AS paymentId, n.first_name AS firstName, n.last_name AS lastName,
              p.customer_id AS customerId, m.membership_type AS membershipType,
              m.amount_cents AS amountCents, p.paid_at AS paidAt, num.member_number AS memberNumber,
              m.period_start AS periodStart, m.period_end AS periodEnd
         FROM memberships m JOIN payments p ON p.id = m.payment_id
         JOIN member_numbers num ON num.payment_id = m.payment_id
         JOIN member_names n ON n.payment_id = m.payment_id
        WHERE p.status = 'paid' AND lower(m.email) = lower(?)
        ORDER BY p.paid_at DESC`,
    )
    .all(email) as MemberMembership[];

/**
 * Corrects the postal address and phone of an address's paid memberships (what the association writes
 * to), those of one of its members when `member` (the key of their name) is given: a new record beside
 * each whose details differ, numbered after the version it replaces (the membership is 1); the
 * memberships keep what was given when paying. How many were corrected.
 */
export const recordMemberContactCorrection = (
  db: Db,
  email: string,
  contact: { address: string; postcode: string; city: string; mobileNumber: string },
  at: string,
  member: string | null = null,
): number =>
  db
    .prepare(
      `INSERT INTO member_contact_corrections
         (payment_id, version, address, postcode, city, mobile_number, corrected_at)
       SELECT m.payment_id,
              ${nextCorrectionVersion('member_contact_corrections', 'payment_id', 'm.payment_id')},
              @address, @postcode, @city, @mobileNumber, @at
         FROM memberships m JOIN payments p ON p.id = m.payment_id
         JOIN member_contacts c ON c.payment_id = m.payment_id
         JOIN member_names n ON n.payment_id = m.payment_id
        WHERE p.status = 'paid' AND lower(m.email) = lower(@email)
          AND (@member IS NULL OR person_name_key(n.first_name, n.last_name) = @member)
          AND (c.address, c.postcode, c.city, c.mobile_number) IS NOT (@address, @postcode, @city, @mobileNumber)`,
    )
    .run({ ...contact, email, at, member }).changes;

/** When the member last corrected the details of a membership, or null: they are as given when paying. */
export const contactCorrectedAt = (db: Db, paymentId: string): string | null =>
  (
    db
      .prepare('SELECT max(corrected_at) AS at FROM member_contact_corrections WHERE payment_id = ?')
      .get(paymentId) as { at: string | null }
  ).at;

/** Whether an address already belongs to an account: a membership, a number or a session of a member. */
export const addressInUse = (db: Db, email: string): boolean =>
  db
    .prepare(
      `SELECT 1 FROM memberships WHERE lower(email) = lower(@email)
       UNION ALL SELECT 1 FROM members WHERE lower(email) = lower(@email)
       UNION ALL SELECT 1 FROM sessions WHERE audience = 'member' AND lower(email) = lower(@email)
       LIMIT 1`,
    )
    .get({ email }) !== undefined;

/** Moves a member's memberships, number and reminder choice to a new address (confirmed by its owner). */
export function moveMemberEmail(db: Db, from: string, to: string): void {
  db.prepare('UPDATE memberships SET email = lower(?) WHERE lower(email) = lower(?)').run(to, from);
  db.prepare('UPDATE members SET email = lower(?) WHERE lower(email) = lower(?)').run(to, from);
  db.prepare('UPDATE reminder_opt_outs SET email = lower(?) WHERE email = lower(?)').run(to, from);
}

/**
 * A member's stop of the reminders follows their name's correction: kept under the key of the name as
 * it stood (`from`), it is kept under the new one (`to`) too, so that the reminders do not start again.
 */
export const carryReminderStop = (db: Db, email: string, from: string, to: string) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO reminder_opt_outs (email, member, opted_out_at)
       SELECT email, ?, opted_out_at FROM reminder_opt_outs WHERE email = lower(?) AND member = ?`,
    )
    .run(to, email, from);

/** A membership as its payment records it: the member, what they paid, and the form's own answers. */
export interface MembershipRecord extends Person, MembershipFieldValues {
  readonly amountCents: number;
  readonly membershipType: string;
  readonly feeCents: number;
  readonly donationCents: number;
  /** The address's number, given when paid if it had one, else by the membership volunteers. */
  readonly memberNumber: number | null;
  /** The days it covers ('2027-12-01', '2028-11-30'), fixed when paid; null for those kept before. */
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
}
/** The membership's own fields' columns, in their order (forms/membership-fields.ts of @mtdm/shared). */
const MEMBERSHIP_FIELD_COLUMNS = MEMBERSHIP_FIELDS.map((field) => field.column);
const membershipFieldsOfRow = (row: TableRow) =>
  Object.fromEntries(
    MEMBERSHIP_FIELDS.map((field) => [field.name, (row[field.column] as string | null) ?? '']),
  ) as Record<MembershipFieldName, string>;

export interface NewMembership extends MembershipFieldValues {
  readonly birthDate: string;
  readonly birthPlace: string;
  readonly status: string;
  readonly membershipType: string;
  readonly feeCents: number;
  readonly donationCents: number;
  readonly amountCents: number;
}

export function insertMembership(
  db: Db,
  paymentId: string,
  payer: PayerValues,
  createdAt: string,
  member: NewMembership,
): void {
  db.prepare(
    `INSERT INTO memberships (payment_id, ${PAYER_COLUMNS}, birth_date, birth_place, status,
       ${MEMBERSHIP_FIELD_COLUMNS.join(', ')}, membership_type, fee_cents, donation_cents, amount_cents, created_at)
     VALUES (?, ${PAYER_PLACES}, ?, ?, ?, ${MEMBERSHIP_FIELD_COLUMNS.map(() => '?').join(', ')}, ?, ?, ?, ?, ?)`,
  ).run(
    paymentId,
    ...payerColumns(payer),
    member.birthDate,
    member.birthPlace,
    member.status,
    ...MEMBERSHIP_FIELDS.map((field) => member[field.name]),
    member.membershipType,
    member.feeCents,
    member.donationCents,
    member.amountCents,
    createdAt,
  );
}

/**
 * A membership as it stands: its member's name, number, postal address and telephone as last
 * corrected (member_names, member_numbers, member_contacts), the rest as paid.
 */
export function readMembership(db: Db, paymentId: string): MembershipRecord {
  // The views' columns come last: a row keeps the last of two columns of one name.
  const row = db
    .prepare(
      `SELECT m.*, n.first_name, n.last_name, c.address, c.postcode, c.city, c.mobile_number, num.member_number
         FROM memberships m
         JOIN member_names n ON n.payment_id = m.payment_id
         JOIN member_contacts c ON c.payment_id = m.payment_id
         JOIN member_numbers num ON num.payment_id = m.payment_id
        WHERE m.payment_id = ?`,
    )
    .get(paymentId) as TableRow;
  return {
    ...personOfRow(row),
    amountCents: row.amount_cents as number,
    ...membershipFieldsOfRow(row),
    membershipType: row.membership_type as string,
    feeCents: row.fee_cents as number,
    donationCents: row.donation_cents as number,
    memberNumber: (row.member_number as number | null) ?? null,
    periodStart: (row.period_start as string | null) ?? null,
    periodEnd: (row.period_end as string | null) ?? null,
  };
}

/** A correction of a member's name: the version it is (the membership is 1), what it says, who, when, why. */
export interface MemberNameCorrection {
  readonly version: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly reason: string;
  readonly correctedBy: string;
  readonly correctedAt: string;
}

const NAME_CORRECTIONS = `SELECT version, first_name AS firstName, last_name AS lastName, reason,
       corrected_by AS correctedBy, corrected_at AS correctedAt
  FROM member_name_corrections WHERE payment_id = ?`;

/** The corrections of a membership's member's name, the first first. */
export const memberNameCorrectionsOf = (db: Db, paymentId: string): MemberNameCorrection[] =>
  db.prepare(`${NAME_CORRECTIONS} ORDER BY version`).all(paymentId) as MemberNameCorrection[];

/** Records a correction of a paid membership's member's name as the next version; false when not paid. */
export const recordMemberNameCorrection = (
  db: Db,
  paymentId: string,
  correction: Pick<MemberNameCorrection, 'firstName' | 'lastName' | 'reason'> & {
    readonly by: string;
    readonly at: string;
  },
): boolean =>
  db
    .prepare(
      `INSERT INTO member_name_corrections
         (payment_id, version, first_name, last_name, reason, corrected_by, corrected_at)
       SELECT m.payment_id,
              ${nextCorrectionVersion('member_name_corrections', 'payment_id', 'm.payment_id')},
              @firstName, @lastName, @reason, @by, @at
         FROM memberships m JOIN payments p ON p.id = m.payment_id
        WHERE m.payment_id = @paymentId AND p.status = 'paid'`,
    )
    .run({ ...correction, paymentId }).changes === 1;

/** A correction of a membership's number: the version it is (the number given is 1), the number, who, when, why. */
export interface MemberNumberCorrection {
  readonly version: number;
  readonly memberNumber: number;
  readonly reason: string;
  readonly correctedBy: string;
  readonly correctedAt: string;
}

/** The corrections of a membership's number, the first first. */
export const memberNumberCorrectionsOf = (db: Db, paymentId: string): MemberNumberCorrection[] =>
  db
    .prepare(
      `SELECT version, member_number AS memberNumber, reason, corrected_by AS correctedBy,
              corrected_at AS correctedAt
         FROM member_number_corrections WHERE payment_id = ? ORDER BY version`,
    )
    .all(paymentId) as MemberNumberCorrection[];

/**
 * Who holds a number given before: the name of the latest other membership standing at it, '' when
 * only its address is left; undefined when no member was ever given it.
 */
export function memberNumberHolder(db: Db, number: number, exceptPaymentId: string): string | undefined {
  if (!db.prepare('SELECT 1 FROM members WHERE number = ?').get(number)) return undefined;
  const named = db
    .prepare(
      `SELECT n.first_name AS firstName, n.last_name AS lastName
         FROM memberships m JOIN member_numbers num ON num.payment_id = m.payment_id
         JOIN member_names n ON n.payment_id = m.payment_id
        WHERE num.member_number = ? AND m.payment_id <> ?
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
    )
    .get(number, exceptPaymentId) as { firstName: string; lastName: string } | undefined;
  return named ? `${named.firstName} ${named.lastName}` : '';
}

/**
 * Another number a member of the same first and last name stands at (the latest, from another
 * address): the same person renewing from a new address, perhaps. Undefined when there is none.
 */
export const namesakeNumber = (db: Db, paymentId: string): number | undefined =>
  (
    db
      .prepare(
        `SELECT num.member_number AS number
           FROM member_names mine JOIN memberships m ON m.payment_id = mine.payment_id
           JOIN member_names n ON lower(n.first_name) = lower(mine.first_name)
                              AND lower(n.last_name) = lower(mine.last_name) AND n.payment_id <> mine.payment_id
           JOIN memberships other ON other.payment_id = n.payment_id AND lower(other.email) <> lower(m.email)
           JOIN member_numbers num ON num.payment_id = n.payment_id
           JOIN member_numbers own ON own.payment_id = mine.payment_id
          WHERE mine.payment_id = ? AND num.member_number IS NOT NULL
            AND num.member_number IS NOT own.member_number
          ORDER BY other.created_at DESC, other.id DESC LIMIT 1`,
      )
      .get(paymentId) as { number: number } | undefined
  )?.number;

/**
 * The number and name of another member of the same address (the latest numbered): the same person
 * renewing under another spelling, perhaps. Undefined when the address has no other member.
 */
export const addressmateNumber = (db: Db, paymentId: string) =>
  db
    .prepare(
      `SELECT num.member_number AS number, n.first_name AS firstName, n.last_name AS lastName
         FROM memberships mine JOIN member_names mn ON mn.payment_id = mine.payment_id
         JOIN member_numbers own ON own.payment_id = mine.payment_id
         JOIN memberships m ON lower(m.email) = lower(mine.email) AND m.payment_id <> mine.payment_id
         JOIN member_names n ON n.payment_id = m.payment_id
         JOIN member_numbers num ON num.payment_id = m.payment_id
        WHERE mine.payment_id = ? AND num.member_number IS NOT NULL
          AND num.member_number IS NOT own.member_number
          AND person_name_key(n.first_name, n.last_name) <> person_name_key(mn.first_name, mn.last_name)
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
    )
    .get(paymentId) as { number: number; firstName: string; lastName: string } | undefined;

/**
 * The name of another person whose membership stands at the number this one does (the latest; from
 * any address): a spouse given the number of the other when an address was one member, or a number
 * corrected to the wrong member. Undefined when the number is this member's alone.
 */
export const numberSharerOf = (db: Db, paymentId: string): string | undefined => {
  const sharer = db
    .prepare(
      `SELECT n.first_name AS firstName, n.last_name AS lastName
         FROM member_numbers own JOIN member_names mn ON mn.payment_id = own.payment_id
         JOIN member_numbers num ON num.member_number = own.member_number AND num.payment_id <> own.payment_id
         JOIN memberships m ON m.payment_id = num.payment_id
         JOIN member_names n ON n.payment_id = num.payment_id
        WHERE own.payment_id = ?
          AND person_name_key(n.first_name, n.last_name) <> person_name_key(mn.first_name, mn.last_name)
        ORDER BY m.created_at DESC, m.id DESC LIMIT 1`,
    )
    .get(paymentId) as { firstName: string; lastName: string } | undefined;
  return sharer && `${sharer.firstName} ${sharer.lastName}`;
};

/** Records a paid membership's number as corrected, the next version: that version, none when not paid. */
export const recordMemberNumberCorrection = (
  db: Db,
  paymentId: string,
  correction: {
    readonly memberNumber: number;
    readonly reason: string;
    readonly by: string;
    readonly at: string;
  },
): number | undefined =>
  (
    db
      .prepare(
        `INSERT INTO member_number_corrections
           (payment_id, version, member_number, reason, corrected_by, corrected_at)
         SELECT m.payment_id,
                ${nextCorrectionVersion('member_number_corrections', 'payment_id', 'm.payment_id')},
                @memberNumber, @reason, @by, @at
           FROM memberships m JOIN payments p ON p.id = m.payment_id
          WHERE m.payment_id = @paymentId AND p.status = 'paid'
         RETURNING version`,
      )
      .get({ ...correction, paymentId }) as { version: number } | undefined
  )?.version;
