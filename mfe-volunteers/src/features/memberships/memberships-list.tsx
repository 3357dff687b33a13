import { MEMBERSHIP_TYPES, labelOf } from '@mtdm/shared/contracts';
import { Link } from '@mtdm/shared/router';
import { dayOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { exportTexts, YearExport } from '../../common/year-export';
import { Actions, Retention } from '../../common/space-styles';
import { SpaceTable } from '../../common/space-table';
import { useSpaceData } from '../../common/use-space-data';
import { MEMBERSHIPS_PATH } from '../../common/space-addresses';
import { useVolunteer } from '../../common/volunteer-context';
import { useAskedYear, YearChoice } from '../../common/year-choice';
import { calls, mayCall } from '../../common/space-client';
import { membershipsTexts as t } from './memberships-texts';

/** The members of a year, their numbers; the treasurer's export of the year's receipts. */
export function MembershipsList() {
  const { roles } = useVolunteer();
  const asked = useAskedYear();
  const state = useSpaceData(calls.memberships, { query: { annee: asked } });
  const opensDetails = mayCall(roles, calls.membership);
  return (
    <>
      <h2>{t.title}</h2>
      <YearChoice path={MEMBERSHIPS_PATH} label={t.yearLabel} />
      <Loaded state={state}>
        {({ year: shownYear, members, retention }) => (
          <>
            <Retention>{retention}</Retention>
            <Actions>
              <YearExport call={calls.membershipsCsv} year={shownYear}>
                {exportTexts.membersCsv(shownYear)}
              </YearExport>
              {mayCall(roles, calls.receiptsCsv) ? (
                <YearExport call={calls.receiptsCsv} year={shownYear}>
                  {exportTexts.receiptsCsv(shownYear)}
                </YearExport>
              ) : null}
            </Actions>
            <SpaceTable
              caption={`${t.title} ${shownYear}`}
              items={members}
              keyOf={(member) => member.paymentId}
              columns={[
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
          </>
        )}
      </Loaded>
    </>
  );
}
