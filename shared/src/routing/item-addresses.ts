import { ITEM_LIST_PAGES, type ItemListPage } from './item-pages';
import { paths } from './pages';

// Apart from item-pages.ts: the frame's first load needs only the routes, never these.

/** What names an item in an address: lower-case words of letters and digits, joined by hyphens. */
export const ITEM_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The pre-rendered document of an item: 'shop--casque-colonial.html'. */
export const itemFileOf = (page: ItemListPage, item: string): string => `${page}--${item}.html`;

/** The listing page whose item documents a file holds ('shop--x.html' → 'shop'), if it is one. */
export function itemFilePage(file: string): ItemListPage | undefined {
  const match = /^([a-zA-Z]+)--([a-z0-9-]+)\.html$/.exec(file);
  const page = ITEM_LIST_PAGES.find((candidate) => candidate === match?.[1]);
  return page && ITEM_NAME.test(match![2]!) ? page : undefined;
}

/**
 * The item an address names, its listing page's path matched whatever its case, the item's name as
 * written (names are lower-case: another case is no item), or undefined.
 */
export function itemAt(pathname: string): { readonly page: ItemListPage; readonly item: string } | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const slash = trimmed.lastIndexOf('/');
  const list = trimmed.slice(0, slash).toLowerCase();
  const item = trimmed.slice(slash + 1);
  const page = ITEM_LIST_PAGES.find((candidate) => paths[candidate].toLowerCase() === list);
  return page && ITEM_NAME.test(item) ? { page, item } : undefined;
}
