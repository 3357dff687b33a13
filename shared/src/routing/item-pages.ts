import { exposedModuleOf } from './page-modules';
import { paths, type PageKey } from './pages';

/**
 * The pages that give each of their items a page of its own beneath their address: a product of the
 * shop at /pages/laboutique/<item>, an object of the collections at /pages/sescollections/<item>.
 * The listing page's module renders them too, from `src/pages/<kebab-key>-item-page.tsx`.
 */
export const ITEM_LIST_PAGES = ['shop', 'collections'] as const satisfies readonly PageKey[];
export type ItemListPage = (typeof ITEM_LIST_PAGES)[number];

/** The address of an item's page. */
export const itemPathOf = (page: ItemListPage, item: string): string => `${paths[page]}/${item}`;

/** The module that renders the items of a page: 'shop' → './ShopItemPage'. */
export const itemModuleOf = (page: ItemListPage): string =>
  exposedModuleOf(page).replace(/Page$/, 'ItemPage');

/** What an item's page says of itself: the name in its address, its heading and its description. */
export interface ItemHead {
  readonly item: string;
  readonly title: string;
  readonly description: string;
}
