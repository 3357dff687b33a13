import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { Loaded } from '../../common/loaded';
import { ReceiptsStatement } from '../../common/receipts-statement';
import { calls } from '../../common/space-client';
import { ListPages } from '../../common/list-pages';
import { ListViewForm } from '../../common/list-view-form';
import { useListView } from '../../common/use-list-view';
import { Retention } from '../../common/space-styles';
import { useResendBatch } from '../../common/use-resend-batch';
import { ResendChosenButton } from '../../common/resend-chosen-button';
import { useSpaceData } from '../../common/use-space-data';
import { useAskedYear, YearChoice } from '../../common/year-choice';
import { ReceiptsTable } from './receipts-table';
import { RECEIPTS_PATH, treasuryTexts as t } from './treasury-texts';

/** Every receipt of a year: in force, cancelled by a refund, or replaced by a correction; sent again. */
export function ReceiptsList() {
  const asked = useAskedYear();
  const { view } = useListView();
  const query = { annee: asked, ...view };
  const state = useSpaceData(calls.receipts, { query });
  const batch = useResendBatch('tax-receipt', state.reload);
  const { chosen, toggle, change } = batch;
  return (
    <>
      <h2>{t.receiptsTitle}</h2>
      <YearChoice path={RECEIPTS_PATH} label={t.receiptsYearLabel} />
      <ChangeOutcomeMessage outcome={change.outcome} />
      <Loaded state={state}>
        {({ year, receipts, retention, ...page }) => (
          <>
            <Retention>{retention}</Retention>
            <ReceiptsStatement year={year} />
            <ListViewForm list="receipts" exported={{ call: calls.receiptsExport, args: { query } }} />
            <ListPages {...page} />
            <ReceiptsTable
              caption={`${t.receiptsTitle} ${year}`}
              receipts={receipts}
              change={change}
              selection={{ chosen, toggle }}
            />
            <ResendChosenButton batch={batch} label={t.resendChosen} />
          </>
        )}
      </Loaded>
    </>
  );
}
