import type { ReactNode } from 'react';
import { useSearchParams } from '@mtdm/shared/router';
import { Loaded } from './loaded';
import { Retention } from './space-styles';
import { StateTabs } from './state-tabs';
import { useSpaceData } from './use-space-data';

interface StateListProps<T, L extends string> {
  readonly title: string;
  /** The screen's address; `?etat=<list>` picks the list. */
  readonly path: string;
  /** The lists by their name in the address, and how each is called; the first is the default. */
  readonly lists: Readonly<Record<L, string>>;
  readonly listsLabel: string;
  /** The api's address of a list. */
  readonly apiOf: (list: L) => string;
  readonly children: (answer: T & { readonly retention: string }, list: L) => ReactNode;
}

/** A screen of lists by state (to do, done…): its title, its tabs, the retention period, the list. */
export function StateList<T, L extends string>({
  title,
  path,
  lists,
  listsLabel,
  apiOf,
  children,
}: StateListProps<T, L>) {
  const [search] = useSearchParams();
  const names = Object.keys(lists) as L[];
  const list = names.find((name) => name === search.get('etat')) ?? names[0]!;
  const state = useSpaceData<T & { retention: string }>(apiOf(list));
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
            <Retention>{answer.retention}</Retention>
            {children(answer, list)}
          </>
        )}
      </Loaded>
    </>
  );
}
