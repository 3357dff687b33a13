import { formatEuroAmount } from '@mtdm/shared/commerce';
import type { ReceiptSummaryLine } from './issued-documents';
import { paymentReference } from '../../stores/payment-store';

const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** One CSV field: quoted when it holds the separator, a quote or a line break. */
const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

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

/**
 * The treasurer's summary of a year's receipts, as spreadsheets in France read CSV: semicolons,
 * decimal comma, dates as 23/11/2026 (Paris), one line per receipt in number order.
 */
export function receiptsCsv(lines: readonly ReceiptSummaryLine[]): string {
  const rows = lines.map((line) =>
    [
      line.receiptNumber,
      parisDate.format(new Date(line.paidAt)),
      line.donorLastName,
      line.donorFirstName,
      formatEuroAmount(line.amountCents).replace('.', ','),
      line.paymentKind === 'membership' ? 'don avec adhésion' : 'don',
      paymentReference(line.paymentKind, line.paymentId),
      line.voidedAt ? `annulé le ${parisDate.format(new Date(line.voidedAt))} (remboursé)` : 'valide',
    ]
      .map(field)
      .join(';'),
  );
  return `${[RECEIPTS_CSV_HEADER.join(';'), ...rows].join('\r\n')}\r\n`;
}
