import { useState, type FormEvent } from 'react';
import { MEMBERSHIP_TYPES, labelOf } from '@mtdm/shared/contracts';
import { Link, useNavigate, useSearchParams } from '@mtdm/shared/router';
import { Button, ButtonAnchor, TextField } from '@mtdm/shared/ui';
import { dayOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { Actions, Retention } from '../../common/space-styles';
import { SpaceTable } from '../../common/space-table';
import { useSpaceData } from '../../common/use-space-data';
import { useVolunteer } from '../../common/volunteer-context';
import { addressOf, calls } from '../../common/space-client';
import { membershipsTexts as t } from './memberships-texts';

export const MEMBERSHIPS_PATH = '/benevoles/adhesions';

/** The members of a year, their numbers; the treasurer's export of the year's receipts. */
export function MembershipsList() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { roles } = useVolunteer();
  const asked = search.get('annee');
  const [year, setYear] = useState(asked ?? String(new Date().getFullYear()));
  const state = useSpaceData(calls.memberships, { query: { annee: asked ?? undefined } });
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
            <Actions>
              <ButtonAnchor
                $variant="secondary"
                href={addressOf(calls.membershipsCsv, { query: { annee: String(shownYear) } })}
                download
              >
                {t.membersCsv(shownYear)}
              </ButtonAnchor>
              {roles.includes('tresorerie') ? (
                <ButtonAnchor
                  $variant="secondary"
                  href={addressOf(calls.receiptsCsv, { query: { annee: String(shownYear) } })}
                  download
                >
                  {t.receiptsCsv(shownYear)}
                </ButtonAnchor>
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
