// Guided-tour requests as the museum's volunteers answer them: confirmed with a date, a time and a
// guide, or declined with a reason; each decided once.
import type * as Shared from '@mtdm/shared/contracts';
import type { Row } from '@mtdm/shared/contracts';
import type { Db } from '../database/database';

export type TourState = Shared.TourSummary['state'];
export type TourDetails = Row<Shared.TourDetails>;

const STATE = `CASE WHEN decision IS NULL THEN 'pending' ELSE decision END`;
const SELECT = `SELECT id, ${STATE} AS state, first_name AS firstName, last_name AS lastName, email, phone,
       group_size AS groupSize, visit_date AS askedDate, visit_time AS askedTime,
       confirmed_date AS confirmedDate, confirmed_time AS confirmedTime, guide,
       special_requests AS specialRequests, decline_reason AS declineReason, created_at AS receivedAt,
       decided_at AS decidedAt, decided_by AS decidedBy, cancelled_at AS cancelledAt,
       cancelled_by AS cancelledBy
  FROM tour_requests`;

/** The requests in one state, as they arrived. */
export const toursInState = (db: Db, state: TourState): TourDetails[] =>
  db.prepare(`SELECT * FROM (${SELECT}) WHERE state = ? ORDER BY receivedAt`).all(state) as TourDetails[];

export const tourDetails = (db: Db, id: number): TourDetails | undefined =>
  db.prepare(`${SELECT} WHERE id = ?`).get(id) as TourDetails | undefined;

/**
 * Records a decision on a request still pending; or the cancellation of a confirmed visit (declined
 * after it was confirmed), written beside its confirmation, which keeps its author, day, time and guide
 * for the calendar's cancellation. False when it cannot be (already declined, confirmed twice, or
 * unknown).
 */
export function decideTour(
  db: Db,
  id: number,
  decision:
    | { kind: 'confirmed'; date: string; time: string; guide: string; by: string; at: string }
    | { kind: 'declined'; reason: string; by: string; at: string },
): boolean {
  if (decision.kind === 'confirmed')
    return (
      db
        .prepare(
          `UPDATE tour_requests SET decision = 'confirmed', confirmed_date = ?, confirmed_time = ?, guide = ?,
                  decided_at = ?, decided_by = ?
            WHERE id = ? AND decision IS NULL`,
        )
        .run(decision.date, decision.time, decision.guide, decision.at, decision.by, id).changes === 1
    );
  return (
    db
      .prepare(
        `UPDATE tour_requests SET decision = 'declined', decline_reason = @reason,
                decided_at = CASE WHEN decision IS NULL THEN @at ELSE decided_at END,
                decided_by = CASE WHEN decision IS NULL THEN @by ELSE decided_by END,
                cancelled_at = CASE WHEN decision IS NULL THEN NULL ELSE @at END,
                cancelled_by = CASE WHEN decision IS NULL THEN NULL ELSE @by END
          WHERE id = @id AND (decision IS NULL OR decision = 'confirmed')`,
      )
      .run({ reason: decision.reason, at: decision.at, by: decision.by, id }).changes === 1
  );
}
