import type { ReactNode } from 'react';
import type {
  AnswerOf,
  CallArguments,
  ParamsOf,
  SignedInCall,
} from '@mtdm/shared/contracts/signed-in/client';
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
  /** The api's call of the lists (its state in `?etat=`). */
  readonly call: C;
  /** The call's path parameters, if it names any. */
  readonly params?: ParamsOf<C['path']>;
  readonly children: (answer: AnswerOf<C>, list: L) => ReactNode;
}

/** A screen of lists by state (to do, done…): its title, its tabs, the retention period, the list. */
export function StateList<C extends SignedInCall, L extends string>({
  title,
  path,
  lists,
  listsLabel,
  call,
  params,
  children,
}: StateListProps<C, L>) {
  const [search] = useSearchParams();
  const names = Object.keys(lists) as L[];
  const list = names.find((name) => name === search.get('etat')) ?? names[0]!;
  // Every list call takes its state in `?etat=`.
  const state = useSpaceData(call, { params, query: { etat: list } as unknown as CallArguments<C>['query'] });
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
            {children(answer, list)}
          </>
        )}
      </Loaded>
    </>
  );
}
