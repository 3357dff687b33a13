// A volunteers' list as its view asks (list-views.ts): the rows whose words hold every word searched
// (without regard to case or accents), whose day falls between the first and last day asked (Paris
// days), in the order asked, then cut into pages. The export takes the same rows, uncut.
import { LIST_PAGE_SIZE, LIST_SORTS, type ListName } from '@mtdm/shared/contracts/signed-in';
import { parisDayOf } from '@mtdm/shared/news';

/** What a list's view reads of a row: the words it is searched by, its day, its sort values. */
export interface ListShape<L extends ListName, R> {
  readonly list: L;
  /** Names, e-mail, reference…: what a search finds a row by (an address may be searched, not shown). */
  readonly words: (row: R) => readonly (string | number | null | undefined)[];
  /** The row's own date (an ISO time or day) the date filter reads; null: no date. */
  readonly dateOf: (row: R) => string | null;
  /** The value each of the list's sort keys orders by. */
  readonly sortBy: {
    readonly [K in (typeof LIST_SORTS)[L]['keys'][number]]: (row: R) => string | number | null;
  };
}

/** The view a list call takes (its schema has already made `page` a number and emptied blanks). */
export interface ListViewQuery {
  readonly q?: string | undefined;
  readonly du?: string | undefined;
  readonly au?: string | undefined;
  readonly tri?: string | undefined;
  readonly page?: number | undefined;
}

/** Lower case, accents and punctuation taken away: « Hélène O'Brien » → « helene o brien ». */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.]+/gu, ' ');

/** Names in French order (accents after their letter, case aside); one collator for every comparison. */
const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Numbers by value, texts in French order; an empty value (null) last. */
const compare = (a: string | number | null, b: string | number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : frenchOrder.compare(String(a), String(b));
};

/** The sort a view asks for if the list knows it, else the one the list opens in. */
function sortOf<L extends ListName>(list: L, asked: string | undefined) {
  const { keys, opensIn } = LIST_SORTS[list];
  const wanted = asked ?? opensIn;
  const key = wanted.replace(/^-/, '');
  return (keys as readonly string[]).includes(key)
    ? { key, reverse: wanted.startsWith('-') }
    : { key: opensIn.replace(/^-/, ''), reverse: opensIn.startsWith('-') };
}

/** Every row the view finds, in its order (what an export writes). */
export function viewedRows<L extends ListName, R>(
  rows: readonly R[],
  query: ListViewQuery,
  shape: ListShape<L, R>,
): R[] {
  const words = query.q ? searchable(query.q).split(' ').filter(Boolean) : [];
  const found = rows.filter((row) => {
    if (words.length > 0) {
      const text = searchable(
        shape
          .words(row)
          .filter((word) => word != null)
          .join(' '),
      );
      if (!words.every((word) => text.includes(word))) return false;
    }
    if (query.du || query.au) {
      const date = shape.dateOf(row);
      if (!date) return false;
      const day = parisDayOf(date);
      if ((query.du && day < query.du) || (query.au && day > query.au)) return false;
    }
    return true;
  });
  const { key, reverse } = sortOf(shape.list, query.tri);
  const value = shape.sortBy[key as keyof typeof shape.sortBy];
  const keyed = found.map((row, index) => ({ row, index, value: value(row) }));
  keyed.sort((a, b) => (reverse ? -1 : 1) * compare(a.value, b.value) || a.index - b.index);
  return keyed.map(({ row }) => row);
}

/** One page of the rows the view finds, and where it stands among them. */
export function viewPage<L extends ListName, R>(
  rows: readonly R[],
  query: ListViewQuery,
  shape: ListShape<L, R>,
) {
  const found = viewedRows(rows, query, shape);
  const pageCount = Math.max(1, Math.ceil(found.length / LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  return {
    rows: found.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    total: found.length,
    page,
    pageCount,
  };
}
