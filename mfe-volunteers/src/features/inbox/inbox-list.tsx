import { Link } from '@mtdm/shared/router';
import { dayOf } from '../../common/formats';
import { SpaceTable, type Column } from '../../common/space-table';
import { StateList } from '../../common/state-list';
import type { InboxSummary } from '@mtdm/shared/contracts';
import { inboxTexts as t } from './inbox-texts';

interface InboxListProps {
  readonly title: string;
  /** The screen's address (/benevoles/candidatures), its items below it. */
  readonly path: string;
  /** The api's list, `?etat=` added. */
  readonly api: string;
  /** Which key of the answer holds the items. */
  readonly itemsKey: 'messages' | 'applications';
}

/** Contact messages or job applications, to handle (oldest first) or handled. */
export function InboxList({ title, path, api, itemsKey }: InboxListProps) {
  const columns: Column<InboxSummary>[] = [
    { label: t.columns.reference, cell: (item) => <Link to={`${path}/${item.id}`}>{item.reference}</Link> },
    { label: t.columns.from, cell: (item) => `${item.firstName} ${item.lastName}` },
    { label: t.columns.received, cell: (item) => dayOf(item.receivedAt) },
  ];
  const handled = {
    label: t.columns.handled,
    cell: (item: InboxSummary) => (item.handledAt ? dayOf(item.handledAt) : ''),
  };
  return (
    <StateList<Record<typeof itemsKey, InboxSummary[]>, keyof typeof t.lists>
      title={title}
      path={path}
      lists={t.lists}
      listsLabel={t.listsLabel}
      apiOf={(list) => `${api}?etat=${list}`}
    >
      {(answer, list) => (
        <SpaceTable
          caption={`${title} : ${t.lists[list]}`}
          items={answer[itemsKey]}
          keyOf={(item) => item.id}
          columns={list === 'traites' ? [...columns, handled] : columns}
        />
      )}
    </StateList>
  );
}
