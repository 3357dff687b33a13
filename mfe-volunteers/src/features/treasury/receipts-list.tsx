import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { Loaded } from '../../common/loaded';
import { exportTexts, YearExport } from '../../common/year-export';
import { calls } from '../../common/space-client';
import { Actions, Retention } from '../../common/space-styles';
import { useChange } from '../../common/use-change';
import { useSpaceData } from '../../common/use-space-data';
import { useAskedYear, YearChoice } from '../../common/year-choice';
import { ReceiptsTable } from './receipts-table';
import { RECEIPTS_PATH, treasuryTexts as t } from './treasury-texts';

/** Every receipt of a year: in force, cancelled by a refund, or replaced by a correction; sent again. */
export function ReceiptsList() {
  const asked = useAskedYear();
  const state = useSpaceData(calls.receipts, { query: { annee: asked } });
  const change = useChange(state.reload);
  return (
    <>
      <h2>{t.receiptsTitle}</h2>
      <YearChoice path={RECEIPTS_PATH} label={t.receiptsYearLabel} />
      <ChangeOutcomeMessage outcome={change.outcome} />
      <Loaded state={state}>
        {({ year, receipts, retention }) => (
          <>
            <Retention>{retention}</Retention>
            <Actions>
              <YearExport call={calls.receiptsCsv} year={year}>
                {exportTexts.receiptsCsv(year)}
              </YearExport>
            </Actions>
            <ReceiptsTable caption={`${t.receiptsTitle} ${year}`} receipts={receipts} change={change} />
          </>
        )}
      </Loaded>
    </>
  );
}
