import { useState, type FormEvent } from 'react';
import { MEMBERSHIP_TYPES, labelOf } from '@mtdm/shared/contracts';
import { Link, useNavigate, useSearchParams } from '@mtdm/shared/router';
import { Button, ButtonAnchor, TextField } from '@mtdm/shared/ui';
import { dayOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { Actions, HiddenCaption, Retention, TableFrame } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { useSpaceData } from '../../common/use-space-data';
import { useVolunteer } from '../../common/volunteer-context';
import type { MemberSummary } from './membership-types';
import { membershipsTexts as t } from './memberships-texts';

export const MEMBERSHIPS_PATH = '/benevoles/adhesions';

/** The members of a year, their numbers; the treasurer's export of the year's receipts. */
export function MembershipsList() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { roles } = useVolunteer();
  const asked = search.get('annee');
  const [year, setYear] = useState(asked ?? String(new Date().getFullYear()));
  const state = useSpaceData<{ year: number; members: MemberSummary[]; retention: string }>(
    `/api/benevoles/adhesions${asked ? `?annee=${encodeURIComponent(asked)}` : ''}`,
  );
  const show = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${MEMBERSHIPS_PATH}?annee=${encodeURIComponent(year)}`);
  };
  const opensDetails = roles.includes('adhesions');
  return (
    <>
      <h2>{t.title}</h2>
      <form onSubmit={show}>
        <Actions>
          <TextField
            label={t.yearLabel}
            type="number"
            min={2000}
            max={2100}
            value={year}
            onChange={(event) => setYear(event.target.value)}
          />
          <Button type="submit" $variant="secondary">
            {t.show}
          </Button>
        </Actions>
      </form>
      <Loaded state={state}>
        {({ year: shownYear, members, retention }) => (
          <>
            <Retention>{retention}</Retention>
            {roles.includes('tresorerie') ? (
              <Actions>
                <ButtonAnchor
                  $variant="secondary"
                  href={`/api/benevoles/recus.csv?annee=${shownYear}`}
                  download
                >
                  {t.receiptsCsv(shownYear)}
                </ButtonAnchor>
              </Actions>
            ) : null}
            {members.length === 0 ? (
              <p>{spaceTexts.empty}</p>
            ) : (
              <TableFrame>
                <table>
                  <HiddenCaption>{`${t.title} ${shownYear}`}</HiddenCaption>
                  <thead>
                    <tr>
                      <th scope="col">{t.columns.reference}</th>
                      <th scope="col">{t.columns.member}</th>
                      <th scope="col">{t.columns.type}</th>
                      <th scope="col">{t.columns.paid}</th>
                      <th scope="col">{t.columns.validUntil}</th>
                      <th scope="col">{t.columns.number}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((member) => (
                      <tr key={member.paymentId}>
                        <td>
                          {opensDetails ? (
                            <Link to={`${MEMBERSHIPS_PATH}/${member.paymentId}`}>{member.reference}</Link>
                          ) : (
                            member.reference
                          )}
                        </td>
                        <td>{`${member.firstName} ${member.lastName}`}</td>
                        <td>{labelOf(MEMBERSHIP_TYPES, member.membershipType)}</td>
                        <td>{dayOf(member.paidAt)}</td>
                        <td>{member.validUntil === t.lifetime ? t.lifetime : dayOf(member.validUntil)}</td>
                        <td>{member.memberNumber ?? t.noNumber}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
