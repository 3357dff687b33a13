import { csvDate, csvEuros, csvFile } from '../infrastructure/csv-file';
import type { ReceiptSummaryLine } from './issued-documents';
import { paymentReference } from '../payments/payment-store';

export const RECEIPTS_CSV_HEADER = [
  'numero_recu',
  'date_versement',
  'nom',
  'prenom',
  'montant_euros',
  'origine',
  'reference_paiement',
  'etat',
] as const;

/** The treasurer's summary of a year's receipts (csv-file.ts), one line per receipt in number order. */
export const receiptsCsv = (lines: readonly ReceiptSummaryLine[]): string =>
  csvFile(
    RECEIPTS_CSV_HEADER,
    lines.map((line) => [
      line.receiptNumber,
      csvDate(line.paidAt),
      line.donorLastName,
      line.donorFirstName,
      csvEuros(line.amountCents),
      line.paymentKind === 'membership' ? 'don avec adhésion' : 'don',
      paymentReference(line.paymentKind, line.paymentId),
      line.voidedAt
        ? `annulé le ${csvDate(line.voidedAt)} (remboursé)`
        : line.replacedBy
          ? `remplacé par le reçu ${line.replacedBy}`
          : line.replaces
            ? `valide, remplace le reçu ${line.replaces}`
            : 'valide',
    ]),
  );
