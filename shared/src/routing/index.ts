export { pages, paths, SITE_NAME } from './pages';
export type { PageKey, PageInfo } from './pages';
export { pageAliases, lowerCasePaths, findPageByPath, canonicalPathOf } from './aliases';
export { pageFileOf, exposedModuleOf } from './page-modules';
