// The sandbox_payments table: the "bank side" of the demonstration payment provider.
import type { Db } from '../../database/database';
import { nowIso } from '../../database/database';

export interface SandboxPayment {
  readonly id: string;
  readonly amountCents: number;
  readonly description: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly status: 'pending' | 'paid' | 'cancelled';
  /** When the association gave it back (null: never). */
  readonly refundedAt: string | null;
  readonly createdAt: string;
}

interface Row {
  id: string;
  amount_cents: number;
  description: string;
  success_url: string;
  cancel_url: string;
  status: SandboxPayment['status'];
  refunded_at?: string | null;
  created_at: string;
}

export function insertSandboxPayment(
  db: Db,
  payment: { id: string; amountCents: number; description: string; successUrl: string; cancelUrl: string },
  createdAt: string,
): void {
  db.prepare(
    `INSERT INTO sandbox_payments (id, amount_cents, description, success_url, cancel_url, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
  ).run(
    payment.id,
    payment.amountCents,
    payment.description,
    payment.successUrl,
    payment.cancelUrl,
    createdAt,
    createdAt,
  );
}

export function findSandboxPayment(db: Db, id: string): SandboxPayment | undefined {
  const row = db.prepare('SELECT * FROM sandbox_payments WHERE id = ?').get(id) as Row | undefined;
  return row
    ? {
        id: row.id,
        amountCents: row.amount_cents,
        description: row.description,
        successUrl: row.success_url,
        cancelUrl: row.cancel_url,
        status: row.status,
        refundedAt: row.refunded_at ?? null,
        createdAt: row.created_at,
      }
    : undefined;
}

/** A pending payment becomes paid or cancelled, once: true when this call made the change. */
export const settleSandboxPayment = (db: Db, id: string, outcome: 'paid' | 'cancelled'): boolean =>
  db
    .prepare(`UPDATE sandbox_payments SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'`)
    .run(outcome, nowIso(), id).changes === 1;

/**
 * A paid payment given back: what is left of it (`cents` undefined), or a part no larger than that.
 * Once all of it is given back it is refunded (`refunded_at`). True when this call gave something back.
 */
export const refundSandboxPayment = (db: Db, id: string, at: string, cents?: number): boolean =>
  db
    .prepare(
      `UPDATE sandbox_payments
          SET refunded_cents = refunded_cents + coalesce(@cents, amount_cents - refunded_cents),
              refunded_at = CASE WHEN @cents IS NULL OR refunded_cents + @cents = amount_cents THEN @at END,
              updated_at = @at
        WHERE id = @id AND status = 'paid' AND refunded_at IS NULL
          AND (@cents IS NULL OR (@cents > 0 AND refunded_cents + @cents <= amount_cents))`,
    )
    .run({ id, at, cents: cents ?? null }).changes === 1;

export const deleteSandboxPaymentsBefore = (db: Db, before: string): number =>
  db.prepare('DELETE FROM sandbox_payments WHERE created_at < ?').run(before).changes;

/** The demonstration provider's payments never paid, last changed before `before`. */
export const deleteUnpaidSandboxPaymentsBefore = (db: Db, before: string): number =>
  db.prepare("DELETE FROM sandbox_payments WHERE status <> 'paid' AND updated_at < ?").run(before).changes;
