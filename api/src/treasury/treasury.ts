// The treasurer's desk: the donations with their receipts, every receipt of a year and what became of
// it (in force, cancelled by a refund, replaced by a correction). Opening a donation is recorded.
import type { ReceiptLine } from '@mtdm/shared/contracts/signed-in/client';
import { receiptsOfYear, type ReceiptSummaryLine } from '../documents/issued-documents';
import { paymentReference } from '../payments/payment-store';
import { recordView } from '../personal-data/personal-data-views';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import { donationsPaidIn, paidDonation } from './donation-store';

const lineOf = (receipt: ReceiptSummaryLine): ReceiptLine => ({
  receiptNumber: receipt.receiptNumber,
  paymentId: receipt.paymentId,
  paymentKind: receipt.paymentKind === 'membership' ? 'membership' : 'donation',
  reference: paymentReference(receipt.paymentKind, receipt.paymentId),
  firstName: receipt.donorFirstName,
  lastName: receipt.donorLastName,
  amountCents: receipt.amountCents,
  paidAt: receipt.paidAt,
  state: receipt.voidedAt ? 'voided' : receipt.replacedBy ? 'replaced' : 'in-force',
  replaces: receipt.replaces,
  replacedBy: receipt.replacedBy,
});

/** Every receipt issued in `year`, in number order, each with its state. */
export const receiptsList = (services: Services, year: number): ReceiptLine[] =>
  receiptsOfYear(services.db, year).map(lineOf);

/** The donations paid in `year`, each with the number of its receipt in force. */
export function donationsList(services: Services, year: number) {
  const inForce = new Map(
    receiptsList(services, year)
      .filter((receipt) => receipt.state === 'in-force')
      .map((receipt) => [receipt.paymentId, receipt.receiptNumber]),
  );
  return donationsPaidIn(services.db, year).map((donation) => ({
    ...donation,
    reference: paymentReference('donation', donation.paymentId),
    receiptNumber: inForce.get(donation.paymentId) ?? null,
  }));
}

/** A donation opened by the treasurer (the view recorded), with every version of its receipt. */
export function donationDetails(services: Services, volunteer: Volunteer, paymentId: string) {
  const donation = paidDonation(services.db, paymentId);
  if (!donation) return undefined;
  const reference = paymentReference('donation', paymentId);
  recordView(services, volunteer, 'don consulté', reference);
  const year = Number(donation.paidAt.slice(0, 4));
  // A receipt is numbered in the year of its payment; a correction may be numbered in the next one.
  const receipts = [year, year + 1]
    .flatMap((each) => receiptsList(services, each))
    .filter((receipt) => receipt.paymentId === paymentId);
  const current = receipts.find((receipt) => receipt.state === 'in-force');
  return { ...donation, reference, receiptNumber: current?.receiptNumber ?? null, receipts };
}
