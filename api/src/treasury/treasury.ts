// The treasurer's desk: the donations with their receipts, every receipt of a year and what became of
// it (in force, cancelled by a refund, replaced by a correction). Opening a donation is recorded; a
// donor written wrong is corrected by a record of its own, and the receipt issued again from it.
import type { ReceiptLine } from '@mtdm/shared/contracts/signed-in/client';
import { parisYear } from '@mtdm/shared/news';
import { receiptsOfYear, type ReceiptSummaryLine } from '../documents/issued-documents';
import { paymentReference } from '../payments/payment-store';
import { recordView } from '../sign-in/view-journal';
import type { Services } from '../services';
import type { Volunteer } from '../volunteers/volunteer-directory';
import type { ExportColumn } from '../infrastructure/export-file';
import type { ListShape } from '../infrastructure/list-view';
import { correctDocument } from '../memberships/memberships';
import {
  donationsPaidIn,
  donorCorrectionsOf,
  paidDonation,
  recordDonorCorrection,
  type CorrectedDonor,
} from './donation-store';
import { paymentEmailCorrectionsOf } from '../payments/payment-email-correction-store';
import { pendingCorrectionOf } from '../email-changes/email-change-store';

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

type ListedDonation = ReturnType<typeof donationsList>[number];

/** A list shows the donor's name, not their address (which a search still reads). */
export const donationSummaryOf = ({ email: _email, ...summary }: ListedDonation) => summary;

/** The donations' list: found by reference, name, e-mail or receipt number; dated by their payment. */
export const DONATION_LIST: ListShape<'donations', ListedDonation> = {
  list: 'donations',
  words: (donation) => [
    donation.reference,
    donation.firstName,
    donation.lastName,
    donation.email,
    donation.receiptNumber,
  ],
  dateOf: (donation) => donation.paidAt,
  sortBy: {
    date: (donation) => donation.paidAt,
    nom: (donation) => `${donation.lastName} ${donation.firstName}`,
    montant: (donation) => donation.amountCents,
  },
};

/** The donations as a spreadsheet opens them (export-file.ts). */
export const DONATION_COLUMNS: readonly ExportColumn<ListedDonation>[] = [
  { header: 'reference', cell: (donation) => donation.reference },
  { header: 'nom', cell: (donation) => donation.lastName },
  { header: 'prenom', cell: (donation) => donation.firstName },
  { header: 'montant_euros', cell: (donation) => ({ cents: donation.amountCents }) },
  { header: 'paye_le', cell: (donation) => ({ date: donation.paidAt }) },
  { header: 'recu_fiscal', cell: (donation) => donation.receiptNumber ?? '' },
  { header: 'rembourse', cell: (donation) => (donation.refunded ? 'oui' : 'non') },
];

const RECEIPT_STATE_WORDS: Readonly<Record<ReceiptLine['state'], string>> = {
  'in-force': 'en vigueur',
  voided: 'annulé',
  replaced: 'remplacé',
};

/** The receipts' list: found by number, reference or name; dated by their payment. */
export const RECEIPT_LIST: ListShape<'receipts', ReceiptLine> = {
  list: 'receipts',
  words: (receipt) => [receipt.receiptNumber, receipt.reference, receipt.firstName, receipt.lastName],
  dateOf: (receipt) => receipt.paidAt,
  sortBy: {
    numero: (receipt) => receipt.receiptNumber,
    date: (receipt) => receipt.paidAt,
    nom: (receipt) => `${receipt.lastName} ${receipt.firstName}`,
    montant: (receipt) => receipt.amountCents,
  },
};

/** The receipts as a spreadsheet opens them: each one, its state and what it replaces. */
export const RECEIPT_COLUMNS: readonly ExportColumn<ReceiptLine>[] = [
  { header: 'numero_recu', cell: (receipt) => receipt.receiptNumber },
  { header: 'etat', cell: (receipt) => RECEIPT_STATE_WORDS[receipt.state] },
  { header: 'reference_paiement', cell: (receipt) => receipt.reference },
  { header: 'nom', cell: (receipt) => receipt.lastName },
  { header: 'prenom', cell: (receipt) => receipt.firstName },
  { header: 'montant_euros', cell: (receipt) => ({ cents: receipt.amountCents }) },
  { header: 'paye_le', cell: (receipt) => ({ date: receipt.paidAt }) },
  { header: 'remplace', cell: (receipt) => receipt.replaces ?? '' },
  { header: 'remplace_par', cell: (receipt) => receipt.replacedBy ?? '' },
];

/** A donation opened by the treasurer (the view recorded), with every version of its receipt. */
export function donationDetails(services: Services, volunteer: Volunteer, paymentId: string) {
  const donation = paidDonation(services.db, paymentId);
  if (!donation) return undefined;
  const reference = paymentReference('donation', paymentId);
  recordView(services, volunteer, 'don consulté', reference);
  const year = parisYear(donation.paidAt);
  // A receipt is numbered in the year of its payment; a correction may be numbered in the next one.
  const receipts = [year, year + 1]
    .flatMap((each) => receiptsList(services, each))
    .filter((receipt) => receipt.paymentId === paymentId);
  const current = receipts.find((receipt) => receipt.state === 'in-force');
  return {
    ...donation,
    reference,
    receiptNumber: current?.receiptNumber ?? null,
    receipts,
    donorCorrections: donorCorrectionsOf(services.db, paymentId),
    emailCorrections: paymentEmailCorrectionsOf(services.db, paymentId),
    emailCorrectionPending: pendingCorrectionOf(services.db, paymentId, services.now().toISOString()),
  };
}

/** Corrected: the donor's version this correction is (2, 3…) and the receipt that replaces the last, if any. */
export type DonorCorrectionResult =
  | { readonly outcome: 'corrected'; readonly version: number; readonly receiptNumber: string | null }
  | { readonly outcome: 'unknown' }
  | { readonly outcome: 'refunded' }
  | { readonly outcome: 'unchanged' };

/** A correction refused inside its transaction: nothing of it is kept. */
class CorrectionRefused extends Error {}

/**
 * Corrects a paid donation's donor by a new record naming the version it replaces (the donation stays
 * as paid), then, when the receipt was issued, issues the corrected receipt from it and mails it, in
 * one transaction. A receipt still waiting for the association's details will be drawn from it.
 */
export function correctDonor(
  services: Services,
  volunteer: Volunteer,
  paymentId: string,
  correction: CorrectedDonor & { readonly reason: string },
): DonorCorrectionResult {
  const { db } = services;
  const donation = paidDonation(db, paymentId);
  if (!donation) return { outcome: 'unknown' };
  if (donation.refunded) return { outcome: 'refunded' };
  const fields = ['firstName', 'lastName', 'address', 'postcode', 'city'] as const;
  if (fields.every((field) => donation[field] === correction[field])) return { outcome: 'unchanged' };
  try {
    return db.transaction((): DonorCorrectionResult => {
      const version = recordDonorCorrection(db, paymentId, {
        ...correction,
        by: volunteer.email,
        at: services.now().toISOString(),
      });
      if (version === undefined) throw new CorrectionRefused();
      const receipt = correctDocument(
        services,
        volunteer,
        { kind: 'tax-receipt', paymentId },
        correction.reason,
      );
      // No receipt issued yet ('unknown'): the one to come is drawn from the corrected donor.
      if (receipt.outcome === 'done')
        return { outcome: 'corrected', version, receiptNumber: receipt.receiptNumber };
      if (receipt.outcome === 'unknown') return { outcome: 'corrected', version, receiptNumber: null };
      throw new CorrectionRefused();
    })();
  } catch (error) {
    if (error instanceof CorrectionRefused) return { outcome: 'refunded' };
    throw error;
  }
}
