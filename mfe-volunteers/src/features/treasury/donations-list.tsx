import { Link } from '@mtdm/shared/router';
import { dayOf, euros } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { ReceiptsStatement } from '../../common/receipts-statement';
import { calls } from '../../common/space-client';
import { ListPages } from '../../common/list-pages';
import { ListViewForm } from '../../common/list-view-form';
import { useListView } from '../../common/use-list-view';
import { Retention } from '../../common/space-styles';
import { SpaceTable } from '../../common/space-table';
import { useSpaceData } from '../../common/use-space-data';
import { useAskedYear, YearChoice } from '../../common/year-choice';
import { DONATIONS_PATH, treasuryTexts as t } from './treasury-texts';

/** The donations paid in a year, each with its receipt in force; the year's receipts as CSV. */
export function DonationsList() {
  const asked = useAskedYear();
  const { view } = useListView();
  const query = { annee: asked, ...view };
  const state = useSpaceData(calls.donations, { query });
  return (
    <>
      <h2>{t.donationsTitle}</h2>
      <YearChoice path={DONATIONS_PATH} label={t.yearLabel} />
      <Loaded state={state}>
        {({ year, donations, retention, ...page }) => (
          <>
            <Retention>{retention}</Retention>
            <ReceiptsStatement year={year} />
            <ListViewForm list="donations" exported={{ call: calls.donationsExport, args: { query } }} />
            <ListPages {...page} />
            <SpaceTable
              caption={`${t.donationsTitle} ${year}`}
              items={donations}
              keyOf={(donation) => donation.paymentId}
              columns={[
                {
                  label: t.donationColumns.reference,
                  cell: (donation) => (
                    <Link to={`${DONATIONS_PATH}/${donation.paymentId}`}>{donation.reference}</Link>
                  ),
                },
                {
                  label: t.donationColumns.donor,
                  cell: (donation) => `${donation.firstName} ${donation.lastName}`,
                },
                { label: t.donationColumns.amount, cell: (donation) => euros(donation.amountCents) },
                { label: t.donationColumns.paid, cell: (donation) => dayOf(donation.paidAt) },
                {
                  label: t.donationColumns.receipt,
                  cell: (donation) =>
                    donation.refunded ? t.refunded : (donation.receiptNumber ?? t.noReceipt),
                },
              ]}
            />
          </>
        )}
      </Loaded>
    </>
  );
}
