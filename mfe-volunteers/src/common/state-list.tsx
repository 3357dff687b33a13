import type { ReactNode } from 'react';
import type {
  AnswerOf,
  CallArguments,
  ListName,
  ParamsOf,
  SignedInCall,
} from '@mtdm/shared/contracts/signed-in/client';
import { ListPages } from './list-pages';
import { ListViewForm } from './list-view-form';
import { useListView } from './use-list-view';
import { useSearchParams } from '@mtdm/shared/router';
import { Loaded } from './loaded';
import { Retention } from './space-styles';
import { StateTabs } from './state-tabs';
import { useSpaceData } from './use-space-data';

interface StateListProps<C extends SignedInCall, L extends string> {
  readonly title: string;
  /** The screen's address; `?etat=<list>` picks the list. */
  readonly path: string;
  /** The lists by their name in the address, and how each is called; the first is the default. */
  readonly lists: Readonly<Record<L, string>>;
  readonly listsLabel: string;
  /** Which list it is: how it is searched and sorted. */
  readonly list: ListName;
  /** The api's call of the lists (its state in `?etat=`, its view beside it). */
  readonly call: C;
  /** The call that exports the view shown (same parameters, and `format`). */
  readonly exportCall: SignedInCall;
  /** The call's path parameters, if it names any. */
  readonly params?: ParamsOf<C['path']>;
  /** The list shown; `reload` reads it again (after a change made from the list). */
  readonly children: (answer: AnswerOf<C>, list: L, reload: () => void) => ReactNode;
}

/** A screen of lists by state (to do, done…): its title, its tabs, the retention period, the list. */
export function StateList<C extends SignedInCall, L extends string>({
  title,
  path,
  lists,
  listsLabel,
  list: listName,
  call,
  exportCall,
  params,
  children,
}: StateListProps<C, L>) {
  const [search] = useSearchParams();
  const { view } = useListView();
  const names = Object.keys(lists) as L[];
  const list = names.find((name) => name === search.get('etat')) ?? names[0]!;
  // Every list call takes its state in `?etat=` and its view.
  const query = { etat: list, ...view };
  const state = useSpaceData(call, { params, query: query as unknown as CallArguments<C>['query'] });
  return (
    <>
      <h2>{title}</h2>
      <StateTabs
        label={listsLabel}
        current={`${path}?etat=${list}`}
        tabs={names.map((name) => ({ label: lists[name], to: `${path}?etat=${name}` }))}
      />
      <Loaded state={state}>
        {(answer) => (
          <>
            <Retention>{(answer as { readonly retention: string }).retention}</Retention>
            <ListViewForm list={listName} exported={{ call: exportCall, args: { params, query } }} />
            <ListPages {...(answer as { total: number; page: number; pageCount: number })} />
            {children(answer, list, state.reload)}
          </>
        )}
      </Loaded>
    </>
  );
}
