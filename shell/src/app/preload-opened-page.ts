import { pageRenderedAt } from '@mtdm/shared/routing';
import { preloadPage } from '../features/remote-loading/remote-page';
import { routeTable } from './route-table';

/**
 * The code of the page at this address, loaded before its HTML is hydrated (bootstrap.tsx). Never
 * fails: an address that is no page, or a page that cannot load now, is left to the routes.
 */
export function preloadOpenedPage(pathname: string): Promise<void> {
  const page = pageRenderedAt(pathname);
  return page ? preloadPage(routeTable[page]) : Promise.resolve();
}
