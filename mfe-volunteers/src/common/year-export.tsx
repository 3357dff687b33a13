import type { ReactNode } from 'react';
import { ButtonAnchor } from '@mtdm/shared/ui';
import { addressOf, calls } from './space-client';

/** The exports of a year the space offers, each downloaded from its call with the year asked. */
type YearExportCall = typeof calls.receiptsCsv | typeof calls.membershipsCsv;

/** What the treasurer's exports are called, wherever the space offers them. */
export const exportTexts = {
  receiptsCsv: (year: number) => `Télécharger le relevé des reçus fiscaux ${year} (CSV)`,
  membersCsv: (year: number) => `Télécharger la liste des adhérents ${year} (CSV)`,
} as const;

/** A button that downloads one year of an export (a CSV file the api writes). */
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
