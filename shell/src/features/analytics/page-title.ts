import { findPageByPath, itemAt, languageOfAddress, pages } from '@mtdm/shared/routing';
import { documentTitle } from '@mtdm/shared/ui';

/**
 * Title reported for an address: the page's own title, its listing page's for an item's page, or the
 * not-found title. In the analytics chunk: no first load carries it.
 */
export function pageTitleForPath(pathname: string): string {
  const page = findPageByPath(pathname) ?? itemAt(pathname)?.page;
  const notFound = languageOfAddress(pathname) === 'en' ? 'Page not found' : 'Page introuvable';
  return documentTitle(page && page !== 'home' ? pages[page].title : page ? undefined : notFound);
}
