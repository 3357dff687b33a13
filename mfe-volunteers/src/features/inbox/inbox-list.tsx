import { Link } from '@mtdm/shared/router';
import { dayOf } from '../../common/formats';
import { SpaceTable, type Column } from '../../common/space-table';
import { StateList } from '../../common/state-list';
import type { InboxSummary } from '@mtdm/shared/contracts/signed-in/client';
import { calls } from '../../common/space-client';
import { inboxTexts as t } from './inbox-texts';

interface InboxListProps {
  readonly title: string;
  /** The screen's address (/benevoles/candidatures), its items below it. */
  readonly path: string;
  /** A destination's contact messages, or the job applications. */
  readonly items: { readonly destination: string } | 'applications';
}

/** Contact messages or job applications, to handle (oldest first) or handled. */
export function InboxList({ title, path, items }: InboxListProps) {
  const columns: Column<InboxSummary>[] = [
    { label: t.columns.reference, cell: (item) => <Link to={`${path}/${item.id}`}>{item.reference}</Link> },
    { label: t.columns.from, cell: (item) => `${item.firstName} ${item.lastName}` },
    { label: t.columns.received, cell: (item) => dayOf(item.receivedAt) },
  ];
  const handled = {
    label: t.columns.handled,
    cell: (item: InboxSummary) => (item.handledAt ? dayOf(item.handledAt) : ''),
  };
  const table = (entries: readonly InboxSummary[], list: keyof typeof t.lists) => (
    <SpaceTable
      caption={`${title} : ${t.lists[list]}`}
      items={entries}
      keyOf={(item) => item.id}
      columns={list === 'traites' ? [...columns, handled] : columns}
    />
  );
  const screen = { title, path, lists: t.lists, listsLabel: t.listsLabel };
  return items === 'applications' ? (
    <StateList
      {...screen}
      list="applications"
      call={calls.applications}
      exportCall={calls.applicationsExport}
    >
      {(answer, list) => table(answer.applications, list)}
    </StateList>
  ) : (
    <StateList
      {...screen}
      list="messages"
      call={calls.messages}
      exportCall={calls.messagesExport}
      params={{ destination: items.destination }}
    >
      {(answer, list) => table(answer.messages, list)}
    </StateList>
  );
}
