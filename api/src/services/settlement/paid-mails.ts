// The mails a paid payment sends: the payer's confirmation (with its documents for a membership or a
// donation) and the association's notice, restated from the database.
import { isLifetimeMembership } from '@mtdm/shared/commerce';
import type { MailRecipients } from '../../config';
import type { Db } from '../../stores/database';
import type { MailMessage } from '../../stores/mail-store';
import {
  readDonation,
  readMembership,
  readOrder,
  readOrderLines,
  type PayerRow,
  type PersonRow,
} from '../../stores/payment-details-store';
import { paymentReference, type PaymentRecord } from '../../stores/payment-store';
import { documentsOf } from '../documents/issued-documents';
import {
  donationConfirmation,
  donationNotification,
  membershipConfirmation,
  membershipNotification,
  orderConfirmation,
  orderNotification,
  type PaidDonation,
  type PaidMembership,
  type PaidOrder,
} from '../mail/templates';

const payerFromRow = (row: PayerRow) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  mobileNumber: row.mobile_number,
  address: row.address,
  postcode: row.postcode,
  city: row.city,
  amountCents: row.amount_cents,
});

const personFromRow = (row: PersonRow) => ({
  ...payerFromRow(row),
  birthDate: row.birth_date,
  birthPlace: row.birth_place,
  status: row.status,
});

function paidOrder(db: Db, paymentId: string, reference: string): PaidOrder {
  const order = readOrder(db, paymentId);
  return {
    reference,
    ...payerFromRow(order),
    lines: readOrderLines(db, order.id).map((line) => ({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
    })),
    subtotalCents: order.subtotal_cents,
    shippingCents: order.shipping_cents,
  };
}

function paidMembership(db: Db, paymentId: string, reference: string): PaidMembership {
  const row = readMembership(db, paymentId);
  return {
    reference,
    ...personFromRow(row),
    grade: row.grade,
    arm: row.arm,
    activityStatus: row.activity_status,
    membershipType: row.membership_type,
    feeCents: row.fee_cents,
    donationCents: row.donation_cents,
    lifetime: isLifetimeMembership(row.amount_cents),
  };
}

/** The two mails of a payment just recorded as paid (its documents already issued). */
export function paidMails(db: Db, recipients: MailRecipients, payment: PaymentRecord): MailMessage[] {
  const reference = paymentReference(payment.kind, payment.id);
  const issued = documentsOf(db, payment.id);
  const documents = {
    refs: issued.map(({ kind }) => ({ kind, paymentId: payment.id })),
    receiptNumber: issued.find((document) => document.receiptNumber)?.receiptNumber ?? null,
  };
  if (payment.kind === 'shop') {
    const order = paidOrder(db, payment.id, reference);
    return [orderConfirmation(order), orderNotification(recipients.association, order)];
  }
  if (payment.kind === 'membership') {
    const member = paidMembership(db, payment.id, reference);
    return [
      membershipConfirmation(member, documents),
      membershipNotification(recipients.association, member),
    ];
  }
  const donation: PaidDonation = { reference, ...personFromRow(readDonation(db, payment.id)) };
  return [donationConfirmation(donation, documents), donationNotification(recipients.association, donation)];
}
