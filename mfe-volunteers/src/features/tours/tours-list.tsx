import { Link, useSearchParams } from '@mtdm/shared/router';
import { dayOf, timeOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { HiddenCaption, Retention, TableFrame } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { StateTabs } from '../../common/state-tabs';
import { useSpaceData } from '../../common/use-space-data';
import type { TourSummary } from './tour-types';
import { toursTexts as t } from './tours-texts';

type ListName = keyof typeof t.lists;
const LISTS = Object.keys(t.lists) as ListName[];
export const TOURS_PATH = '/benevoles/visites';

/** Tour requests to answer (oldest first), the confirmed tours by day (the calendar), the declined. */
export function ToursList() {
  const [search] = useSearchParams();
  const list = LISTS.find((name) => name === search.get('etat')) ?? 'en-attente';
  const state = useSpaceData<{ tours: TourSummary[]; retention: string }>(
    `/api/benevoles/visites?etat=${list}`,
  );
  const confirmed = list === 'confirmees';
  return (
    <>
      <h2>{t.title}</h2>
      <StateTabs
        label={t.listsLabel}
        current={`${TOURS_PATH}?etat=${list}`}
        tabs={LISTS.map((name) => ({ label: t.lists[name], to: `${TOURS_PATH}?etat=${name}` }))}
      />
      <Loaded state={state}>
        {({ tours, retention }) => (
          <>
            <Retention>{retention}</Retention>
            {tours.length === 0 ? (
              <p>{spaceTexts.empty}</p>
            ) : (
              <TableFrame>
                <table>
                  <HiddenCaption>{t.lists[list]}</HiddenCaption>
                  <thead>
                    <tr>
                      <th scope="col">{confirmed ? t.columns.confirmed : t.columns.reference}</th>
                      <th scope="col">{t.columns.group}</th>
                      <th scope="col">{confirmed ? t.columns.guide : t.columns.asked}</th>
                      <th scope="col">{confirmed ? t.columns.reference : t.columns.received}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {tours.map((tour) => {
                      const link = <Link to={`${TOURS_PATH}/${tour.id}`}>{tour.reference}</Link>;
                      return confirmed ? (
                        <tr key={tour.id}>
                          <td>{t.at(dayOf(tour.confirmedDate ?? ''), timeOf(tour.confirmedTime ?? ''))}</td>
                          <td>{t.groupOf(tour.lastName, tour.groupSize)}</td>
                          <td>{tour.guide}</td>
                          <td>{link}</td>
                        </tr>
                      ) : (
                        <tr key={tour.id}>
                          <td>{link}</td>
                          <td>{t.groupOf(tour.lastName, tour.groupSize)}</td>
                          <td>{t.at(dayOf(tour.askedDate), timeOf(tour.askedTime))}</td>
                          <td>{dayOf(tour.receivedAt)}</td>
                        </tr>
                      );
                    })}
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
