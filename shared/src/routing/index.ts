export { counterpartOf, languageOf, languageOfAddress, pages, paths, SITE_NAME } from './pages';
export { lendPageTable } from './lend-page-table';
export { pageDescriptions } from './page-descriptions';
export type { PageKey } from './pages';
export {
  pageAliases,
  lowerCasePaths,
  findPageByPath,
  canonicalPathOf,
  pageRenderedAt,
  SITE_ORIGIN_PLACEHOLDER,
} from './aliases';
export { pageFileOf, exposedModuleOf } from './page-modules';
export { BOOT_DATA_PLACEHOLDER, serializeBootData, readBootData, measurementIdOf } from './boot-data';
export type { BootData } from './boot-data';
export { FRAME_CALLS } from './frame-calls';
export { CRAWLER_FILES } from './crawler-files';
export { SCRIPT_HINTS_ELEMENT_ID } from './first-view-marks';
export {
  ENGLISH_SEARCH_PATH,
  indexedPages,
  searchedPages,
  SEARCH_PATH,
  SEARCH_QUERY_PARAMETER,
} from './indexed-pages';
export { ITEM_LIST_PAGES, itemModuleOf, itemPathOf } from './item-pages';
export { ITEM_NAME, itemAt, itemFileOf, itemFilePage } from './item-addresses';
export type { ItemHead, ItemListPage } from './item-pages';
