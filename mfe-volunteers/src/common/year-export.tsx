import type { ReactNode } from 'react';
import { ButtonAnchor } from '@mtdm/shared/ui';
import { addressOf, calls } from './space-client';

/** The exports of a year the space offers beside its lists, downloaded with the year asked. */
type YearExportCall = typeof calls.receiptsCsv;

/** What the treasurer's yearly statement is called, wherever the space offers it. */
export const exportTexts = {
  receiptsCsv: (year: number) => `Télécharger le relevé des reçus fiscaux ${year} (CSV)`,
} as const;

/** A button that downloads one year's statement (a CSV file the api writes). */
export function YearExport({
  call,
  year,
  children,
}: {
  readonly call: YearExportCall;
  readonly year: number;
  readonly children: ReactNode;
}) {
  return (
    <ButtonAnchor $variant="secondary" href={addressOf(call, { query: { annee: String(year) } })} download>
      {children}
    </ButtonAnchor>
  );
}
