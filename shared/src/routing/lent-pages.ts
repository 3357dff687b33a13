// A remote's page table, in its production and server builds: the shell's own, lent at start-up
// (page-table-lending.ts). Exports what pages.ts exports.
import type * as PageTable from './pages';
import { LENT_PAGE_TABLE } from './page-table-lending';

const lent = (globalThis as Record<string, unknown>)[LENT_PAGE_TABLE] as typeof PageTable | undefined;
if (!lent)
  throw new Error('Table des pages absente : une page d’un module ne s’affiche qu’avec le shell du site.');

export const { SITE_NAME, pages, paths, languageOf, languageOfAddress, counterpartOf } = lent;
export type { PageInfo, PageKey } from './pages';
