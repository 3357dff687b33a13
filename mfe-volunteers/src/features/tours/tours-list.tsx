import { Link } from '@mtdm/shared/router';
import { dayOf, timeOf } from '../../common/formats';
import { TOURS_PATH } from '../../common/space-addresses';
import { SpaceTable, type Column } from '../../common/space-table';
import { StateList } from '../../common/state-list';
import type { TourSummary } from '@mtdm/shared/contracts/signed-in/client';
import { calls } from '../../common/space-client';
import { toursTexts as t } from './tours-texts';

const reference: Column<TourSummary> = {
  label: t.columns.reference,
  cell: (tour) => <Link to={`${TOURS_PATH}/${tour.id}`}>{tour.reference}</Link>,
};
const group: Column<TourSummary> = {
  label: t.columns.group,
  cell: (tour) => t.groupOf(tour.lastName, tour.groupSize),
};

/** The confirmed tours by day: the calendar of the visits to come. */
const calendar: readonly Column<TourSummary>[] = [
  {
    label: t.columns.confirmed,
    cell: (tour) => t.at(dayOf(tour.confirmedDate ?? ''), timeOf(tour.confirmedTime ?? '')),
  },
  group,
  { label: t.columns.guide, cell: (tour) => tour.guide },
  reference,
];

/** Requests to answer, or declined: when they were asked for and received. */
const requests: readonly Column<TourSummary>[] = [
  reference,
  group,
  { label: t.columns.asked, cell: (tour) => t.at(dayOf(tour.askedDate), timeOf(tour.askedTime)) },
  { label: t.columns.received, cell: (tour) => dayOf(tour.receivedAt) },
];

/** Tour requests to answer (oldest first), the confirmed tours by day (the calendar), the declined. */
export function ToursList() {
  return (
    <StateList
      title={t.title}
      path={TOURS_PATH}
      lists={t.lists}
      listsLabel={t.listsLabel}
      list="tours"
      call={calls.tours}
      exportCall={calls.toursExport}
    >
      {({ tours }, list) => (
        <SpaceTable
          caption={t.lists[list]}
          items={tours}
          keyOf={(tour) => tour.id}
          columns={list === 'confirmees' ? calendar : requests}
        />
      )}
    </StateList>
  );
}
