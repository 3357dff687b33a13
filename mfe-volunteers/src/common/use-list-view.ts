import { useSearchParams } from '@mtdm/shared/router';
import { LIST_VIEW_PARAMS } from './space-client';

/** A list's view as its address holds it (only the parameters given): what the list call takes. */
export type ListView = Readonly<Partial<Record<(typeof LIST_VIEW_PARAMS)[number], string>>>;

/**
 * The view the address asks for (`q`, `du`, `au`, `tri`, `page`), and the address of another view of
 * the same list: the list's own parameters (`etat`, `annee`, `vue`) kept, the page back to the first
 * unless one is named.
 */
export function useListView() {
  const [search] = useSearchParams();
  const view: Record<string, string> = {};
  for (const name of LIST_VIEW_PARAMS) {
    const value = search.get(name);
    if (value) view[name] = value;
  }
  const addressWith = (changes: ListView) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return { view: view as ListView, addressWith };
}
