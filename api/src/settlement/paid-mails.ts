// The mails a paid payment sends: the payer's confirmation (with its documents for a membership or a
// donation) and the association's notice, restated from the database.
import { paths } from '@mtdm/shared/routing';
import { isLifetimeMembership } from '@mtdm/shared/commerce';
import type { SiteDetails } from '@mtdm/shared/content';
import type { MailRecipients } from '../config';
import type { Db } from '../database/database';
import type { MailMessage } from '../mail/mail-store';
import { readDonation, readMembership, readOrder, readOrderLines } from '../payments/payment-details-store';
import { paymentReference, type PaymentRecord } from '../payments/payment-store';
import { documentsOf } from '../documents/issued-documents';
import { documentsWaitFor } from '../documents/waiting-documents';
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
} from './payment-mails';
import { mailSignature } from '../mail/mail-text';

function paidOrder(db: Db, paymentId: string, reference: string): PaidOrder {
  const order = readOrder(db, paymentId);
  return { ...order, reference, lines: readOrderLines(db, order.id) };
}

function paidMembership(db: Db, paymentId: string, reference: string): PaidMembership {
  const member = readMembership(db, paymentId);
  return { ...member, reference, lifetime: isLifetimeMembership(member.amountCents) };
}

/** The two mails of a payment just recorded as paid (its documents already issued). */
export function paidMails(
  db: Db,
  { recipients, origin, paidAt }: { recipients: MailRecipients; origin: string; paidAt: string },
  payment: PaymentRecord,
  details: SiteDetails,
): MailMessage[] {
  const signature = mailSignature(details);
  const reference = paymentReference(payment.kind, payment.id);
  const issued = documentsOf(db, payment.id);
  const documents = {
    refs: issued.map(({ kind, version }) => ({ kind, paymentId: payment.id, version })),
    receiptNumber: issued.find((document) => document.receiptNumber)?.receiptNumber ?? null,
    waiting: documentsWaitFor(db, payment.id),
  };
  if (payment.kind === 'shop') {
    const order = paidOrder(db, payment.id, reference);
    const termsOfSale = `${origin}${paths.termsOfSale}`;
    const links = { termsOfSale, withdrawal: `${termsOfSale}#se-retracter` };
    return [
      orderConfirmation(order, signature, links, paidAt),
      orderNotification(recipients.association, order),
    ];
  }
  if (payment.kind === 'membership') {
    const member = paidMembership(db, payment.id, reference);
    return [
      membershipConfirmation(member, documents, signature),
      membershipNotification(recipients.association, member),
    ];
  }
  const donation: PaidDonation = { ...readDonation(db, payment.id), reference };
  return [
    donationConfirmation(donation, documents, signature),
    donationNotification(recipients.association, donation),
  ];
}
