import { Link, useSearchParams } from '@mtdm/shared/router';
import { dayOf } from '../../common/formats';
import { Loaded } from '../../common/loaded';
import { HiddenCaption, Retention, TableFrame } from '../../common/space-styles';
import { spaceTexts } from '../../common/space-texts';
import { StateTabs } from '../../common/state-tabs';
import { useSpaceData } from '../../common/use-space-data';
import type { InboxSummary } from './inbox-types';
import { inboxTexts as t } from './inbox-texts';

type ListName = keyof typeof t.lists;
const LISTS = Object.keys(t.lists) as ListName[];

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
  const [search] = useSearchParams();
  const list = LISTS.find((name) => name === search.get('etat')) ?? 'a-traiter';
  const state = useSpaceData<Record<typeof itemsKey, InboxSummary[]> & { retention: string }>(
    `${api}?etat=${list}`,
  );
  return (
    <>
      <h2>{title}</h2>
      <StateTabs
        label={t.listsLabel}
        current={`${path}?etat=${list}`}
        tabs={LISTS.map((name) => ({ label: t.lists[name], to: `${path}?etat=${name}` }))}
      />
      <Loaded state={state}>
        {(answer) => (
          <>
            <Retention>{answer.retention}</Retention>
            {answer[itemsKey].length === 0 ? (
              <p>{spaceTexts.empty}</p>
            ) : (
              <TableFrame>
                <table>
                  <HiddenCaption>{`${title} : ${t.lists[list]}`}</HiddenCaption>
                  <thead>
                    <tr>
                      <th scope="col">{t.columns.reference}</th>
                      <th scope="col">{t.columns.from}</th>
                      <th scope="col">{t.columns.received}</th>
                      {list === 'traites' ? <th scope="col">{t.columns.handled}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {answer[itemsKey].map((item) => (
                      <tr key={item.id}>
                        <td>
                          <Link to={`${path}/${item.id}`}>{item.reference}</Link>
                        </td>
                        <td>{`${item.firstName} ${item.lastName}`}</td>
                        <td>{dayOf(item.receivedAt)}</td>
                        {list === 'traites' ? <td>{item.handledAt ? dayOf(item.handledAt) : ''}</td> : null}
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
