import { MEMBERSHIP_TYPES, labelOf } from '@mtdm/shared/contracts';
import { Link, useSearchParams } from '@mtdm/shared/router';
import { dayOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { ReceiptsStatement } from '../../common/receipts-statement';
import { Retention } from '../../common/space-styles';
import { SpaceTable } from '../../common/space-table';
import { useSpaceData } from '../../common/use-space-data';
import { MEMBERSHIPS_PATH } from '../../common/space-addresses';
import { useVolunteer } from '../../common/volunteer-context';
import { useAskedYear, YearChoice } from '../../common/year-choice';
import { calls, DOCUMENT_ROLES, MEMBERS_UP_TO_DATE, mayCall } from '../../common/space-client';
import { ChangeOutcomeMessage } from '../../common/change-outcome';
import { useResendBatch } from '../../common/use-resend-batch';
import { ResendChosenButton } from '../../common/resend-chosen-button';
import { ListPages } from '../../common/list-pages';
import { ListViewForm } from '../../common/list-view-form';
import { StateTabs } from '../../common/state-tabs';
import { useListView } from '../../common/use-list-view';
import { membershipsTexts as t } from './memberships-texts';

/** The members up to date today: a view of their own, beside the years. */
const UP_TO_DATE_PATH = `${MEMBERSHIPS_PATH}?vue=${MEMBERS_UP_TO_DATE}`;

/** The members of a year, or those up to date today (`?vue=a-jour`), with their numbers. */
export function MembershipsList() {
  const { roles } = useVolunteer();
  const asked = useAskedYear();
  const upToDate = useSearchParams()[0].get('vue') === MEMBERS_UP_TO_DATE;
  const { view } = useListView();
  const query = upToDate ? ({ vue: MEMBERS_UP_TO_DATE, ...view } as const) : { annee: asked, ...view };
  const state = useSpaceData(calls.memberships, { query });
  const opensDetails = mayCall(roles, calls.membership);
  // Who sends the attestations may send several again at once.
  const sendsAttestations = roles.includes(DOCUMENT_ROLES['membership-attestation']);
  const batch = useResendBatch('membership-attestation', state.reload);
  const { chosen, toggle, change } = batch;
  return (
    <>
      <h2>{t.title}</h2>
      <StateTabs
        label={t.viewsLabel}
        current={upToDate ? UP_TO_DATE_PATH : MEMBERSHIPS_PATH}
        tabs={[
          { label: t.byYear, to: MEMBERSHIPS_PATH },
          { label: t.upToDate, to: UP_TO_DATE_PATH },
        ]}
      />
      {!upToDate && <YearChoice path={MEMBERSHIPS_PATH} label={t.yearLabel} />}
      <Loaded state={state}>
        {({ year: shownYear, members, retention, ...page }) => (
          <>
            <Retention>{retention}</Retention>
            {shownYear !== null && mayCall(roles, calls.receiptsCsv) ? (
              <ReceiptsStatement year={shownYear} />
            ) : null}
            <ListViewForm list="memberships" exported={{ call: calls.membershipsExport, args: { query } }} />
            <ChangeOutcomeMessage outcome={change.outcome} />
            <ListPages {...page} />
            <SpaceTable
              caption={shownYear === null ? t.upToDate : `${t.title} ${shownYear}`}
              items={members}
              keyOf={(member) => member.paymentId}
              columns={[
                ...(sendsAttestations
                  ? [
                      {
                        label: t.columns.choose,
                        cell: (member: (typeof members)[number]) => (
                          <input
                            type="checkbox"
                            aria-label={t.chooseMember(member.reference)}
                            checked={chosen.includes(member.paymentId)}
                            onChange={() => toggle(member.paymentId)}
                          />
                        ),
                      },
                    ]
                  : []),
                {
                  label: t.columns.reference,
                  cell: (member) =>
                    opensDetails ? (
                      <Link to={`${MEMBERSHIPS_PATH}/${member.paymentId}`}>{member.reference}</Link>
                    ) : (
                      member.reference
                    ),
                },
                { label: t.columns.member, cell: (member) => `${member.firstName} ${member.lastName}` },
                { label: t.columns.type, cell: (member) => labelOf(MEMBERSHIP_TYPES, member.membershipType) },
                { label: t.columns.paid, cell: (member) => dayOf(member.paidAt) },
                {
                  label: t.columns.validUntil,
                  cell: (member) =>
                    member.validUntil === t.lifetime ? t.lifetime : dayOf(member.validUntil),
                },
                { label: t.columns.number, cell: (member) => member.memberNumber ?? t.noNumber },
              ]}
            />
            <ResendChosenButton batch={batch} label={t.resendChosen} />
          </>
        )}
      </Loaded>
    </>
  );
}
