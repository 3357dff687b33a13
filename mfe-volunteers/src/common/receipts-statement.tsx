import { ButtonAnchor } from '@mtdm/shared/ui';
import { addressOf, calls } from './space-client';
import { Actions } from './space-styles';

/** What the treasurer's yearly statement is called, wherever the space offers it. */
const statementLabel = (year: number) => `Télécharger le relevé des reçus fiscaux ${year} (CSV)`;

/**
 * The statement of a year's tax receipts (a CSV file the api writes), offered beside the lists of
 * that year: the donations, the receipts and the members.
 */
export function ReceiptsStatement({ year }: { readonly year: number }) {
  return (
    <Actions>
      <ButtonAnchor
        $variant="secondary"
        href={addressOf(calls.receiptsCsv, { query: { annee: String(year) } })}
        download
      >
        {statementLabel(year)}
      </ButtonAnchor>
    </Actions>
  );
}
