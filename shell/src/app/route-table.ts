import { exposedModuleOf, pages, type PageKey } from '@mtdm/shared/routing';
import type { RemotePageRef } from '../features/remote-loading/load-remote-page';

/**
 * Which module renders which page, derived from the page registry (its `owner`) and the naming rule
 * of the exposed modules: nothing to keep in step by hand.
 */
export const routeTable: Readonly<Record<PageKey, RemotePageRef>> = Object.fromEntries(
  (Object.keys(pages) as PageKey[]).map((page) => [
    page,
    { remote: pages[page].owner, module: exposedModuleOf(page) },
  ]),
) as Record<PageKey, RemotePageRef>;
