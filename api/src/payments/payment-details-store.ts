// The payer's columns, the same in the three tables a payment pays for (orders, memberships,
// donations: PAYER_FIELDS of @mtdm/shared), and the purge of those three tables and of what hangs on a
// payment. Each table's own statements are in its domain's store.
import { PAYER_FIELDS, payerColumnOf, type Payer, type Person } from '@mtdm/shared/validation';
import { e164Phone } from '@mtdm/shared/contracts';
import type { Db } from '../database/database';
import { PAYMENT_SELECTIONS, type PaymentSelection } from './payment-store';

export type Row = Record<string, unknown>;

/** The payer of a row (its columns named after PAYER_FIELDS). */
export const payerOfRow = (row: Row): Payer =>
  Object.fromEntries(PAYER_FIELDS.map((field) => [field, row[payerColumnOf(field)]])) as Payer;

/** The payer and what a membership or a donation adds: birth date and place, status. */
export const personOfRow = (row: Row): Person => ({
  ...payerOfRow(row),
  birthDate: row.birth_date as string,
  birthPlace: row.birth_place as string,
  status: row.status as string,
});

/** The payer as a request gives it, already trimmed by the service. */
export type PayerValues = Payer;

/** The payer's columns; the telephone stored once, in E.164. */
export const payerColumns = (payer: PayerValues) =>
  PAYER_FIELDS.map((field) => (field === 'mobileNumber' ? e164Phone(payer[field]) : payer[field]));
export const PAYER_COLUMNS = PAYER_FIELDS.map(payerColumnOf).join(', ');
export const PAYER_PLACES = PAYER_FIELDS.map(() => '?').join(', ');

/**
 * Deletes what the selected payments were for, and what was kept about them: the renewal reminders
 * sent, documents still waiting (call before deleting the payments).
 */
export function deletePaymentDetailsBefore(
  db: Db,
  before: string,
  selection: PaymentSelection = 'createdBefore',
): void {
  const paymentIds = PAYMENT_SELECTIONS[selection];
  const ordersOfPayments = `SELECT id FROM orders WHERE payment_id IN (${paymentIds})`;
  db.prepare(
    `DELETE FROM order_refund_lines WHERE refund_id IN (SELECT id FROM order_refunds WHERE order_id IN (${ordersOfPayments}))`,
  ).run(before);
  for (const table of [
    'order_refunds',
    'order_lines',
    'shipment_corrections',
    'delivery_corrections',
    'withdrawal_decisions',
  ])
    db.prepare(`DELETE FROM ${table} WHERE order_id IN (${ordersOfPayments})`).run(before);
  for (const table of [
    'membership_reminders',
    'documents_waiting',
    'orders',
    'member_name_corrections',
    'member_contact_corrections',
    'member_number_corrections',
    'member_email_corrections',
    'memberships',
    'donor_corrections',
    'payment_email_corrections',
    'donations',
  ])
    db.prepare(`DELETE FROM ${table} WHERE payment_id IN (${paymentIds})`).run(before);
}
