// What a guided-tour request shows once stored, and the museum's confirmed tours of a day: read by
// the requester's result page and by the form's list of slots already taken (no personal data).
import type { Db } from '../database/database';

/** A request as its result page shows it: the day, the hour and the group, nothing that names anyone. */
export interface TourResult {
  readonly date: string;
  readonly time: string;
  readonly groupSize: number;
}

export const tourResultOf = (db: Db, publicId: string): TourResult | undefined =>
  db
    .prepare(
      `SELECT visit_date AS date, visit_time AS time, group_size AS groupSize
         FROM tour_requests WHERE public_id = ?`,
    )
    .get(publicId) as TourResult | undefined;

/** The start of each tour the museum confirmed on `date` (YYYY-MM-DD), earliest first. */
export const confirmedStartsOn = (db: Db, date: string): string[] =>
  (
    db
      .prepare(
        `SELECT confirmed_time AS time FROM tour_requests
          WHERE decision = 'confirmed' AND confirmed_date = ? ORDER BY confirmed_time`,
      )
      .all(date) as { time: string }[]
  ).map((row) => row.time);
