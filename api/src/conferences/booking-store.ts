// The conference_bookings table: who booked how many seats at which conference, confirmed or waiting
// (in the order confirmed), or cancelled; the cancel link kept as a digest. And the booking_requests
// table: what was asked, until its address confirms it by the link mailed there (kept as a digest).
// Every SQL statement on both.
import type { Db } from '../database/database';

type BookingStatus = 'confirmed' | 'waiting' | 'cancelled';

export interface BookingRow {
  readonly id: number;
  readonly conferenceId: string;
  readonly name: string;
  readonly email: string;
  readonly seats: number;
  readonly status: BookingStatus;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  readonly cancelledAt: string | null;
}

interface Row {
  id: number;
  conference_id: string;
  name: string;
  email: string;
  seats: number;
  status: BookingStatus;
  created_at: string;
  confirmed_at: string | null;
  cancelled_at: string | null;
}

const rowOf = (row: Row): BookingRow => ({
  id: row.id,
  conferenceId: row.conference_id,
  name: row.name,
  email: row.email,
  seats: row.seats,
  status: row.status,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  cancelledAt: row.cancelled_at,
});

const COLUMNS = 'id, conference_id, name, email, seats, status, created_at, confirmed_at, cancelled_at';

/** The seats already confirmed at a conference. */
export const confirmedSeats = (db: Db, conferenceId: string): number =>
  (
    db
      .prepare(
        "SELECT COALESCE(SUM(seats), 0) AS seats FROM conference_bookings WHERE conference_id = ? AND status = 'confirmed'",
      )
      .get(conferenceId) as { seats: number }
  ).seats;

/** The bookings of a conference that hold seats or a place in line: their addresses and seats. */
export const heldBookingsOf = (db: Db, conferenceId: string): { email: string; seats: number }[] =>
  db
    .prepare(
      "SELECT email, seats FROM conference_bookings WHERE conference_id = ? AND status IN ('confirmed', 'waiting')",
    )
    .all(conferenceId) as { email: string; seats: number }[];

/** Whether someone is already waiting (a new booking then waits behind them, whatever it asks). */
export const someoneWaits = (db: Db, conferenceId: string): boolean =>
  db
    .prepare("SELECT 1 FROM conference_bookings WHERE conference_id = ? AND status = 'waiting' LIMIT 1")
    .get(conferenceId) !== undefined;

export function insertBooking(
  db: Db,
  booking: {
    conferenceId: string;
    name: string;
    email: string;
    seats: number;
    status: 'confirmed' | 'waiting';
    cancelDigest: string;
    /** The conference's day ('2026-12-10'): the booking is forgotten a while after it. */
    conferenceDay: string;
    at: string;
  },
): BookingRow {
  const row = db
    .prepare(
      `INSERT INTO conference_bookings (conference_id, name, email, seats, status, cancel_digest, created_at, confirmed_at, conference_day)
       VALUES (@conferenceId, @name, @email, @seats, @status, @cancelDigest, @at,
               CASE WHEN @status = 'confirmed' THEN @at END, @conferenceDay)
       RETURNING ${COLUMNS}`,
    )
    .get(booking) as Row;
  return rowOf(row);
}

export const findBookingByCancelDigest = (db: Db, digest: string): BookingRow | undefined => {
  const row = db.prepare(`SELECT ${COLUMNS} FROM conference_bookings WHERE cancel_digest = ?`).get(digest) as
    Row | undefined;
  return row && rowOf(row);
};

export const cancelBooking = (db: Db, id: number, at: string): boolean =>
  db
    .prepare(
      "UPDATE conference_bookings SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status <> 'cancelled'",
    )
    .run(at, id).changes > 0;

/** The waiting bookings of a conference, in the order asked. */
export const waitingBookings = (db: Db, conferenceId: string): BookingRow[] =>
  (
    db
      .prepare(
        `SELECT ${COLUMNS} FROM conference_bookings WHERE conference_id = ? AND status = 'waiting' ORDER BY id`,
      )
      .all(conferenceId) as Row[]
  ).map(rowOf);

export const confirmWaiting = (db: Db, id: number, at: string): void => {
  db.prepare("UPDATE conference_bookings SET status = 'confirmed', confirmed_at = ? WHERE id = ?").run(
    at,
    id,
  );
};

/** Every booking of these conferences, in the order asked (the volunteers' list). */
export const bookingsOf = (db: Db, conferenceId: string): BookingRow[] =>
  (
    db
      .prepare(`SELECT ${COLUMNS} FROM conference_bookings WHERE conference_id = ? ORDER BY id`)
      .all(conferenceId) as Row[]
  ).map(rowOf);

/**
 * Bookings of the conferences held before `heldBefore`; and those made before the conference's day was
 * kept with them (migration 28), once asked before `askedBefore`.
 */
export const deleteBookingsBefore = (db: Db, heldBefore: string, askedBefore: string): number =>
  db
    .prepare(
      `DELETE FROM conference_bookings
        WHERE conference_day < @heldBefore OR (conference_day IS NULL AND created_at < @askedBefore)`,
    )
    .run({ heldBefore, askedBefore }).changes;

/** A booking asked, not yet confirmed by its address. */
export interface BookingRequestRow {
  readonly id: number;
  readonly conferenceId: string;
  readonly name: string;
  readonly email: string;
  readonly seats: number;
  readonly createdAt: string;
}

const REQUEST_COLUMNS = 'id, conference_id AS conferenceId, name, email, seats, created_at AS createdAt';

export const insertBookingRequest = (
  db: Db,
  request: {
    conferenceId: string;
    name: string;
    email: string;
    seats: number;
    linkDigest: string;
    at: string;
  },
): BookingRequestRow =>
  db
    .prepare(
      `INSERT INTO booking_requests (conference_id, name, email, seats, link_digest, created_at)
       VALUES (@conferenceId, @name, @email, @seats, @linkDigest, @at)
       RETURNING ${REQUEST_COLUMNS}`,
    )
    .get(request) as BookingRequestRow;

/** The request a confirmation link names, if it was asked after `since`. */
export const findBookingRequest = (db: Db, linkDigest: string, since: string) =>
  db
    .prepare(`SELECT ${REQUEST_COLUMNS} FROM booking_requests WHERE link_digest = ? AND created_at > ?`)
    .get(linkDigest, since) as BookingRequestRow | undefined;

/** A request taken out once its address confirmed it (or its conference closed). */
export const deleteBookingRequest = (db: Db, id: number): boolean =>
  db.prepare('DELETE FROM booking_requests WHERE id = ?').run(id).changes > 0;

/** Requests asked before `before`: their link has expired, and they name someone who never confirmed. */
export const deleteBookingRequestsBefore = (db: Db, before: string): number =>
  db.prepare('DELETE FROM booking_requests WHERE created_at < ?').run(before).changes;
