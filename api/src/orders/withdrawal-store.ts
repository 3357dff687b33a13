// The withdrawals table (the shop's online withdrawal function): every SQL statement on it.
import { parisYear } from '@mtdm/shared/news';
import type { Db } from '../database/database';

export interface WithdrawalRecord {
  readonly orderReference: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly items: string;
  readonly receivedAt: string;
}

/** "RET-2026-000123": the Paris year of receipt and the row number. */
export const withdrawalReferenceOf = (id: number, receivedAt: string) =>
  `RET-${parisYear(receivedAt)}-${String(id).padStart(6, '0')}`;

/** Stores a withdrawal and gives it its reference. */
export function insertWithdrawal(db: Db, withdrawal: WithdrawalRecord): string {
  // The keys are written by the site's own SQL functions, the ones the lists compare them with.
  const result = db
    .prepare(
      `INSERT INTO withdrawals (reference, order_reference, first_name, last_name, email, items, received_at,
                                reference_key, mailbox_key)
       VALUES (@pending, @orderReference, @firstName, @lastName, @email, @items, @receivedAt,
               order_reference_key(@orderReference), mailbox_key(@email))`,
    )
    .run({ ...withdrawal, pending: `pending-${withdrawal.receivedAt}-${Math.random()}` });
  const id = Number(result.lastInsertRowid);
  const reference = withdrawalReferenceOf(id, withdrawal.receivedAt);
  db.prepare('UPDATE withdrawals SET reference = ? WHERE id = ?').run(reference, id);
  return reference;
}

/** A numbered withdrawal by its reference (RET-…): its row and when it was received. */
export const withdrawalOf = (db: Db, reference: string) =>
  db
    .prepare('SELECT id, reference, received_at AS receivedAt FROM withdrawals WHERE reference = ?')
    .get(reference) as { id: number; reference: string; receivedAt: string } | undefined;

/** Withdrawals past their period, with the decisions their orders' volunteers made on them. */
export function deleteWithdrawalsBefore(db: Db, before: string): number {
  db.prepare(
    'DELETE FROM withdrawal_decisions WHERE withdrawal_id IN (SELECT id FROM withdrawals WHERE received_at < ?)',
  ).run(before);
  return db.prepare('DELETE FROM withdrawals WHERE received_at < ?').run(before).changes;
}
