// The pages of the site as the server's own registry describes them: which module renders each, what
// it exposes for it, its language. The release path trusts this, never a build's own list.
import { remoteModules } from '@mtdm/shared/federation';
import {
  exposedModuleOf,
  ITEM_LIST_PAGES,
  itemModuleOf,
  languageOf,
  pages,
  type ItemListPage,
  type PageKey,
} from '@mtdm/shared/routing';
import type { PageToRender } from './renderer/render-job';

export interface SitePage extends PageToRender {
  readonly page: PageKey;
  readonly url: string;
  readonly title: string;
  readonly lang: 'fr' | 'en';
  /** The owner's folder ('mfe-shop'). */
  readonly folder: string;
}

export const sitePages: readonly SitePage[] = (Object.keys(pages) as PageKey[]).map((page) => ({
  page,
  url: pages[page].path,
  title: pages[page].title,
  remote: pages[page].owner,
  exposedName: exposedModuleOf(page).replace(/^\.\//, ''),
  lang: languageOf(page),
  folder: remoteModules.find((module) => module.federationName === pages[page].owner)?.folder ?? '',
}));

/** The pages a module renders (all of them for the shell). */
export const pagesOfModule = (folder: string, isShell: boolean): SitePage[] =>
  isShell ? [...sitePages] : sitePages.filter((page) => page.folder === folder);

/**
 * The modules that render the page of each item of a listing page (a product, an object): exposed by
 * the listing page's module, measured once for all its items ('shop--item').
 */
export const itemModules = sitePages
  .filter((page) => (ITEM_LIST_PAGES as readonly PageKey[]).includes(page.page))
  .map((page) => ({
    ...page,
    listPage: page.page as ItemListPage,
    page: `${page.page}--item`,
    url: `${page.url}/…`,
    title: `${page.title} : la page de chaque élément`,
    exposedName: itemModuleOf(page.page as ItemListPage).replace(/^\.\//, ''),
  }));
