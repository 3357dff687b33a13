export { pages, paths, SITE_NAME } from './pages';
export type { PageKey, PageInfo } from './pages';
export {
  pageAliases,
  lowerCasePaths,
  findPageByPath,
  canonicalPathOf,
  pageRenderedAt,
  SITE_ORIGIN_PLACEHOLDER,
} from './aliases';
export { pageFileOf, exposedModuleOf } from './page-modules';
